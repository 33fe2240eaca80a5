import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { cancelSubscription } from './stripe-stand-in/billing.ts';
import { markPaid } from './stripe-stand-in/billing-invoices.ts';
import { renewSubscription } from './stripe-stand-in/billing-renewal.ts';
import { portalConfigurationObject } from './stripe-stand-in/objects-sessions.ts';
import { catalogRoutes } from './stripe-stand-in/routes-catalog.ts';
import { checkoutRoutes, completeCheckout, expireCheckout } from './stripe-stand-in/routes-checkout.ts';
import { invoiceRoutes } from './stripe-stand-in/routes-invoices.ts';
import { portalRoutes } from './stripe-stand-in/routes-portal.ts';
import { scheduleRoutes } from './stripe-stand-in/routes-schedules.ts';
import { subscriptionRoutes } from './stripe-stand-in/routes-subscriptions.ts';
import { createStandInServer, type RecordedRequest } from './stripe-stand-in/server.ts';
import { StandInState, type Emit } from './stripe-stand-in/state.ts';
import type {
  StandInEvent,
  WCheckoutSession,
  WCustomer,
  WInvoice,
  WPortalConfiguration,
  WPortalSession,
  WPrice,
  WProduct,
  WSchedule,
  WSubscription,
} from './stripe-stand-in/wire.ts';
import { changedAttributes } from './stripe-stand-in/wire.ts';

export type { RecordedRequest } from './stripe-stand-in/server.ts';
export type { StandInEvent, Wire } from './stripe-stand-in/wire.ts';

export interface StripeStandInOptions {
  /** The clock's starting time; without it the clock follows real time until `now` is set. */
  now?: Date;
  /** Accept only this secret key (default: any `sk_test_…`/`rk_test_…`-looking key). */
  apiKey?: string;
  /** Start with the default customer-portal configuration an account gets from the Dashboard (default true). */
  defaultPortalConfiguration?: boolean;
}

/**
 * A local HTTP server that answers the Stripe API calls Agendo makes, in memory, with the shapes of
 * API version 2026-10-28.endive (the SDK's own types). The "outside world" — a customer paying on
 * Checkout, a period ending, a card failing — is driven by the control functions, which return the
 * events Stripe would send (in the order listed for each); the events caused by API calls wait in
 * takeEvents(). Stripe does not promise any order between events, and neither should their reader.
 */
