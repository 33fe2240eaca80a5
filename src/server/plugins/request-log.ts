import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
const REDACTED = '[redacted]';

/**
 * A request's id: a trusted proxy's X-Request-Id when it is a sane one (so that one id follows
 * the request through the proxy's logs and ours), else a fresh UUID. Without a trusted proxy the
 * header is a client's word, and ignored.
 */
export function requestIdGenerator(trustProxy: boolean): (req: IncomingMessage) => string {
  return (req) => {
    if (trustProxy) {
      const incoming = req.headers[REQUEST_ID_HEADER];
      if (typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming)) return incoming;
    }
    return randomUUID();
  };
}

/** Paths whose last part is a secret: a booking's manage token, a waitlist offer, a review link, a calendar feed. */
const SECRET_PATHS: RegExp[] = [
  /^(\/api\/public\/bookings\/)[^/]+/,
  /^(\/api\/public\/waitlist-offers\/)[^/]+/,
  /^(\/agendar\/[^/]+\/oferta\/)[^/]+/,
  /^(\/api\/public\/reviews\/)[^/]+/,
  /^(\/api\/calendar\/)[^/]+/,
  /^(\/agendar\/[^/]+\/reserva\/)[^/]+/,
  /^(\/avaliar\/)(?!b\/)[^/]+/,
];

/**
 * The URL as it may be logged: every query value replaced (a link's token, an e-mail in a search)
 * and the secrets some paths carry.
 */
export function redactUrl(url: string): string {
  const index = url.indexOf('?');
  let path = index === -1 ? url : url.slice(0, index);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (index === -1) return path;
  const query = url
    .slice(index + 1)
    .split('&')
    .map((part) => {
      if (part === '') return part;
      const equals = part.indexOf('=');
      return `${equals === -1 ? part : part.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** The request as logged: no headers (cookies, tokens), no body, no query values. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
    requestId: request.id,
  };
}

/** Whatever a log call is given, these never reach the output. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["set-cookie"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers["x-api-key"]',
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'currentPassword',
  '*.currentPassword',
  'token',
  '*.token',
  'email',
  '*.email',
  'phone',
  '*.phone',
  'body',
  '*.body',
  // A database error's detail may quote a row's values: `Key (email)=(ana@example.com) already exists`.
  'err.detail',
  'err.cause.detail',
];

const EMAIL_ADDRESS = /[^\s<>()"',;:]+@[^\s<>()"',;:]+\.[A-Za-z]{2,}/g;

/** `text` with every e-mail address in it replaced: for messages from other systems (an SMTP server's refusal). */
export function withoutEmailAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, REDACTED);
}

/**
 * The Fastify options for its logger and request ids (docs/operations.md): every line a request logs
 * carries `requestId`; personal data and secrets are kept out. `stream` is where the lines go
 * (stdout by default).
 */
export function requestLogOptions(
  config: Pick<Config, 'logLevel' | 'trustProxy'>,
  stream?: { write(line: string): void },
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  return {
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: {
        req: serializeRequest,
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
      ...(stream ? { stream } : {}),
    },
    genReqId: requestIdGenerator(config.trustProxy),
    // The header is read by genReqId, which checks it: Fastify's own reading would take any value.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  };
}

/** Every answer names its request's id, so that a user's report can be found in the logs. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  // onSend: it runs for every answer, also those an onRequest hook ends early (the readiness gate's 503).
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
