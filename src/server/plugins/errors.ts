import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse } from '../../contracts/errors.ts';
import {
  VALIDATION_MESSAGES,
  describeIssue,
  isValidationMessageKey,
  type IssueLike,
} from '../../contracts/validation-messages.ts';
import { AppError } from '../errors.ts';
import { requestLanguage, type Locale } from '../i18n/locale.ts';
import { translate } from '../i18n/messages.ts';

/** The request's language (its chosen language's cookie, else `Accept-Language`): see requestLanguage. */
export function requestLocale(request: FastifyRequest): Locale {
  return requestLanguage({ cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] });
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  options: {
    params?: Record<string, string | number>;
    fields?: Record<string, string>;
    details?: Record<string, unknown>;
  } = {},
): FastifyReply {
  const body: ErrorResponse = {
    error: {
      code,
      message: translate(requestLocale(request), code, options.params),
      ...(options.fields ? { fields: translateFields(options.fields, requestLocale(request)) } : {}),
      ...(options.details ? { details: options.details } : {}),
    },
  };
  return reply.status(status).type('application/json').send(body);
}

/** Field errors a service names by message key are translated here, at the edge. */
function translateFields(fields: Record<string, string>, locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [
      path,
      isValidationMessageKey(message) ? VALIDATION_MESSAGES[locale][message] : message,
    ]),
  );
}

/** Every failure leaves as `{error:{code,message,fields?}}`, its message in the request's language. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const locale = requestLocale(request);
      const fields: Record<string, string> = {};
      for (const item of error.validation) {
        const path = item.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[path] ??= describeIssue(
          { code: item.keyword, message: item.message, ...(item.params as object) } as IssueLike,
          locale,
        );
      }
      return sendError(request, reply, 400, 'VALIDATION_ERROR', { fields });
    }
    if (error instanceof AppError) {
      return sendError(request, reply, error.status, error.code, {
        params: error.params,
        fields: error.fields,
        details: error.details,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 415) return sendError(request, reply, 415, 'UNSUPPORTED_MEDIA_TYPE');
    if (status === 413) return sendError(request, reply, 413, 'PAYLOAD_TOO_LARGE');
    if (status === 400 && error.code?.startsWith('FST_ERR_CTP')) return sendError(request, reply, 400, 'INVALID_BODY');
    if (status >= 400 && status < 500)
      return sendError(request, reply, status, status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR');
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'INTERNAL_ERROR');
  });
}
