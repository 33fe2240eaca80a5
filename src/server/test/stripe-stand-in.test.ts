// Over 300 lines: one test per Stripe call the stand-in answers, each driven through the official SDK.
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';

const START = new Date('2026-01-31T12:00:00Z');
const at = (iso: string) => Date.parse(iso) / 1000;

let standIn: StripeStandIn;
let stripe: Stripe;

beforeEach(async () => {
  standIn = await startStripeStandIn({ now: START });
  stripe = standIn.client();
});
afterEach(() => standIn.close());

/** The catalog Agendo reads by lookup key, a customer, and a paid subscription to Pro in BRL. */
async function catalog() {
  await stripe.products.create({ id: 'agendo_pro', name: 'Pro' });
  await stripe.products.create({ id: 'agendo_team', name: 'Team' });
  const proBrl = await stripe.prices.create({
    product: 'agendo_pro',
    currency: 'brl',
    unit_amount: 9900,
    recurring: { interval: 'month' },
    lookup_key: 'pro_brl',
  });
  const teamBrl = await stripe.prices.create({
    product: 'agendo_team',
    currency: 'brl',
    unit_amount: 19900,
    recurring: { interval: 'month' },
    lookup_key: 'team_brl',
  });
  const proUsd = await stripe.prices.create({
    product: 'agendo_pro',
    currency: 'usd',
    unit_amount: 1900,
    recurring: { interval: 'month' },
    lookup_key: 'pro_usd',
  });
  const customer = await stripe.customers.create({
    name: 'Salão Bela',
    email: 'dona@bela.test',
    metadata: { business_id: 'b1' },
  });
  return { proBrl, teamBrl, proUsd, customer };
}

async function subscribed() {
  const found = await catalog();
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: found.customer.id,
    client_reference_id: 'b1',
    line_items: [{ price: found.proBrl.id, quantity: 1 }],
    subscription_data: { metadata: { business_id: 'b1' } },
    success_url: 'https://agendo.test/ok',
    cancel_url: 'https://agendo.test/cancel',
  });
  const events = standIn.completeCheckout(session.id);
  const subscriptionId = standIn.checkoutSessions.get(session.id)!.subscription as string;
  return { ...found, session, events, subscriptionId };
}

