import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Called by servers, never by a browser page, and signed: the payment provider's webhooks (subscriptions, deposits). */
const SERVER_TO_SERVER = new Set(['/api/billing/webhook', '/api/payments/webhook']);

/**
 * Refuses state-changing requests that a browser sends from another site: the `Origin` must be
 * one of ours. Clients that are not browsers send no `Origin` and no `Sec-Fetch-Site`.
 */
export function registerSameOriginGuard(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request, reply) => {
    if (
      SAFE_METHODS.has(request.method) ||
      !request.url.startsWith('/api/') ||
      SERVER_TO_SERVER.has(request.url.split('?')[0] ?? '')
    )
      return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const refused =
      origin !== undefined
        ? origin === 'null' || !trusted.has(origin)
        : fetchSite === 'cross-site' || fetchSite === 'same-site';
    if (refused) return sendError(request, reply, 403, 'CROSS_ORIGIN_REQUEST');
  });
}
