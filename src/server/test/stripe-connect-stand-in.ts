import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { pixPayload } from '../../core/pix.ts';
import { decodeForm, StripeApiError, type Params } from './stripe-stand-in/params.ts';
import { newId, type StandInEvent } from './stripe-stand-in/wire.ts';

/** One request as the Connect stand-in received it, with the connected account it was made on. */
export interface ConnectRequest {
  method: string;
  path: string;
  params: Params;
  account: string | null;
  idempotencyKey: string | null;
}

type Obj = Record<string, any>;

/**
 * A local HTTP server answering the Stripe Connect calls the deposits make — Express accounts and
 * their onboarding links, PaymentIntents by PIX or card made on a connected account (the
 * `Stripe-Account` header), their cancellation, and refunds — in memory, with Stripe's idempotency:
 * a POST with a key seen before (same account, path and parameters) gets the stored answer again
 * and changes nothing. The outside world (the customer paying, a PIX code expiring, the owner
 * finishing onboarding) is driven by the control functions, which return the events Stripe would send.
 */
export async function startStripeConnectStandIn() {
  const accounts = new Map<string, Obj>();
  const intents = new Map<string, Obj & { account: string }>();
  const refunds = new Map<string, Obj & { account: string }>();
  const requests: ConnectRequest[] = [];
  const stored = new Map<string, { params: string; body: string }>();
  const now = () => Math.floor(Date.now() / 1000);

  function intentOn(account: string | null, id: string) {
    const intent = intents.get(id);
    if (!intent || intent.account !== account)
      throw new StripeApiError(404, `No such payment_intent: '${id}'`, 'resource_missing', 'intent');
    return intent;
  }

  const view = (object: Obj) => {
    const { account: _account, ...rest } = object;
    return rest;
  };

  function handle(method: string, path: string, params: Params, account: string | null): Obj {
    const p = params as Obj;
    if (method === 'POST' && path === '/v1/accounts') {
      const id = newId('acct', 16);
      const created = {
        id,
        object: 'account',
        type: p.type,
        country: p.country,
        email: p.email ?? null,
        business_profile: p.business_profile ?? {},
        capabilities: Object.fromEntries(Object.keys(p.capabilities ?? {}).map((c) => [c, 'inactive'])),
        charges_enabled: false,
        details_submitted: false,
        payouts_enabled: false,
        metadata: p.metadata ?? {},
        created: now(),
      };
      accounts.set(id, created);
      return created;
    }
    const accountMatch = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && accountMatch) {
      const found = accounts.get(accountMatch[1]!);
      if (!found) throw new StripeApiError(404, `No such account: '${accountMatch[1]}'`, 'resource_missing');
      return found;
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(p.account))
        throw new StripeApiError(400, `No such account: '${p.account}'`, 'resource_missing', 'account');
      return {
        object: 'account_link',
        created: now(),
        expires_at: now() + 300,
        url: `https://connect.stripe.test/setup/e/${p.account}`,
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (!account || !accounts.get(account)?.charges_enabled)
        throw new StripeApiError(400, 'The connected account cannot take charges yet.', 'account_invalid');
      const types: string[] = p.allowed_payment_method_types ?? ['card'];
      const id = newId('pi');
      const pix = types.includes('pix') && p.confirm === 'true';
      const expiresAfter = Number(p.payment_method_options?.pix?.expires_after_seconds ?? 86_400);
      const intent = {
        id,
        account,
        object: 'payment_intent',
        amount: Number(p.amount),
        amount_received: 0,
        currency: p.currency,
        status: pix ? 'requires_action' : 'requires_payment_method',
        allowed_payment_method_types: types,
        payment_method_types: types,
        client_secret: `${id}_secret_${newId('s', 12).slice(2)}`,
        description: p.description ?? null,
        metadata: p.metadata ?? {},
        created: now(),
        livemode: false,
        next_action: pix
          ? {
              type: 'pix_display_qr_code',
              pix_display_qr_code: {
                data: pixPayload({
                  key: 'stand-in@example.com',
                  amountCents: Number(p.amount),
                  merchantName: 'Stand In',
                  merchantCity: 'Sao Paulo',
                  txid: id.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
                }),
                expires_at: now() + expiresAfter,
                hosted_instructions_url: `https://payments.stripe.test/pix/${id}`,
                image_url_png: `https://qr.stripe.test/${id}.png`,
                image_url_svg: `https://qr.stripe.test/${id}.svg`,
              },
            }
          : null,
      };
      intents.set(id, intent);
      return intent;
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (intentMatch && method === 'GET' && !intentMatch[2]) return intentOn(account, intentMatch[1]!);
    if (intentMatch && method === 'POST' && intentMatch[2]) {
      const intent = intentOn(account, intentMatch[1]!);
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        throw new StripeApiError(
          400,
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          'payment_intent_unexpected_state',
        );
      intent.status = 'canceled';
      intent.next_action = null;
      return intent;
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intentOn(account, p.payment_intent);
      if (intent.status !== 'succeeded')
        throw new StripeApiError(
          400,
          'This PaymentIntent has no successful charge to refund.',
          'charge_not_refundable',
        );
      const already = [...refunds.values()]
        .filter((r) => r.payment_intent === intent.id)
        .reduce((s, r) => s + r.amount, 0);
      const amount = Number(p.amount ?? intent.amount);
      if (already + amount > intent.amount)
        throw new StripeApiError(
          400,
          'Refund amount is greater than unrefunded amount on charge.',
          'charge_already_refunded',
        );
      const refund = {
        id: newId('re'),
        account: account!,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: p.metadata ?? {},
        created: now(),
      };
      refunds.set(refund.id, refund);
      return refund;
    }
    throw new StripeApiError(
      404,
      `Unrecognized request URL (${method}: ${path}). (The Connect stand-in models only the calls Agendo makes.)`,
    );
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const method = request.method ?? 'GET';
      const account = (request.headers['stripe-account'] as string | undefined) ?? null;
      const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
      const send = (status: number, body: string, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req', 14), ...headers });
        response.end(body);
      };
      try {
        const params: Params = decodeForm(
          new URLSearchParams(method === 'POST' ? Buffer.concat(chunks).toString('utf8') : url.search.slice(1)),
        );
        requests.push({ method, path: url.pathname, params, account, idempotencyKey: key });
        if (!/^Bearer (sk|rk)_test_/.test(request.headers.authorization ?? ''))
          throw new StripeApiError(401, 'Invalid API Key provided.');
        const storeKey = key && method === 'POST' ? `${account ?? ''} ${key}` : null;
        const earlier = storeKey ? stored.get(storeKey) : undefined;
        const paramsJson = JSON.stringify([url.pathname, params]);
        if (earlier) {
          if (earlier.params !== paramsJson)
            throw new StripeApiError(
              400,
              `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
              undefined,
              undefined,
              'idempotency_error',
            );
          send(200, earlier.body, { 'idempotent-replayed': 'true' });
          return;
        }
        const body = JSON.stringify(view(handle(method, url.pathname, params, account)));
        if (storeKey) stored.set(storeKey, { params: paramsJson, body });
        send(200, body);
      } catch (error) {
        const failure =
          error instanceof StripeApiError
            ? error
            : new StripeApiError(500, String(error), undefined, undefined, 'api_error');
        send(
          failure.status,
          JSON.stringify(failure.body()),
          failure.status < 500 ? { 'stripe-should-retry': 'false' } : {},
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const event = (type: string, object: Obj, account: string): StandInEvent & { account: string } => ({
    id: newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: now(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    account,
    data: { object: structuredClone(view(object)) },
  });

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    accounts: accounts as ReadonlyMap<string, Obj>,
    intents: intents as ReadonlyMap<string, Obj>,
    refunds: refunds as ReadonlyMap<string, Obj>,
    /** The owner finishes the onboarding: account.updated. */
    completeOnboarding(accountId: string) {
      const account = accounts.get(accountId)!;
      Object.assign(account, { charges_enabled: true, details_submitted: true, payouts_enabled: true });
      return [event('account.updated', account, accountId)];
    },
    /** An event of `type` carrying the PaymentIntent as it is now (Stripe's `payment_intent.requires_action`, say). */
    notify(type: string, intentId: string) {
      const intent = intents.get(intentId)!;
      return [event(type, intent, intent.account)];
    },
    /** The customer pays: payment_intent.succeeded. */
    succeed(intentId: string) {
      const intent = intents.get(intentId)!;
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, next_action: null });
      return [event('payment_intent.succeeded', intent, intent.account)];
    },
    /** The PIX code expires unpaid: payment_intent.canceled. */
    expire(intentId: string) {
      const intent = intents.get(intentId)!;
      Object.assign(intent, { status: 'canceled', next_action: null, cancellation_reason: 'automatic' });
      return [event('payment_intent.canceled', intent, intent.account)];
    },
    sign(payload: object, secret: string) {
      const text = JSON.stringify(payload);
      return { payload: text, header: Stripe.webhooks.generateTestHeaderString({ payload: text, secret }) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export type StripeConnectStandIn = Awaited<ReturnType<typeof startStripeConnectStandIn>>;
