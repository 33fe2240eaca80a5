// Over 300 lines: one suite on one app server per engine; split in two, it would start a second one.
import { addMonths } from 'date-fns/addMonths';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';

// The whole paid journey on the built-in test checkout (no provider keys): the checkout's
// buttons send signed events to the same webhook handler the provider's events reach.

describe.each(testEngines())('subscriptions through the test checkout on %s', (engine) => {
  let t: TestApp;
  let now = new Date('2026-03-01T12:00:00Z');
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => now });
  });
  afterAll(() => t.close());

  const priceOf = async (plan: string, currency: 'BRL' | 'USD' = 'BRL') =>
    (
      (await t.client().get('/api/billing/plans')).body.plans as Array<{
        key: string;
        priceIds: Record<string, string>;
      }>
    ).find((p) => p.key === plan)!.priceIds[currency]!;
  const checkoutIdOf = (url: string) => url.split('/').pop()!;
  const mails = (to: string) =>
    db()
      .selectFrom('outbox_messages')
      .select(['kind', 'subject', 'text_body'])
      .where('to_address', '=', to)
      .where('kind', 'like', 'billing_%')
      .orderBy('created_at')
      .execute();
  const ledger = () =>
    db()
      .selectFrom('billing_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const grant = (owner: Owner, professionalId: string, email: string) =>
    owner.client.post('/api/users', { mode: 'password', professionalId, email, password: 'primeira1' });
  const newProfessional = async (owner: Owner, fullName: string) =>
    (await owner.client.post('/api/professionals', { fullName })).body.id as string;

  async function subscribe(owner: Owner, plan: string, currency: 'BRL' | 'USD' = 'BRL') {
    const started = await owner.client.post('/api/billing/checkout', { price_id: await priceOf(plan, currency) });
    expect(started.status).toBe(200);
    const paid = await owner.client.post(`/api/billing/test-checkout/${checkoutIdOf(started.body.url)}/pay`, {});
    expect(paid.body.status).toBe('paid');
  }

  it('lists the plans with their test price ids', async () => {
    const response = await t.client().get('/api/billing/plans');
    expect(response.status).toBe(200);
    expect(response.body.mode).toBe('test');
    expect(response.body.plans).toHaveLength(5);
    expect(response.body.plans[1]).toEqual({
      key: 'pro',
      priceIds: { BRL: 'price_test_pro_brl', USD: 'price_test_pro_usd' },
    });
  });

  it('takes a trial owner through checkout to an active Pro plan with its invoice and one receipt e-mail', async () => {
    now = new Date('2026-03-01T12:00:00Z');
    const owner = await signUpOwner(t, `paid-${engine}@example.com`);
    const started = await owner.client.post('/api/billing/checkout', { price_id: await priceOf('pro') });
    expect(started.status).toBe(200);
    expect(started.body.url).toMatch(new RegExp(`^${t.config.baseUrl}/checkout/teste/[0-9a-f-]{36}$`));

    const id = checkoutIdOf(started.body.url);
    const page = await owner.client.get(`/api/billing/test-checkout/${id}`);
    expect(page.body).toMatchObject({ id, plan: 'pro', currency: 'BRL', amountCents: 3999, status: 'open' });

    const paid = await owner.client.post(`/api/billing/test-checkout/${id}/pay`, {});
    expect(paid.body.status).toBe('paid');

    const subscription = (await owner.client.get('/api/subscription')).body;
    expect(subscription).toMatchObject({
      plan: 'pro',
      status: 'active',
      providerStatus: 'active',
      userLimit: 5,
      cancelAtPeriodEnd: false,
      billingCurrency: 'BRL',
      nextChargeAt: addMonths(now, 1).toISOString(),
      trial_expired: false,
      subscription_expired: false,
    });
    const invoices = (await owner.client.get('/api/billing/invoices')).body.items;
    expect(invoices).toEqual([
      {
        id: expect.any(String),
        createdAt: now.toISOString(),
        amountCents: 3999,
        currency: 'BRL',
        status: 'paid',
        plan: 'pro',
        receiptUrl: null,
      },
    ]);
    expect((await mails(owner.email)).map((m) => [m.kind, m.subject.replace(/\s/g, ' ')])).toEqual([
      ['billing_payment_received', 'Pagamento recebido: R$ 39,99'],
    ]);

    // Paying again is a no-op; a second checkout is refused while the subscription lives.
    expect((await owner.client.post(`/api/billing/test-checkout/${id}/pay`, {})).body.status).toBe('paid');
    const again = await owner.client.post('/api/billing/checkout', { price_id: await priceOf('business') });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_SUBSCRIBED');
    expect((await owner.client.get('/api/billing/invoices')).body.items).toHaveLength(1);
  });

  it('leaves the trial untouched when the card is declined', async () => {
    const owner = await signUpOwner(t, `declined-${engine}@example.com`);
    const before = (await owner.client.get('/api/subscription')).body;
    const started = await owner.client.post('/api/billing/checkout', { price_id: await priceOf('pro') });
    const declined = await owner.client.post(
      `/api/billing/test-checkout/${checkoutIdOf(started.body.url)}/decline`,
      {},
    );
    expect(declined.body.status).toBe('declined');
    // A declined checkout cannot be paid afterwards.
    expect(
      (await owner.client.post(`/api/billing/test-checkout/${checkoutIdOf(started.body.url)}/pay`, {})).body.status,
    ).toBe('declined');
    expect((await owner.client.get('/api/subscription')).body).toEqual(before);
    expect(before).toMatchObject({ status: 'trialing', plan: 'business', providerStatus: null });
    expect((await owner.client.get('/api/billing/invoices')).body.items).toEqual([]);
  });

  it('expires an earlier open checkout when a new one starts, and refuses prices that are not ours', async () => {
    const owner = await signUpOwner(t, `twice-${engine}@example.com`);
    const first = await owner.client.post('/api/billing/checkout', { price_id: await priceOf('pro') });
    await owner.client.post('/api/billing/checkout', { price_id: await priceOf('premium', 'USD') });
    expect((await owner.client.get(`/api/billing/test-checkout/${checkoutIdOf(first.body.url)}`)).body.status).toBe(
      'expired',
    );
    const unknown = await owner.client.post('/api/billing/checkout', { price_id: 'price_someone_else' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('UNKNOWN_PRICE');
    const other = await signUpOwner(t, `other-${engine}@example.com`);
    expect((await other.client.get(`/api/billing/test-checkout/${checkoutIdOf(first.body.url)}`)).status).toBe(404);
  });

  it('lets only the owner start a checkout or see the invoices', async () => {
    const owner = await signUpOwner(t, `roles-${engine}@example.com`);
    const professionalId = await newProfessional(owner, 'Paula Pro');
    expect((await grant(owner, professionalId, `paula-${engine}@example.com`)).status).toBe(201);
    const professional = t.client();
    await professional.signIn(`paula-${engine}@example.com`, 'primeira1');
    const checkout = await professional.post('/api/billing/checkout', { price_id: await priceOf('pro') });
    expect(checkout.status).toBe(403);
    expect((await professional.get('/api/billing/invoices')).status).toBe(403);
    expect((await t.client().post('/api/billing/checkout', { price_id: await priceOf('pro') })).status).toBe(401);
    expect(
      await db().selectFrom('billing_checkouts').select('id').where('business_id', '=', owner.businessId).execute(),
    ).toEqual([]);
  });

  it('refuses forged, stale and unsigned webhook deliveries without writing anything, and applies a signed one once', async () => {
    const owner = await signUpOwner(t, `webhook-${engine}@example.com`);
    const events = await ledger();
    const payload = JSON.stringify({
      id: `evt_forged_${engine}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          object: 'subscription',
          id: 'sub_x',
          customer: 'cus_x',
          status: 'canceled',
          cancel_at_period_end: false,
          metadata: { business_id: owner.businessId },
          items: { data: [] },
        },
      },
    });
    const signer = new Stripe('sk_test_x');
    const post = (body: string, signature: string | undefined) =>
      fetch(`${t.baseUrl}/api/billing/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        body,
      });
    const forged = await post(payload, signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' }));
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('BAD_SIGNATURE');
    const secret = t.config.billing.webhookSecret;
    const stale = await post(
      payload,
      signer.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - 600 }),
    );
    expect(stale.status).toBe(400);
    expect((await post(payload, undefined)).status).toBe(400);
    expect((await post(`${payload} `, signer.webhooks.generateTestHeaderString({ payload, secret }))).status).toBe(400);
    expect(await ledger()).toBe(events);

    // Signed: recorded once, whatever the number of deliveries.
    const signed = async () =>
      (await post(payload, signer.webhooks.generateTestHeaderString({ payload, secret }))).json();
    expect(await signed()).toEqual({ received: true, outcome: 'applied' });
    expect(await signed()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await ledger()).toBe(events + 1);
  });

  it('refuses a downgrade below the users in use, naming how many accesses to revoke', async () => {
    now = new Date('2026-03-01T12:00:00Z');
    const owner = await signUpOwner(t, `downgrade-${engine}@example.com`);
    await subscribe(owner, 'pro');
    for (const name of ['Ana', 'Bia']) {
      expect(
        (await grant(owner, await newProfessional(owner, name), `${name.toLowerCase()}-${engine}@example.com`)).status,
      ).toBe(201);
    }
    const refused = await owner.client.post('/api/billing/plan', { plan: 'basico' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'PLAN_BELOW_USERS_IN_USE',
      message: 'O plano Básico permite 2 usuários e seu negócio usa 3. Revogue 1 acesso(s) em Usuários antes de mudar.',
    });
    expect((await owner.client.get('/api/subscription')).body).toMatchObject({ plan: 'pro', scheduledPlan: null });
  });

  it('upgrades at once with a prorated charge, and downgrades at the end of the paid period', async () => {
    now = new Date('2026-04-01T00:00:00Z');
    const owner = await signUpOwner(t, `changes-${engine}@example.com`);
    await subscribe(owner, 'pro');
    now = new Date('2026-04-16T00:00:00Z');
    const upgraded = await owner.client.post('/api/billing/plan', { plan: 'business' });
    expect(upgraded.status).toBe(200);
    expect(upgraded.body).toMatchObject({
      plan: 'business',
      userLimit: 10,
      scheduledPlan: null,
      nextChargeAt: '2026-05-01T00:00:00.000Z',
    });
    const proration = (await owner.client.get('/api/billing/invoices')).body.items[0];
    expect(proration).toMatchObject({ plan: 'business', amountCents: 1000, status: 'paid' }); // (59.99 − 39.99) × 15/30 days

    const same = await owner.client.post('/api/billing/plan', { plan: 'business' });
    expect(same.body.error.code).toBe('SAME_PLAN');
    const downgraded = await owner.client.post('/api/billing/plan', { plan: 'basico' });
    expect(downgraded.body).toMatchObject({ plan: 'business', userLimit: 10, scheduledPlan: 'basico' });

    // While the downgrade waits, a new login must fit the smaller plan: the owner and one more.
    expect((await grant(owner, await newProfessional(owner, 'Caio'), `caio-${engine}@example.com`)).status).toBe(201);
    const third = await grant(owner, await newProfessional(owner, 'Duda'), `duda-${engine}@example.com`);
    expect(third.status).toBe(409);
    expect(third.body.error).toMatchObject({
      code: 'USER_LIMIT_REACHED',
      message: expect.stringContaining('Básico permite 2'),
    });

    // The period ends: the provider renews on the smaller plan.
    now = new Date('2026-05-01T00:00:05Z');
    await t.agendo.billing.runClock();
    await t.agendo.billing.runClock();
    expect((await owner.client.get('/api/subscription')).body).toMatchObject({
      plan: 'basico',
      userLimit: 2,
      scheduledPlan: null,
      status: 'active',
      nextChargeAt: '2026-06-01T00:00:00.000Z',
    });
    const invoices = (await owner.client.get('/api/billing/invoices')).body.items;
    expect(invoices.map((i: { amountCents: number; plan: string }) => [i.plan, i.amountCents])).toEqual([
      ['basico', 2999],
      ['business', 1000],
      ['pro', 3999],
    ]);
  });

  it('cancels at the end of the paid period: open until then, expired after, nothing deleted', async () => {
    now = new Date('2026-06-01T00:00:00Z');
    const owner = await signUpOwner(t, `cancel-${engine}@example.com`);
    await subscribe(owner, 'pro');
    const cancelled = await owner.client.post('/api/billing/cancel', { cancelAtPeriodEnd: true });
    expect(cancelled.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, nextChargeAt: null });
    const resumed = await owner.client.post('/api/billing/cancel', { cancelAtPeriodEnd: false });
    expect(resumed.body).toMatchObject({ cancelAtPeriodEnd: false, nextChargeAt: '2026-07-01T00:00:00.000Z' });
    await owner.client.post('/api/billing/cancel', { cancelAtPeriodEnd: true });
    now = new Date('2026-07-01T00:00:01Z');
    await t.agendo.billing.runClock();
    expect((await owner.client.get('/api/subscription')).body).toMatchObject({
      status: 'expired',
      providerStatus: 'canceled',
      subscription_expired: true,
      trial_expired: false,
    });
    // The owner can still export the clients, and may subscribe again.
    expect((await owner.client.get('/api/clients/export.csv')).status).toBe(200);
    await subscribe(owner, 'basico');
    expect((await owner.client.get('/api/subscription')).body).toMatchObject({ status: 'active', plan: 'basico' });
  });

  it('gives a failed charge 7 days of grace with one e-mail, and a new card makes it active again', async () => {
    now = new Date('2026-08-01T00:00:00Z');
    const owner = await signUpOwner(t, `dunning-${engine}@example.com`, 'en-US');
    await subscribe(owner, 'pro', 'USD');
    now = new Date('2026-08-03T00:00:00Z');
    const failed = await owner.client.post('/api/billing/test-portal', { action: 'fail_payment' });
    expect(failed.body).toMatchObject({
      status: 'past_due',
      providerStatus: 'past_due',
      graceEndsAt: '2026-08-10T00:00:01.000Z',
      subscription_expired: false,
    });
    now = new Date('2026-08-10T00:00:01Z');
    expect((await owner.client.get('/api/subscription')).body).toMatchObject({
      status: 'expired',
      subscription_expired: true,
    });
    const updated = await owner.client.post('/api/billing/test-portal', { action: 'update_card' });
    expect(updated.body).toMatchObject({ status: 'active', providerStatus: 'active', graceEndsAt: null });
    const invoices = (await owner.client.get('/api/billing/invoices')).body.items;
    expect(invoices.map((i: { status: string; amountCents: number }) => [i.status, i.amountCents])).toEqual([
      ['paid', 799],
      ['paid', 799],
    ]);
    expect((await mails(owner.email)).map((m) => [m.kind, m.subject])).toEqual([
      ['billing_payment_received', 'Payment received: $7.99'],
      ['billing_payment_failed', 'We could not charge your Agendo subscription'],
      ['billing_payment_received', 'Payment received: $7.99'],
    ]);
    const failure = (await mails(owner.email))[1]!;
    expect(failure.text_body).toContain(`${t.config.baseUrl}/assinatura?atualizar-cartao=1`);
  });

  it('writes the trial’s two e-mails once each, in the owner’s language', async () => {
    now = new Date('2026-09-01T09:00:00Z');
    const pt = await signUpOwner(t, `trial-pt-${engine}@example.com`);
    const en = await signUpOwner(t, `trial-en-${engine}@example.com`, 'en-US');
    now = new Date('2026-09-06T21:00:00Z');
    await t.agendo.billing.runClock();
    await t.agendo.billing.runClock();
    expect((await mails(pt.email)).map((m) => m.subject)).toEqual(['Seu teste grátis do Agendo termina em 2 dias']);
    expect((await mails(en.email)).map((m) => m.subject)).toEqual(['Your Agendo free trial ends in 2 days']);
    now = new Date('2026-09-08T11:00:00Z');
    await t.agendo.billing.runClock();
    await t.agendo.billing.runClock();
    expect((await mails(pt.email)).map((m) => m.subject)).toEqual([
      'Seu teste grátis do Agendo termina em 2 dias',
      'Seu teste grátis do Agendo terminou',
    ]);
    expect((await mails(en.email)).map((m) => m.kind)).toEqual(['billing_trial_ending', 'billing_trial_ended']);
    expect((await pt.client.get('/api/subscription')).body).toMatchObject({
      status: 'trial_expired',
      trial_expired: true,
    });
  });
});
