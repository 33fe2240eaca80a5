import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL_VERIFICATION_RETURN_PATH } from '../../../contracts/email-verification.ts';
import type { Config } from '../../config.ts';
import type { Locale } from '../../i18n/locale.ts';
import { requestLocale, sendError } from '../../plugins/errors.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { authError, authErrorOfResponse } from './auth-errors.ts';
import type { Auth } from './auth.ts';

interface CredentialsBody {
  email?: unknown;
  password?: unknown;
}

/**
 * Serves better-auth under /api/auth through Fastify. Sign-in is limited per e-mail and per IP
 * (failed attempts count; a success gives its attempt back), and a reset or confirmation e-mail
 * per e-mail.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: {
    auth: Auth;
    config: Config;
    rateLimiter: RateLimiter;
    loginActivationRefusal: (token: string, locale: Locale) => Promise<{ plan: string; limit: number } | null>;
  },
) {
  const { auth, config, rateLimiter } = deps;
  const limits = config.signInLimits;
  /**
   * The counters of attempts typed with an address are keyed by a keyed digest of it, never the
   * address: the table holds no e-mail (nothing to erase with a client's data, nothing a reset of
   * counters could be asked for).
   */
  const emailKey = (email: string) =>
    createHmac('sha256', config.authSecret).update(`rate-limit:${email}`).digest('base64url').slice(0, 32);

  async function limited(request: FastifyRequest, reply: FastifyReply, keys: string[], limit: (key: string) => number) {
    for (const key of keys) {
      const result = await rateLimiter.consume(key, limit(key), limits.windowSeconds);
      if (!result.allowed) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        sendError(request, reply, 429, 'RATE_LIMITED', {
          params: { minutes: Math.ceil(result.retryAfterSeconds / 60) },
        });
        return true;
      }
    }
    return false;
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const body = (request.body ?? {}) as CredentialsBody;
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      const locale = requestLocale(request);
      let refundOnSuccess: string[] = [];

      if (path === '/api/auth/sign-in/email' && request.method === 'POST') {
        if (!email || typeof body.password !== 'string' || body.password === '') {
          return reply.status(400).send(authError(400, 'CREDENTIALS_REQUIRED', locale));
        }
        const keys = [`sign-in:email:${emailKey(email)}`, `sign-in:ip:${request.ip}`];
        if (
          await limited(request, reply, keys, (key) =>
            key.startsWith('sign-in:email') ? limits.perEmail : limits.perIp,
          )
        )
          return reply;
        refundOnSuccess = keys;
      }
      if (path === '/api/auth/request-password-reset' && request.method === 'POST' && email) {
        if (await limited(request, reply, [`password-reset:${emailKey(email)}`], () => 3)) return reply;
      }
      if (path === '/api/auth/send-verification-email' && request.method === 'POST' && email) {
        if (await limited(request, reply, [`verification-email:${emailKey(email)}`], () => 3)) return reply;
      }
      // Accepting an invitation activates a login: only within the plan's user limit.
      if (
        path === '/api/auth/reset-password' &&
        request.method === 'POST' &&
        typeof (body as { token?: unknown }).token === 'string'
      ) {
        const refusal = await deps.loginActivationRefusal((body as { token: string }).token, locale);
        if (refusal) return sendError(request, reply, 409, 'USER_LIMIT_REACHED', { params: refusal });
      }

      const url = new URL(request.url, config.baseUrl);
      // The verification link returns to the site root, whatever callbackURL it was given.
      if (path === '/api/auth/verify-email') url.searchParams.set('callbackURL', EMAIL_VERIFICATION_RETURN_PATH);
      const response = await auth.handler(toFetchRequest(request, url));
      // A verification link is opened by a person: whatever went wrong (a cut or altered link),
      // they land on the site root, which says the link did not work, never on an error in JSON.
      if (path === '/api/auth/verify-email' && response.status >= 400) {
        return reply.redirect(`${EMAIL_VERIFICATION_RETURN_PATH}&error=INVALID_TOKEN`);
      }
      if (response.ok) await Promise.all(refundOnSuccess.map((key) => rateLimiter.refund(key)));
      return sendFetchResponse(reply, response, locale);
    },
  });
}

function toFetchRequest(request: FastifyRequest, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, value);
  }
  // better-auth reads the client address from this header for its session records.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** better-auth's answer through Fastify; a failure leaves in the contract's shape, translated. */
async function sendFetchResponse(reply: FastifyReply, response: Response, locale: Locale) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  const error = authErrorOfResponse(response.status, response.headers.get('content-type'), text, locale);
  if (error) return reply.type('application/json').send(error);
  return reply.send(text === '' ? undefined : text);
}