describe('the Stripe stand-in', () => {
  it('creates and retrieves customers, replaying a repeated Idempotency-Key without creating anything', async () => {
    const first = await stripe.customers.create(
      { name: 'Salão Bela', email: 'dona@bela.test', metadata: { business_id: 'b1' } },
      { idempotencyKey: 'customer-b1' },
    );
    const again = await stripe.customers.create(
      { name: 'Salão Bela', email: 'dona@bela.test', metadata: { business_id: 'b1' } },
      { idempotencyKey: 'customer-b1' },
    );
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(standIn.customers.size).toBe(1);
    expect(first).toMatchObject({
      object: 'customer',
      name: 'Salão Bela',
      email: 'dona@bela.test',
      metadata: { business_id: 'b1' },
      livemode: false,
      created: START.getTime() / 1000,
    });
    expect(first.id).toMatch(/^cus_/);
    expect(
      standIn.requests.filter((request) => request.path === '/v1/customers').map((request) => request.idempotencyKey),
    ).toEqual(['customer-b1', 'customer-b1']);
    expect(standIn.requests[0]!.params).toEqual({
      name: 'Salão Bela',
      email: 'dona@bela.test',
      metadata: { business_id: 'b1' },
    });

    await expect(stripe.customers.create({ name: 'Other' }, { idempotencyKey: 'customer-b1' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    });
    expect(await stripe.customers.retrieve(first.id)).toMatchObject({ id: first.id, email: 'dona@bela.test' });
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_missing'",
    });
    await stripe.customers.create({ email: 'other@x.test' });
    const byEmail = await stripe.customers.list({ email: 'dona@bela.test' });
    expect(byEmail).toMatchObject({ object: 'list', has_more: false, url: '/v1/customers' });
    expect(byEmail.data.map((customer) => customer.id)).toEqual([first.id]);
  });

  it('finds prices by lookup key, expanding their product, and keeps each lookup key on one price', async () => {
    const { proBrl, proUsd } = await catalog();
    expect(proBrl).toMatchObject({
      object: 'price',
      type: 'recurring',
      currency: 'brl',
      unit_amount: 9900,
      recurring: { interval: 'month', interval_count: 1 },
      lookup_key: 'pro_brl',
    });
    expect(proBrl.unit_amount_decimal?.toString()).toBe('9900');
    const found = await stripe.prices.list({ lookup_keys: ['pro_brl', 'pro_usd'], expand: ['data.product'] });
    expect(found.data.map((price) => price.id).sort()).toEqual([proBrl.id, proUsd.id].sort());
    expect(found.data[0]!.product).toMatchObject({ object: 'product', id: 'agendo_pro', name: 'Pro' });
    expect((await stripe.prices.list({ product: 'agendo_team' })).data.map((price) => price.lookup_key)).toEqual([
      'team_brl',
    ]);

    await expect(
      stripe.prices.create({
        product: 'agendo_pro',
        currency: 'brl',
        unit_amount: 10900,
        recurring: { interval: 'month' },
        lookup_key: 'pro_brl',
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'lookup_key',
    });
    const moved = await stripe.prices.create({
      product: 'agendo_pro',
      currency: 'brl',
      unit_amount: 10900,
      recurring: { interval: 'month' },
      lookup_key: 'pro_brl',
      transfer_lookup_key: true,
    });
    expect((await stripe.prices.list({ lookup_keys: ['pro_brl'] })).data.map((price) => price.id)).toEqual([moved.id]);
    expect((await stripe.prices.retrieve(proBrl.id)).lookup_key).toBeNull();
    await expect(
      stripe.prices.create({ product: 'prod_missing', currency: 'brl', unit_amount: 1 }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'product' });
  });

  it('creates a checkout session for a subscription, and expires an open one only', async () => {
    const { proBrl, customer } = await catalog();
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'b1',
      line_items: [{ price: proBrl.id, quantity: 1 }],
      subscription_data: { metadata: { business_id: 'b1' } },
      success_url: 'https://agendo.test/ok',
      cancel_url: 'https://agendo.test/cancel',
      locale: 'pt-BR',
      metadata: { business_id: 'b1' },
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${session.id}`,
      status: 'open',
      payment_status: 'unpaid',
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'b1',
      subscription: null,
      locale: 'pt-BR',
      amount_total: 9900,
      currency: 'brl',
      metadata: { business_id: 'b1' },
      expires_at: session.created + 86_400,
    });
    expect(session.id).toMatch(/^cs_/);
    const withItems = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    expect(withItems.line_items?.data[0]).toMatchObject({ object: 'item', quantity: 1, price: { id: proBrl.id } });

    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe('expired');
    expect(standIn.takeEvents().map((event) => event.type)).toEqual(['checkout.session.expired']);
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: proBrl.id }] }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Quantity is required. Add `quantity` to `line_items[0]`' });
  });

  it('completes a checkout: the events, and the subscription read back with its schedule expanded', async () => {
    const { events, subscriptionId, session, customer, proBrl } = await subscribed();
    expect(events.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    for (const event of events)
      expect(event).toMatchObject({
        object: 'event',
        api_version: Stripe.API_VERSION,
        livemode: false,
        created: START.getTime() / 1000,
      });
    expect(events[0]!.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      subscription: subscriptionId,
      customer: customer.id,
      client_reference_id: 'b1',
    });
    expect(events[2]!.data.object).toMatchObject({
      object: 'invoice',
      status: 'paid',
      amount_due: 9900,
      amount_paid: 9900,
      currency: 'brl',
      billing_reason: 'subscription_create',
    });

    const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['schedule'] });
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'active',
      customer: customer.id,
      cancel_at_period_end: false,
      schedule: null,
      metadata: { business_id: 'b1' },
      latest_invoice: events[2]!.data.object.id,
    });
    const [item] = subscription.items.data;
    expect(item).toMatchObject({
      object: 'subscription_item',
      quantity: 1,
      price: { id: proBrl.id, product: 'agendo_pro' },
    });
    // Bought on 31 January: the period ends on the last day of February.
    expect([item!.current_period_start, item!.current_period_end]).toEqual([
      at('2026-01-31T12:00:00Z'),
      at('2026-02-28T12:00:00Z'),
    ]);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      subscription: subscriptionId,
    });
    expect(() => standIn.completeCheckout(session.id)).toThrow(/complete/);
  });

  it('switches the price now, invoicing the proration only with always_invoice', async () => {
    const { subscriptionId, teamBrl, proBrl, proUsd } = await subscribed();
    standIn.takeEvents();
    const item = (await stripe.subscriptions.retrieve(subscriptionId)).items.data[0]!;
    standIn.now = new Date('2026-02-14T12:00:00Z');
    const switched = await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: teamBrl.id }],
      proration_behavior: 'always_invoice',
    });
    expect(switched.items.data[0]).toMatchObject({ id: item.id, price: { id: teamBrl.id } });
    const events = standIn.takeEvents();
    expect(events.map((event) => event.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    expect(events[0]!.data.previous_attributes!.items.data[0].price.id).toBe(proBrl.id);
    expect(events[0]!.request.id).toMatch(/^req_/);
    const proration = events[1]!.data.object;
    expect(proration).toMatchObject({ billing_reason: 'subscription_update', status: 'paid', amount_due: 5000 });
    expect(proration.lines.data.map((line: any) => line.amount)).toEqual([-4950, 9950]);

    const back = await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: proBrl.id }],
      proration_behavior: 'create_prorations',
    });
    expect(back.items.data[0]!.price.id).toBe(proBrl.id);
    expect(standIn.takeEvents().map((event) => event.type)).toEqual(['customer.subscription.updated']);
    expect((await stripe.invoices.list({ subscription: subscriptionId })).data).toHaveLength(2);
    await expect(
      stripe.subscriptions.update(subscriptionId, { items: [{ id: item.id, price: proUsd.id }] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'items[0][price]' });
  });

  it('applies a schedule made from the subscription at the renewal, then releases it when its last phase ends', async () => {
    const { subscriptionId, proBrl, teamBrl } = await subscribed();
    standIn.takeEvents();
    const schedule = await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId });
    expect(schedule).toMatchObject({
      object: 'subscription_schedule',
      status: 'active',
      subscription: subscriptionId,
      end_behavior: 'release',
    });
    expect(schedule.id).toMatch(/^sub_sched_/);
    const [phase] = schedule.phases;
    expect(phase).toMatchObject({
      start_date: at('2026-01-31T12:00:00Z'),
      end_date: at('2026-02-28T12:00:00Z'),
      items: [{ price: proBrl.id, quantity: 1 }],
    });
    expect(standIn.takeEvents().map((event) => event.type)).toEqual([
      'subscription_schedule.created',
      'customer.subscription.updated',
    ]);

    await expect(
      stripe.subscriptionSchedules.update(schedule.id, {
        phases: [
          {
            items: [{ price: proBrl.id }],
            start_date: phase!.start_date,
            iterations: 1,
          } as Stripe.SubscriptionScheduleUpdateParams.Phase,
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'phases[0][iterations]' });
    const updated = await stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        { items: [{ price: proBrl.id, quantity: 1 }], start_date: phase!.start_date, end_date: phase!.end_date },
        { items: [{ price: teamBrl.id, quantity: 1 }], duration: { interval: 'month', interval_count: 1 } },
      ],
    });
    expect(updated.phases.map((each) => [each.start_date, each.end_date])).toEqual([
      [at('2026-01-31T12:00:00Z'), at('2026-02-28T12:00:00Z')],
      [at('2026-02-28T12:00:00Z'), at('2026-03-28T12:00:00Z')],
    ]);
    expect(standIn.takeEvents().map((event) => event.type)).toEqual(['subscription_schedule.updated']);
    const withSchedule = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['schedule'] });
    expect(withSchedule.schedule).toMatchObject({
      id: schedule.id,
      object: 'subscription_schedule',
      phases: [{ items: [{ price: proBrl.id }] }, { items: [{ price: teamBrl.id }] }],
    });
    await expect(stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('managed by the subscription schedule'),
    });

    standIn.now = new Date('2026-02-28T12:00:00Z');
    const renewal = standIn.renew(subscriptionId);
    expect(renewal.map((event) => event.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(renewal[0]!.data.object).toMatchObject({
      amount_paid: 19900,
      billing_reason: 'subscription_cycle',
      lines: {
        data: [
          {
            pricing: { price_details: { price: teamBrl.id, product: 'agendo_team' } },
            period: { start: at('2026-02-28T12:00:00Z'), end: at('2026-03-31T12:00:00Z') },
          },
        ],
      },
    });
    expect(renewal[1]!.data.object).toMatchObject({
      schedule: schedule.id,
      items: { data: [{ price: { id: teamBrl.id }, current_period_end: at('2026-03-31T12:00:00Z') }] },
    });
    expect(Object.keys(renewal[1]!.data.previous_attributes!)).toEqual(['items', 'latest_invoice']);

    standIn.now = new Date('2026-03-31T12:00:00Z');
    const next = standIn.renew(subscriptionId);
    expect(next.map((event) => event.type)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
      'subscription_schedule.released',
    ]);
    expect(next[1]!.data.object).toMatchObject({ schedule: null, items: { data: [{ price: { id: teamBrl.id } }] } });
    expect(await stripe.subscriptionSchedules.retrieve(schedule.id)).toMatchObject({
      status: 'released',
      released_subscription: subscriptionId,
      subscription: null,
    });
  });

  it('releases a schedule on request', async () => {
    const { subscriptionId } = await subscribed();
    const schedule = await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId });
    standIn.takeEvents();
    expect(await stripe.subscriptionSchedules.release(schedule.id)).toMatchObject({
      status: 'released',
      subscription: null,
    });
    const events = standIn.takeEvents();
    expect(events.map((event) => event.type)).toEqual([
      'subscription_schedule.released',
      'customer.subscription.updated',
    ]);
    expect(events[1]!.data).toMatchObject({
      object: { schedule: null },
      previous_attributes: { schedule: schedule.id },
    });
    await expect(stripe.subscriptionSchedules.release(schedule.id)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('ends a subscription set to cancel at the period end when the period ends', async () => {
    const { subscriptionId } = await subscribed();
    standIn.takeEvents();
    const canceling = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    expect(canceling).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: at('2026-02-28T12:00:00Z'),
      canceled_at: START.getTime() / 1000,
    });
    const [updated] = standIn.takeEvents();
    expect(updated).toMatchObject({
      type: 'customer.subscription.updated',
      data: { previous_attributes: { cancel_at_period_end: false } },
    });
    standIn.now = new Date('2026-02-28T12:00:00Z');
    const events = standIn.renew(subscriptionId);
    expect(events.map((event) => event.type)).toEqual(['customer.subscription.deleted']);
    expect(events[0]!.data.object).toMatchObject({
      status: 'canceled',
      ended_at: at('2026-02-28T12:00:00Z'),
      cancellation_details: { reason: 'cancellation_requested' },
    });
    expect((await stripe.invoices.list({ subscription: subscriptionId })).data).toHaveLength(1);
    await expect(stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false })).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('leaves a subscription past_due when the renewal payment fails, until the overdue invoice is paid', async () => {
    const { subscriptionId } = await subscribed();
    standIn.now = new Date('2026-02-28T12:00:00Z');
    const failed = standIn.renew(subscriptionId, { fail: true });
    expect(failed.map((event) => event.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(failed[0]!.data.object).toMatchObject({
      status: 'open',
      amount_due: 9900,
      amount_paid: 0,
      attempt_count: 1,
    });
    expect(failed[1]!.data).toMatchObject({
      object: { status: 'past_due' },
      previous_attributes: { status: 'active' },
    });
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('past_due');
    expect(
      (await stripe.subscriptions.list({ status: 'past_due' })).data.map((subscription) => subscription.id),
    ).toEqual([subscriptionId]);

    const paid = standIn.payOverdue(subscriptionId);
    expect(paid.map((event) => event.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(paid[1]!.data.object.status).toBe('active');
    expect(() => standIn.payOverdue(subscriptionId)).toThrow(/no open invoice/);
  });

  it('lists invoices by customer and subscription, newest first, honouring limit', async () => {
    const { subscriptionId, customer } = await subscribed();
    standIn.now = new Date('2026-02-28T12:00:00Z');
    standIn.renew(subscriptionId);
    const all = await stripe.invoices.list({ customer: customer.id });
    expect(all.data.map((invoice) => invoice.billing_reason)).toEqual(['subscription_cycle', 'subscription_create']);
    expect(all.data[0]).toMatchObject({
      object: 'invoice',
      status: 'paid',
      amount_due: 9900,
      amount_paid: 9900,
      currency: 'brl',
      created: at('2026-02-28T12:00:00Z'),
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    });
    expect(all.data[0]!.hosted_invoice_url).toMatch(/^https:\/\//);
    expect(all.data[0]!.number).toMatch(/-0002$/);
    const first = await stripe.invoices.list({ subscription: subscriptionId, limit: 1 });
    expect(first).toMatchObject({ has_more: true, data: [{ id: all.data[0]!.id }] });
    const rest = await stripe.invoices.list({
      subscription: subscriptionId,
      limit: 1,
      starting_after: first.data[0]!.id,
    });
    expect(rest).toMatchObject({ has_more: false, data: [{ id: all.data[1]!.id }] });
    expect(await stripe.invoices.retrieve(all.data[1]!.id)).toMatchObject({ billing_reason: 'subscription_create' });
  });

  it('cancels now through the API and from the outside world', async () => {
    const { subscriptionId, proBrl, customer } = await subscribed();
    standIn.takeEvents();
    expect(await stripe.subscriptions.cancel(subscriptionId)).toMatchObject({
      status: 'canceled',
      canceled_at: START.getTime() / 1000,
    });
    expect(standIn.takeEvents().map((event) => event.type)).toEqual(['customer.subscription.deleted']);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);

    const other = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: proBrl.id, quantity: 1 }],
      subscription_data: { trial_period_days: 14 },
    });
    standIn.completeCheckout(other.id);
    const trialing = standIn.checkoutSessions.get(other.id)!.subscription as string;
    expect(standIn.subscriptions.get(trialing)).toMatchObject({
      status: 'trialing',
      trial_end: at('2026-02-14T12:00:00Z'),
    });
    expect(standIn.trialWillEnd(trialing).map((event) => event.type)).toEqual(['customer.subscription.trial_will_end']);
    const ended = standIn.cancelNow(trialing, { reason: 'payment_failed' });
    expect(ended.map((event) => event.type)).toEqual(['customer.subscription.deleted']);
    expect(ended[0]!.data.object).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'payment_failed' },
    });
  });

  it('opens customer-portal sessions and keeps the configurations it is sent', async () => {
    const { customer, subscriptionId } = await subscribed();
    const configuration = await stripe.billingPortal.configurations.create({
      business_profile: { headline: 'Agendo' },
      features: { invoice_history: { enabled: true }, subscription_cancel: { enabled: true, mode: 'at_period_end' } },
    });
    expect(configuration).toMatchObject({
      object: 'billing_portal.configuration',
      is_default: false,
      business_profile: { headline: 'Agendo' },
      features: { subscription_cancel: { enabled: true, mode: 'at_period_end' } },
    });
    expect((await stripe.billingPortal.configurations.list()).data.map((each) => each.id)).toContain(configuration.id);
    const session = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'https://agendo.test/billing',
      configuration: configuration.id,
      flow_data: {
        type: 'subscription_cancel',
        subscription_cancel: { subscription: subscriptionId },
        after_completion: { type: 'redirect', redirect: { return_url: 'https://agendo.test/done' } },
      },
    });
    expect(session).toMatchObject({
      object: 'billing_portal.session',
      url: `https://billing.stripe.test/p/session/${session.id}`,
      customer: customer.id,
      return_url: 'https://agendo.test/billing',
      configuration: configuration.id,
      flow: {
        type: 'subscription_cancel',
        subscription_cancel: { subscription: subscriptionId },
        after_completion: { type: 'redirect', redirect: { return_url: 'https://agendo.test/done' } },
      },
    });
    expect(session.id).toMatch(/^bps_/);
    expect((await stripe.billingPortal.sessions.create({ customer: customer.id })).configuration).toMatch(/^bpc_/);
  });

  it('signs events that the SDK verifies, and that a wrong secret rejects', async () => {
    const { events } = await subscribed();
    const { payload, header } = standIn.sign(events[0]!, 'whsec_test');
    const verified = await stripe.webhooks.constructEventAsync(payload, header, 'whsec_test');
    expect(verified).toMatchObject({ id: events[0]!.id, type: 'checkout.session.completed' });
    await expect(stripe.webhooks.constructEventAsync(payload, header, 'whsec_other')).rejects.toBeInstanceOf(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const old = standIn.sign(events[0]!, 'whsec_test', { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    await expect(stripe.webhooks.constructEventAsync(old.payload, old.header, 'whsec_test')).rejects.toThrow(
      /tolerance/,
    );
  });

  it('answers unknown URLs, missing keys and bad parameters as Stripe does', async () => {
    await expect(stripe.rawRequest('GET', '/v1/nothing_here')).rejects.toMatchObject({
      statusCode: 404,
      message: expect.stringContaining('Unrecognized request URL'),
    });
    await expect(standIn.client('not_a_key').customers.list()).rejects.toMatchObject({ statusCode: 401 });
    await expect(stripe.customers.list({ limit: 101 })).rejects.toMatchObject({ statusCode: 400, param: 'limit' });
    await expect(stripe.products.create({} as Stripe.ProductCreateParams)).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'name',
    });
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});
