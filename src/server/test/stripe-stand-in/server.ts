import http from 'node:http';
import Stripe from 'stripe';
import { decodeForm, Reader, StripeApiError, type Params } from './params.ts';
import { matchRoute, type Route } from './router.ts';
import type { Emit, StandInState } from './state.ts';
import type { StandInEvent } from './wire.ts';
import { newId } from './wire.ts';

/** One request as the stand-in received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The decoded parameters: `line_items[0][price]=p` arrives as `{ line_items: [{ price: 'p' }] }`. */
  params: Params;
  idempotencyKey: string | null;
}

interface StoredResponse {
  method: string;
  path: string;
  params: string;
  body: string;
  requestId: string;
}

/**
 * The HTTP side: Stripe's authentication, API version, idempotency and error conventions around
 * the routes. A POST with an Idempotency-Key seen before (same endpoint, same parameters) gets the
 * stored response again, `Idempotent-Replayed: true`, and changes nothing; the same key with other
 * parameters is an `idempotency_error`, as at Stripe. Only successful results are stored: Stripe
 * keeps none for a request that failed validation.
 */
export function createStandInServer(
  state: StandInState,
  routes: Route[],
  requests: RecordedRequest[],
  options: { apiKey?: string },
): http.Server {
  const idempotent = new Map<string, StoredResponse>();

  function respond(request: http.IncomingMessage, response: http.ServerResponse, rawBody: string): void {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const requestId = newId('req', 14);
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': requestId,
        'stripe-version': Stripe.API_VERSION,
        ...headers,
      });
      response.end(body);
    };
    const fail = (error: StripeApiError) =>
      send(
        error.status,
        JSON.stringify(error.body(), null, 2),
        error.status >= 400 && error.status < 500 ? { 'stripe-should-retry': 'false' } : {},
      );
    let params: Params = {};
    try {
      params = decodeForm(new URLSearchParams(method === 'POST' ? rawBody : url.search.slice(1)));
    } catch (error) {
      requests.push({ method, path: url.pathname, params, idempotencyKey });
      fail(error as StripeApiError);
      return;
    }
    requests.push({ method, path: url.pathname, params, idempotencyKey });
    const events: StandInEvent[] = [];
    try {
      const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!key) {
        throw new StripeApiError(
          401,
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        );
      }
      if (options.apiKey ? key !== options.apiKey : !/^(sk|rk)_(test|live)_/.test(key)) {
        throw new StripeApiError(
          401,
          `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
        );
      }
      const version = request.headers['stripe-version'];
      if (version !== undefined && version !== Stripe.API_VERSION) {
        throw new StripeApiError(
          400,
          `The Stripe stand-in renders only API version ${Stripe.API_VERSION}; this request asked for ${String(version)}.`,
        );
      }
      const paramsJson = JSON.stringify(params);
      const stored = method === 'POST' && idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
      if (stored) {
        if (stored.method !== method || stored.path !== url.pathname || stored.params !== paramsJson) {
          throw new StripeApiError(
            400,
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            undefined,
            undefined,
            'idempotency_error',
          );
        }
        send(200, stored.body, { 'idempotent-replayed': 'true', 'original-request': stored.requestId });
        return;
      }
      if (url.pathname.endsWith('/search'))
        throw new StripeApiError(
          400,
          'The Stripe stand-in does not model the search endpoints: use the list endpoints and their filters.',
        );
      const match = matchRoute(routes, method, url.pathname);
      if (!match) {
        throw new StripeApiError(
          404,
          `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/. (The Stripe stand-in models only the calls Agendo makes.)`,
        );
      }
      const query = new Reader(params);
      const emit: Emit = (type, object, previous) =>
        events.push(state.event(type, object, previous, { requestId, idempotencyKey }));
      const result = match.route.handle({ state, query, id: match.id, emit });
      const body = JSON.stringify(
        state.expand(state.snapshot(result) as Record<string, any>, query.strings('expand') ?? []),
        null,
        2,
      );
      state.queued.push(...events);
      if (method === 'POST' && idempotencyKey)
        idempotent.set(idempotencyKey, { method, path: url.pathname, params: paramsJson, body, requestId });
      send(200, body);
    } catch (error) {
      // A failed request changes nothing that anyone sees: its events were never sent.
      for (const event of events) state.events.delete(event.id);
      if (error instanceof StripeApiError) fail(error);
      else {
        console.error('Stripe stand-in: internal error', error);
        fail(
          new StripeApiError(
            500,
            `Stripe stand-in internal error: ${(error as Error).message}`,
            undefined,
            undefined,
            'api_error',
          ),
        );
      }
    }
  }

  return http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => respond(request, response, Buffer.concat(chunks).toString('utf8')));
  });
}
