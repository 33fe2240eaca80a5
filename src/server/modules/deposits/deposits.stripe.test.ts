// Over 300 lines: one business's deposits through Stripe Connect, walked through on one server and one stand-in sharing their clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCorte, depositBusiness, mailsOf } from '../../test/deposit-fixtures.ts';
import { defaultEngine, startTestApp, type HttpClient, type TestApp } from '../../test/harness.ts';
import { startStripeConnectStandIn, type StripeConnectStandIn } from '../../test/stripe-connect-stand-in.ts';

// With provider keys, against a local server standing in for Stripe's Connect API (the SDK's
// host/port/protocol options): Express accounts, PaymentIntents made on the business's account,
// refunds. Every event makes the handler read the PaymentIntent back, so whatever the order and
// the repetitions of the deliveries, the deposit ends in Stripe's state.

const SECRET = 'whsec_connect_stand_in';

describe('deposits through Stripe Connect', () => {
  let standIn: StripeConnectStandIn;
  let t: TestApp;
  let api: HttpClient;
  let businessId: string;
  let accountId: string;
  let f: Awaited<ReturnType<typeof depositBusiness>>['f'];
  const clock = { now: new Date('2026-12-01T09:00:00Z') };
  let slot = 0;
  /** A new hour on 10 December for each booking. */
  const nextTime = () => `2026-12-10T${String(8 + slot++).padStart(2, '0')}:00:00Z`;

  const deliver = async (events: object[]) => {
    const outcomes: string[] = [];
    for (const event of events) {
      const { payload, header } = standIn.sign(event, SECRET);
      const response = await fetch(`${t.baseUrl}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
      expect(response.status).toBe(200);
      outcomes.push(((await response.json()) as { outcome: string }).outcome);
    }
    return outcomes;
  };
  const depositRow = (appointmentId: string) =>
    t.database.handle.db
      .selectFrom('deposits')
      .selectAll()
      .where('appointment_id', '=', appointmentId)
      .executeTakeFirstOrThrow();
  const refundCalls = (intentId: string) =>
    standIn.requests.filter(
      (r) => r.path === '/v1/refunds' && (r.params as { payment_intent?: string }).payment_intent === intentId,
    );
  /** A booking of 'Corte' at a new hour, its deposit paid (both events delivered). */
  const paidBooking = async (who: number) => {
    const booked = await bookCorte(t, businessId, f, nextTime(), who);
    expect(booked.status).toBe(201);
    const row = await depositRow(booked.body.id);
    await deliver(standIn.succeed(row.payment_intent_id!));
    return { booked, intentId: row.payment_intent_id! };
  };

  beforeAll(async () => {
    standIn = await startStripeConnectStandIn();
    t = await startTestApp(
      defaultEngine(),
      {
        STRIPE_SECRET_KEY: 'sk_test_stand_in',
        STRIPE_WEBHOOK_SECRET: 'whsec_billing_stand_in',
        STRIPE_CONNECT_WEBHOOK_SECRET: SECRET,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
        STRIPE_API_URL: standIn.url,
        PUBLIC_BOOKINGS_PER_IP_PER_HOUR: '1000',
      },
      { now: () => clock.now },
    );
    const business = await depositBusiness(t, 'deposits-stripe@example.com', { cancelWindowHours: 48 });
    ({ api, f } = business);
    businessId = business.owner.businessId;
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('connects an Express account once, through Stripe’s onboarding, and asks no deposit until it takes charges', async () => {
    const mine = [...standIn.accounts.values()].filter((a) => a.metadata.business_id === businessId);
    expect(mine).toHaveLength(1);
    accountId = mine[0]!.id;
    expect(mine[0]).toMatchObject({ type: 'express', country: 'BR' });
    const again = await api.post('/api/payments/account/onboarding', {});
    expect(again.body.url).toBe(`https://connect.stripe.test/setup/e/${accountId}`);
    expect([...standIn.accounts.values()].filter((a) => a.metadata.business_id === businessId)).toHaveLength(1);
    expect((await api.get('/api/payments/account')).body).toMatchObject({ provider: 'stripe', chargesEnabled: false });
    const before = await bookCorte(t, businessId, f, '2026-12-09T10:00:00Z', 90);
    expect(before.status).toBe(201);
    expect(before.body.deposit).toBeUndefined();

    expect(await deliver(standIn.completeOnboarding(accountId))).toEqual(['applied']);
    expect((await api.get('/api/payments/account')).body).toMatchObject({ connected: true, chargesEnabled: true });
  });

  it('holds the time while the PIX is unpaid, confirms on payment_intent.succeeded, whatever the order and repetitions', async () => {
    const startsAt = nextTime();
    const booked = await bookCorte(t, businessId, f, startsAt, 1);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      status: 'scheduled',
      deposit: { status: 'pending', method: 'pix', amountCents: 1_000 },
    });
    const row = await depositRow(booked.body.id);
    const intent = standIn.intents.get(row.payment_intent_id!)!;
    // Made on the business's own account, by PIX, with the deposit's id; the QR code is Stripe's.
    const created = standIn.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST')!;
    expect(created).toMatchObject({
      account: accountId,
      params: { allowed_payment_method_types: ['pix'], currency: 'brl', amount: '1000' },
    });
    expect(booked.body.deposit.pix.code).toBe(intent.next_action.pix_display_qr_code.data);
    expect((await bookCorte(t, businessId, f, startsAt, 2)).status).toBe(409);

    const stale = standIn.notify('payment_intent.requires_action', intent.id);
    const paid = standIn.succeed(intent.id);
    // Reversed, each twice: the stale event arrives last and changes nothing.
    const outcomes = await deliver([...paid, ...paid, ...stale, ...stale]);
    expect(outcomes).toEqual(['applied', 'duplicate', 'ignored', 'duplicate']);
    expect(await depositRow(booked.body.id)).toMatchObject({ status: 'paid' });
    const manage = await t.client().get(`/api/public/bookings/${booked.body.manageToken}`);
    expect(manage.body).toMatchObject({ status: 'confirmed', deposit: { status: 'paid' } });
    // The schedule's panel shows it too.
    expect((await api.get(`/api/appointments/${booked.body.id}`)).body.deposit).toMatchObject({
      status: 'paid',
      amountCents: 1_000,
      method: 'pix',
      settledReason: null,
    });
    expect(
      await t.database.handle.db
        .selectFrom('deposit_events')
        .select('event_id')
        .where('business_id', '=', businessId)
        .execute(),
    ).toHaveLength(2);
    // A forged delivery is refused.
    const forged = await fetch(`${t.baseUrl}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: JSON.stringify(paid[0]),
    });
    expect(forged.status).toBe(400);
  });

  it('pays by card instead: a card PaymentIntent on the business’s account, its secret for the card form', async () => {
    const booked = await bookCorte(t, businessId, f, nextTime(), 5, { depositMethod: 'card' });
    expect(booked.body.deposit).toMatchObject({ method: 'card', pix: null, status: 'pending' });
    const row = await depositRow(booked.body.id);
    expect(booked.body.deposit.card).toEqual({
      clientSecret: standIn.intents.get(row.payment_intent_id!)!.client_secret,
      publishableKey: 'pk_test_stand_in',
      stripeAccount: accountId,
    });
    expect(standIn.intents.get(row.payment_intent_id!)!.allowed_payment_method_types).toEqual(['card']);
    const token = booked.body.manageToken;
    // Changing one's mind: PIX now, the same booking, a PaymentIntent of its own.
    const pix = await t.client().post(`/api/public/bookings/${token}/deposit/payment`, { method: 'pix' });
    expect(pix.body).toMatchObject({ method: 'pix', card: null });
    const pixIntent = (await depositRow(booked.body.id)).payment_intent_id!;
    expect(pixIntent).not.toBe(row.payment_intent_id);
    expect(standIn.intents.get(row.payment_intent_id!)!.status).toBe('canceled');
    // And back to card: a new card PaymentIntent, not the one ended.
    const card = await t.client().post(`/api/public/bookings/${token}/deposit/payment`, { method: 'card' });
    const cardIntent = (await depositRow(booked.body.id)).payment_intent_id!;
    expect(cardIntent).not.toBe(row.payment_intent_id);
    expect(card.body.card.clientSecret).toBe(standIn.intents.get(cardIntent)!.client_secret);
    expect(standIn.intents.get(pixIntent)!.status).toBe('canceled');
    expect(await deliver(standIn.succeed(cardIntent))).toEqual(['applied']);
    const paidAgain = await t.client().post(`/api/public/bookings/${token}/deposit/payment`, { method: 'card' });
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.body.error.code).toBe('DEPOSIT_NOT_PAYABLE');
  });

  it('releases an unpaid hold once when its time is up, cancelling the PaymentIntent, and the provider’s late word changes nothing', async () => {
    const startsAt = nextTime();
    const booked = await bookCorte(t, businessId, f, startsAt, 3);
    const row = await depositRow(booked.body.id);
    clock.now = new Date('2026-12-01T09:15:00Z');
    const rounds = await Promise.all([1, 2, 3].map(() => t.agendo.deposits.runOnce()));
    expect(rounds.reduce((sum, r) => sum + r.released, 0)).toBeLessThanOrEqual(1);
    expect(await depositRow(booked.body.id)).toMatchObject({ status: 'expired', settled_reason: 'unpaid' });
    expect(standIn.intents.get(row.payment_intent_id!)!.status).toBe('canceled');
    const cancelCalls = standIn.requests.filter(
      (r) => r.path === `/v1/payment_intents/${row.payment_intent_id}/cancel`,
    );
    expect(cancelCalls).toHaveLength(1);
    const canceled = standIn.notify('payment_intent.canceled', row.payment_intent_id!);
    expect(await deliver([...canceled, ...canceled])).toEqual(['ignored', 'duplicate']);
    const cancelledMails = await mailsOf(t, booked.body.id, 'booking_cancelled');
    expect(cancelledMails).toHaveLength(1);
    expect((await bookCorte(t, businessId, f, startsAt, 4)).status).toBe(201);
    clock.now = new Date('2026-12-01T09:00:00Z');
  });

  it('gives one hold to one of 20 customers racing for a time; the others are told it is taken', async () => {
    const startsAt = nextTime();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => bookCorte(t, businessId, f, startsAt, 100 + i)),
    );
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    const lost = answers.filter((a) => a.status === 409);
    expect(lost).toHaveLength(19);
    expect(new Set(lost.map((a) => a.body.error.code))).toEqual(new Set(['SLOT_TAKEN']));
    expect(lost[0]!.body.error.message).toMatch(/ocupado/);
    const holds = await t.database.handle.db
      .selectFrom('deposits')
      .innerJoin('appointments', 'appointments.id', 'deposits.appointment_id')
      .select('deposits.id')
      .where('appointments.starts_at', '=', new Date(startsAt))
      .execute();
    expect(holds).toHaveLength(1);
  });

  it('refunds a customer who cancels in time (one refund call), keeps it after the window and for a no-show, refunds when the business cancels', async () => {
    // In time: the manage link says it will be refunded, then it is, once.
    const early = await paidBooking(10);
    const token = early.booked.body.manageToken;
    expect((await t.client().get(`/api/public/bookings/${token}`)).body.deposit.onCustomerCancel).toBe('refund');
    expect((await t.client().post(`/api/public/bookings/${token}/cancel`, {})).status).toBe(200);
    await t.client().post(`/api/public/bookings/${token}/cancel`, {});
    await t.agendo.deposits.runOnce();
    expect(await depositRow(early.booked.body.id)).toMatchObject({ status: 'refunded', settled_reason: 'customer' });
    expect(refundCalls(early.intentId)).toHaveLength(1);
    expect(refundCalls(early.intentId)[0]!.idempotencyKey).toMatch(/^agendo-deposit-refund-/);

    // Inside the window (less than 48 h before; the customer may still cancel up to 24 h before): the link says it is kept, and it is.
    const late = await paidBooking(11);
    clock.now = new Date('2026-12-08T20:00:00Z');
    const lateToken = late.booked.body.manageToken;
    expect((await t.client().get(`/api/public/bookings/${lateToken}`)).body.deposit.onCustomerCancel).toBe('keep');
    expect((await t.client().post(`/api/public/bookings/${lateToken}/cancel`, {})).status).toBe(200);
    expect(await depositRow(late.booked.body.id)).toMatchObject({ status: 'kept', settled_reason: 'customer' });
    expect(refundCalls(late.intentId)).toHaveLength(0);

    // The business cancels, even late: refunded.
    clock.now = new Date('2026-12-01T09:00:00Z');
    const byBusiness = await paidBooking(12);
    clock.now = new Date('2026-12-08T20:00:00Z');
    expect(
      (await api.request('PATCH', `/api/appointments/${byBusiness.booked.body.id}/status`, { status: 'cancelled' }))
        .status,
    ).toBe(200);
    expect(await depositRow(byBusiness.booked.body.id)).toMatchObject({
      status: 'refunded',
      settled_reason: 'business',
    });
    expect(refundCalls(byBusiness.intentId)).toHaveLength(1);

    // A no-show keeps it.
    clock.now = new Date('2026-12-01T09:00:00Z');
    const missed = await paidBooking(13);
    clock.now = new Date('2026-12-10T23:00:00Z');
    const noShow = await api.request('PATCH', `/api/appointments/${missed.booked.body.id}/status`, {
      status: 'cancelled',
      noShow: true,
    });
    expect(noShow.status).toBe(200);
    expect(await depositRow(missed.booked.body.id)).toMatchObject({ status: 'kept', settled_reason: 'no_show' });
    expect(refundCalls(missed.intentId)).toHaveLength(0);
    clock.now = new Date('2026-12-01T09:00:00Z');
  });

  it('agrees to the cent between the report, the comandas and the provider’s events', async () => {
    // One more paid visit, charged at the counter with its deposit taken off.
    const visit = await paidBooking(20);
    expect((await api.post('/api/cash-registers', { floatCents: 0 })).status).toBe(201);
    const opened = await api.post('/api/comandas', { appointmentId: visit.booked.body.id });
    expect(opened.body).toMatchObject({ depositCents: 1_000, balanceCents: 4_000 });
    const closed = await api.post(`/api/comandas/${opened.body.id}/close`, {
      version: opened.body.version,
      payments: [{ method: 'cash', amountCents: 4_000 }],
    });
    expect(closed.status).toBe(200);

    const mine = [...standIn.intents.values()].filter((i) => i.metadata.business_id === businessId);
    const succeeded = mine.filter((i) => i.status === 'succeeded');
    const paidCents = succeeded.reduce((s, i) => s + i.amount, 0);
    const refundedCents = [...standIn.refunds.values()]
      .filter((r) => succeeded.some((i) => i.id === r.payment_intent))
      .reduce((s, r) => s + r.amount, 0);
    const report = (await api.get('/api/reports?from=2026-11-01&to=2026-12-31')).body;
    expect(report.deposits.paid).toEqual({ count: succeeded.length, amountCents: paidCents });
    expect(report.deposits.refunded.amountCents).toBe(refundedCents);
    expect(report.deposits.onComandas).toEqual({ count: 1, amountCents: 1_000 });
    // Every paid deposit is refunded, kept, on a comanda, or still waiting for its visit.
    const waiting = await t.database.handle.db
      .selectFrom('deposits')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
      .where('business_id', '=', businessId)
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    expect(report.deposits.kept.amountCents + report.deposits.refunded.amountCents + Number(waiting.cents)).toBe(
      paidCents,
    );
    expect(report.deposits.kept).toEqual({ count: 2, amountCents: 2_000 });
    expect(report.received.byMethod.cash).toBe(4_000);
  });
});
