import fc from 'fast-check';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';
import { startStripeStandIn, type StandInEvent, type StripeStandIn } from '../../test/stripe-stand-in.ts';
import { setUpStripe } from './stripe-setup.ts';

// With provider keys, against a local server standing in for Stripe's API (the SDK's
// host/port/protocol options). Every event makes the handler read the subscription again, so
// whatever the order and the repetitions of the deliveries, the business ends in Stripe's state.

const WEBHOOK_SECRET = 'whsec_stand_in_secret';

describe.each(testEngines())('subscriptions through Stripe on %s', (engine) => {
  let standIn: StripeStandIn;
  let t: TestApp;
  let stripe: Stripe;
  let counter = 0;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    stripe = standIn.client();
    const first = await setUpStripe(stripe, { returnUrl: 'http://localhost/assinatura' });
    expect(first.created).toHaveLength(16); // 5 products, 10 prices, the portal
    const again = await setUpStripe(stripe, { returnUrl: 'http://localhost/assinatura' });
    expect(again).toMatchObject({
      created: [],
      catalog: first.catalog,
      portalConfigurationId: first.portalConfigurationId,
    });
    t = await startTestApp(engine, {
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
      STRIPE_PORTAL_CONFIGURATION: first.portalConfigurationId,
    });
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  const priceOf = async (plan: string, currency: 'BRL' | 'USD' = 'BRL') =>
    (
      (await t.client().get('/api/billing/plans')).body.plans as Array<{
        key: string;
        priceIds: Record<string, string>;
      }>
    ).find((p) => p.key === plan)!.priceIds[currency]!;
  const deliver = async (event: StandInEvent) => {
    const { payload, header } = standIn.sign(event, WEBHOOK_SECRET);
    const response = await fetch(`${t.baseUrl}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    expect(response.status).toBe(200);
  };
  const openSessionOf = (businessId: string) =>
    [...standIn.checkoutSessions.values()].filter((s) => s.client_reference_id === businessId && s.status === 'open');
  const customersOf = (businessId: string) =>
    [...standIn.customers.values()].filter((c) => c.metadata?.business_id === businessId);

  it('creates one customer per business across repeated and simultaneous checkout attempts, with one open session', async () => {
    const owner = await signUpOwner(t, `stripe-customer-${engine}@example.com`);
    const price = await priceOf('pro');
    const first = await owner.client.post('/api/billing/checkout', { price_id: price });
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    await Promise.all([1, 2, 3].map(() => owner.client.post('/api/billing/checkout', { price_id: price })));
    await owner.client.post('/api/billing/checkout', { price_id: await priceOf('premium', 'USD') });
    expect(customersOf(owner.businessId)).toHaveLength(1);
    const sessions = [...standIn.checkoutSessions.values()].filter((s) => s.client_reference_id === owner.businessId);
    expect(sessions).toHaveLength(5);
    expect(sessions.every((s) => s.customer === customersOf(owner.businessId)[0]!.id)).toBe(true);
    expect(openSessionOf(owner.businessId).length).toBeGreaterThanOrEqual(1);
    expect(openSessionOf(owner.businessId).at(-1)).toMatchObject({ metadata: { business_id: owner.businessId } });
  });

  it('opens the customer portal of the business with the configured portal', async () => {
    const owner = await signUpOwner(t, `stripe-portal-${engine}@example.com`);
    expect((await owner.client.post('/api/billing/portal', {})).body.error.code).toBe('NO_BILLING_ACCOUNT');
    await owner.client.post('/api/billing/checkout', { price_id: await priceOf('pro') });
    const portal = await owner.client.post('/api/billing/portal', {});
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
  });

  it('changes plans and cancels through our own API: an upgrade now, a downgrade scheduled, a cancellation that lets go of it', async () => {
    const { owner, subscriptionId, events } = await paidBusiness();
    for (const event of events) await deliver(event);
    const upgraded = await owner.client.post('/api/billing/plan', { plan: 'business' });
    expect(upgraded.body).toMatchObject({ plan: 'business', status: 'active', scheduledPlan: null });
    expect(standIn.subscriptions.get(subscriptionId)!.items.data[0]!.price.id).toBe(await priceOf('business'));
    const downgraded = await owner.client.post('/api/billing/plan', { plan: 'pro' });
    expect(downgraded.body).toMatchObject({ plan: 'business', scheduledPlan: 'pro' });
    expect(standIn.subscriptions.get(subscriptionId)!.schedule).not.toBeNull();
    const cancelled = await owner.client.post('/api/billing/cancel', { cancelAtPeriodEnd: true });
    expect(cancelled.body).toMatchObject({
      plan: 'business',
      cancelAtPeriodEnd: true,
      scheduledPlan: null,
      nextChargeAt: null,
    });
    expect(standIn.subscriptions.get(subscriptionId)).toMatchObject({ schedule: null, cancel_at_period_end: true });
    for (const event of standIn.takeEvents()) await deliver(event);
    expect((await owner.client.get('/api/subscription')).body).toMatchObject({
      plan: 'business',
      cancelAtPeriodEnd: true,
    });
  });

  /** A new business that paid Pro through Stripe Checkout, and the events Stripe sent for it (not delivered yet). */
  async function paidBusiness(): Promise<{ owner: Owner; subscriptionId: string; events: StandInEvent[] }> {
    const owner = await signUpOwner(t, `stripe-${engine}-${++counter}@example.com`);
    expect((await owner.client.post('/api/billing/checkout', { price_id: await priceOf('pro') })).status).toBe(200);
    const session = openSessionOf(owner.businessId).at(-1)!;
    const events = standIn.completeCheckout(session.id);
    const subscriptionId = [...standIn.subscriptions.values()].find(
      (s) => s.metadata?.business_id === owner.businessId,
    )!.id;
    return { owner, subscriptionId, events };
  }

  /** Recorded sequences: what Stripe sends for a business's life, in Stripe's order. */
  const SCENARIOS: Record<string, (subscriptionId: string, events: StandInEvent[]) => Promise<StandInEvent[]>> = {
    'a failed renewal, a new card, a portal upgrade, then a cancellation at the period’s end': async (id, events) => {
      events.push(...standIn.renew(id, { fail: true }), ...standIn.payOverdue(id));
      const item = standIn.subscriptions.get(id)!.items.data[0]!;
      await stripe.subscriptions.update(id, {
        items: [{ id: item.id, price: await priceOf('business') }],
        proration_behavior: 'always_invoice',
      });
      await stripe.subscriptions.update(id, { cancel_at_period_end: true });
      events.push(...standIn.takeEvents(), ...standIn.renew(id));
      return events;
    },
    'a failed renewal, then Stripe ends the subscription (a late payment_failed must not revive it)': async (
      id,
      events,
    ) => {
      events.push(...standIn.renew(id, { fail: true }), ...standIn.cancelNow(id, { reason: 'payment_failed' }));
      return events;
    },
    'a downgrade scheduled for the period’s end, then the renewal on the smaller plan': async (id, events) => {
      const schedule = await stripe.subscriptionSchedules.create({ from_subscription: id });
      const phase = schedule.phases[0]!;
      await stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        phases: [
          {
            items: [{ price: await priceOf('pro'), quantity: 1 }],
            start_date: phase.start_date,
            end_date: phase.end_date,
          },
          {
            items: [{ price: await priceOf('basico'), quantity: 1 }],
            duration: { interval: 'month', interval_count: 1 },
          },
        ],
      });
      events.push(...standIn.takeEvents(), ...standIn.renew(id));
      return events;
    },
  };

  it.each(Object.keys(SCENARIOS))(
    'ends in Stripe’s state for every order and repetition of the events: %s',
    async (scenario) => {
      await fc.assert(
        fc.asyncProperty(fc.context(), fc.infiniteStream(fc.nat()), async (context, randomness) => {
          const { owner, subscriptionId, events } = await paidBusiness();
          const recorded = await SCENARIOS[scenario]!(subscriptionId, events);
          // Each event at least once, some twice, shuffled by fast-check's stream.
          const draws = randomness.take(recorded.length * 3);
          const deliveries = [...recorded, ...recorded.filter(() => (draws.next().value as number) % 3 === 0)];
          const order = deliveries
            .map((event) => ({ event, key: draws.next().value as number }))
            .sort((a, b) => a.key - b.key)
            .map((d) => d.event);
          context.log(order.map((e) => e.type).join(' → '));
          for (const event of order) await deliver(event);

          const truth = standIn.subscriptions.get(subscriptionId)!;
          const item = truth.items.data[0]!;
          const kept = await t.database.handle.db
            .selectFrom('businesses')
            .select([
              'plan',
              'subscription_status',
              'current_period_end',
              'cancel_at_period_end',
              'billing_subscription_id',
            ])
            .where('id', '=', owner.businessId)
            .executeTakeFirstOrThrow();
          const planOfPrice = (await t.client().get('/api/billing/plans')).body.plans.find(
            (p: { priceIds: Record<string, string> }) => p.priceIds.BRL === item.price.id,
          ).key;
          expect(kept).toEqual({
            plan: planOfPrice,
            subscription_status: truth.status === 'unpaid' ? 'past_due' : truth.status,
            current_period_end: new Date(item.current_period_end * 1000),
            cancel_at_period_end: truth.cancel_at_period_end,
            billing_subscription_id: subscriptionId,
          });
          // Never a second subscription, never a second customer.
          expect(
            [...standIn.subscriptions.values()].filter((s) => s.metadata?.business_id === owner.businessId),
          ).toHaveLength(1);
          expect(customersOf(owner.businessId)).toHaveLength(1);
        }),
        { numRuns: 6 },
      );
    },
  );
});