export interface StripeStandIn {
  readonly port: number;
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** The clock behind every `created`, period and event time. Set null to follow real time again. */
  get now(): Date;
  set now(value: Date | null);
  readonly requests: RecordedRequest[];
  readonly customers: ReadonlyMap<string, WCustomer>;
  readonly products: ReadonlyMap<string, WProduct>;
  readonly prices: ReadonlyMap<string, WPrice>;
  readonly subscriptions: ReadonlyMap<string, WSubscription>;
  readonly subscriptionSchedules: ReadonlyMap<string, WSchedule>;
  readonly checkoutSessions: ReadonlyMap<string, WCheckoutSession>;
  readonly invoices: ReadonlyMap<string, WInvoice>;
  readonly portalSessions: ReadonlyMap<string, WPortalSession>;
  readonly portalConfigurations: ReadonlyMap<string, WPortalConfiguration>;
  /** Every event sent so far, by id (also readable through GET /v1/events). */
  readonly events: ReadonlyMap<string, StandInEvent>;
  /** An SDK client pointed at the stand-in. */
  client(key?: string): Stripe;
  close(): Promise<void>;
  /** The customer pays: checkout.session.completed, customer.subscription.created, invoice.paid (+ customer.created if Checkout made the customer). */
  completeCheckout(sessionId: string): StandInEvent[];
  /** Stripe expires the session (after 24 h): checkout.session.expired. */
  expireCheckout(sessionId: string): StandInEvent[];
  /**
   * The period ends. Paid: invoice.paid, customer.subscription.updated; with `fail`: invoice.payment_failed,
   * customer.subscription.updated (past_due); set to cancel at the period's end: customer.subscription.deleted.
   * A schedule that lets go of the subscription adds subscription_schedule.released (or .completed) at the end.
   */
  renew(subscriptionId: string, options?: { fail?: boolean }): StandInEvent[];
  /** The overdue invoice is paid (a retry or a new card): invoice.paid, customer.subscription.updated (active). */
  payOverdue(subscriptionId: string): StandInEvent[];
  /** Stripe ends the subscription now (dunning exhausted, a dispute, the Dashboard): customer.subscription.deleted. */
  cancelNow(
    subscriptionId: string,
    options?: { reason?: 'cancellation_requested' | 'payment_disputed' | 'payment_failed' },
  ): StandInEvent[];
  /** Three days before a trial ends: customer.subscription.trial_will_end. */
  trialWillEnd(subscriptionId: string): StandInEvent[];
  /** The events caused by API calls since the last call, oldest first. */
  takeEvents(): StandInEvent[];
  /** A webhook delivery of the event: its JSON body and a valid Stripe-Signature header (timestamp: real time unless given). */
  sign(event: StandInEvent, secret: string, options?: { timestamp?: number }): { payload: string; header: string };
}

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const state = new StandInState();
  state.fixedNow = options.now ?? null;
  if (options.defaultPortalConfiguration !== false) {
    const configuration = portalConfigurationObject(state.nowSeconds(), true);
    state.portalConfigurations.set(configuration.id, configuration);
  }
  const requests: RecordedRequest[] = [];
  const routes = [
    ...catalogRoutes,
    ...checkoutRoutes,
    ...portalRoutes,
    ...subscriptionRoutes,
    ...scheduleRoutes,
    ...invoiceRoutes,
  ];
  const server = createStandInServer(state, routes, requests, { apiKey: options.apiKey });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;

  /** Runs a change of the outside world and returns the events it caused. */
  const control = (change: (emit: Emit) => void): StandInEvent[] => {
    const events: StandInEvent[] = [];
    try {
      change((type, object, previous) =>
        events.push(state.event(type, object, previous, { requestId: null, idempotencyKey: null })),
      );
    } catch (error) {
      for (const event of events) state.events.delete(event.id);
      throw error;
    }
    return events;
  };
  const live = (id: string) => {
    const subscription = state.subscriptions.get(id);
    if (!subscription) throw new Error(`Stripe stand-in: no subscription ${id}`);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
      throw new Error(`Stripe stand-in: subscription ${id} is ${subscription.status}`);
    return subscription;
  };

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    get now(): Date {
      return state.now;
    },
    set now(value: Date | null) {
      state.fixedNow = value;
    },
    requests,
    customers: state.customers,
    products: state.products,
    prices: state.prices,
    subscriptions: state.subscriptions,
    subscriptionSchedules: state.schedules,
    checkoutSessions: state.checkoutSessions,
    invoices: state.invoices,
    portalSessions: state.portalSessions,
    portalConfigurations: state.portalConfigurations,
    events: state.events,
    client: (key = 'sk_test_standin') =>
      new Stripe(key, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
    completeCheckout: (sessionId) => control((emit) => completeCheckout(state, sessionId, emit)),
    expireCheckout: (sessionId) => control((emit) => void expireCheckout(state, sessionId, emit)),
    renew: (subscriptionId, renewOptions = {}) =>
      control((emit) => renewSubscription(state, live(subscriptionId), renewOptions, emit)),
    payOverdue: (subscriptionId) =>
      control((emit) => {
        const subscription = live(subscriptionId);
        const invoice = state.invoices.get(subscription.latest_invoice as string);
        if (invoice?.status !== 'open')
          throw new Error(`Stripe stand-in: subscription ${subscriptionId} has no open invoice to pay`);
        const before = state.snapshot(subscription);
        markPaid(state, invoice);
        subscription.status = 'active';
        emit('invoice.paid', invoice);
        emit('customer.subscription.updated', subscription, changedAttributes(before, state.snapshot(subscription)));
      }),
    cancelNow: (subscriptionId, cancelOptions = {}) =>
      control((emit) => {
        const subscription = live(subscriptionId);
        subscription.canceled_at = state.nowSeconds();
        const schedule = cancelSubscription(state, subscription, {
          endedAt: state.nowSeconds(),
          reason: cancelOptions.reason ?? 'cancellation_requested',
        });
        emit('customer.subscription.deleted', subscription);
        if (schedule) emit('subscription_schedule.canceled', schedule);
      }),
    trialWillEnd: (subscriptionId) =>
      control((emit) => {
        const subscription = live(subscriptionId);
        if (subscription.status !== 'trialing')
          throw new Error(`Stripe stand-in: subscription ${subscriptionId} is ${subscription.status}, not trialing`);
        emit('customer.subscription.trial_will_end', subscription);
      }),
    takeEvents: () => state.queued.splice(0),
    sign(event, secret, signOptions = {}) {
      const payload = JSON.stringify(event, null, 2);
      const timestamp = signOptions.timestamp ?? Math.floor(Date.now() / 1000);
      return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
    },
  };
}
