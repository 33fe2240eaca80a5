import { addMonths } from 'date-fns/addMonths';
import Stripe from 'stripe';
import { getPlan, testPlanCatalog, type PlanCurrency, type PlanKey } from '../../../core/plans.ts';
import { type BillingProvider, type Subscriber } from './billing-provider.ts';
import { verifyStripeSignature } from '../../stripe-signature.ts';
import { snapshotOf, type ProviderEvent, type SubscriptionObject } from './provider-objects.ts';
import {
  fromSubscriber,
  invoiceObject,
  newId,
  seconds,
  subscriptionObject,
  type TestSubscription,
} from './test-provider-objects.ts';

/**
 * The built-in test checkout: Agendo's stand-in for the card-payment provider when no keys are
 * configured. It keeps no state of its own — the business row is its record — and every change
 * it makes reaches the business the way the provider's would: as Stripe-shaped events, signed
 * with the SDK's own test-signature helper and delivered to the same webhook handler.
 */
export function createTestProvider(deps: { webhookSecret: string; baseUrl: string; now: () => Date }) {
  const catalog = testPlanCatalog();
  const signer = new Stripe('sk_test_agendo_builtin');
  let deliver: ((payload: string, signature: string) => Promise<unknown>) | undefined;

  /** Signs and delivers events in order; each happens a second after the business's last known moment. */
  async function send(
    after: Date | null,
    events: Array<{ id?: string; type: string; object: unknown }>,
  ): Promise<void> {
    if (!deliver) throw new Error('The test checkout is not connected to the webhook handler');
    const start = Math.max(seconds(deps.now()), after ? seconds(after) + 1 : 0);
    for (const [index, event] of events.entries()) {
      const payload = JSON.stringify({
        id: event.id ?? newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        type: event.type,
        created: start + index,
        livemode: false,
        data: { object: event.object },
      });
      await deliver(payload, signer.webhooks.generateTestHeaderString({ payload, secret: deps.webhookSecret }));
    }
  }

  const provider: BillingProvider = {
    mode: 'test',
    catalog: async () => catalog,

    verify: (payload, signature) =>
      verifyStripeSignature<ProviderEvent>(signer, payload, signature, deps.webhookSecret),

    // The test checkout's events carry the state they describe, at the moment they were sent.
    async snapshotFor(event) {
      const object = event.data.object as { object?: string; subscription?: unknown };
      const subscription =
        object.object === 'subscription' ? object : object.object === 'checkout.session' ? object.subscription : null;
      if (subscription === null || typeof subscription !== 'object') return null;
      return snapshotOf(subscription as SubscriptionObject, catalog, new Date(event.created * 1000));
    },

    async startCheckout(request) {
      return { url: `${deps.baseUrl}/checkout/teste/${request.checkoutId}`, providerSessionId: null };
    },

    async portalUrl() {
      return `${deps.baseUrl}/checkout/teste/portal`;
    },

    async changePlan(subscriber, plan, when) {
      const s = fromSubscriber(subscriber);
      const now = deps.now();
      if (when === 'period_end') {
        await send(subscriber.subscription.asOf, [
          {
            type: 'customer.subscription.updated',
            object: subscriptionObject(catalog, { ...s, scheduledPlan: plan === s.plan ? null : plan }),
          },
        ]);
        return null;
      }
      // An upgrade is charged now for the rest of the period, like the provider's proration.
      const left =
        Math.max(0, s.periodEnd.getTime() - now.getTime()) /
        Math.max(1, s.periodEnd.getTime() - s.periodStart.getTime());
      const difference = Math.round(
        (getPlan(plan).priceCents[s.currency] - getPlan(s.plan).priceCents[s.currency]) * left,
      );
      const upgraded = { ...s, plan, scheduledPlan: null };
      await send(subscriber.subscription.asOf, [
        { type: 'customer.subscription.updated', object: subscriptionObject(catalog, upgraded) },
        ...(difference > 0
          ? [
              {
                type: 'invoice.paid',
                object: invoiceObject(catalog, upgraded, {
                  id: newId('in'),
                  status: 'paid',
                  amountCents: difference,
                  plan,
                  at: now,
                }),
              },
            ]
          : []),
      ]);
      return null;
    },

    async setCancelAtPeriodEnd(subscriber, cancel) {
      const s = fromSubscriber(subscriber);
      await send(subscriber.subscription.asOf, [
        {
          type: 'customer.subscription.updated',
          object: subscriptionObject(catalog, {
            ...s,
            cancelAtPeriodEnd: cancel,
            scheduledPlan: cancel ? null : s.scheduledPlan,
          }),
        },
      ]);
      return null;
    },

    async cancelDuplicate() {
      // The test checkout never makes a second subscription: paying checks the business first.
    },

    async currentState() {
      return null;
    },
  };

  return {
    provider,
    /** Connects the test checkout to the webhook handler it delivers to. */
    connect(handler: (payload: string, signature: string) => Promise<unknown>) {
      deliver = handler;
    },

    /** 'Pagar (teste)': the checkout completes, the subscription starts and its first invoice is paid. */
    async pay(
      checkout: { id: string; businessId: string; customerId: string; plan: PlanKey; currency: PlanCurrency },
      lastMoment: Date | null,
    ) {
      const now = deps.now();
      const s: TestSubscription = {
        id: newId('sub'),
        businessId: checkout.businessId,
        customerId: checkout.customerId,
        plan: checkout.plan,
        currency: checkout.currency,
        status: 'active',
        periodStart: now,
        periodEnd: addMonths(now, 1),
        cancelAtPeriodEnd: false,
        scheduledPlan: null,
      };
      const subscription = subscriptionObject(catalog, s);
      await send(lastMoment, [
        {
          type: 'checkout.session.completed',
          object: {
            id: `cs_test_${checkout.id}`,
            object: 'checkout.session',
            mode: 'subscription',
            status: 'complete',
            customer: s.customerId,
            client_reference_id: s.businessId,
            subscription,
            metadata: { business_id: s.businessId, checkout_id: checkout.id },
          },
        },
        { type: 'customer.subscription.created', object: subscription },
        {
          type: 'invoice.paid',
          object: invoiceObject(catalog, s, {
            id: newId('in'),
            status: 'paid',
            amountCents: getPlan(s.plan).priceCents[s.currency],
            plan: s.plan,
            at: now,
          }),
        },
      ]);
    },

    /** The test card portal: a failed charge (past due), or a new card that pays what is open. */
    async portalAction(subscriber: Subscriber, action: 'update_card' | 'fail_payment', openInvoiceId: string | null) {
      const s = fromSubscriber(subscriber);
      const now = deps.now();
      const amountCents = getPlan(s.plan).priceCents[s.currency];
      if (action === 'fail_payment') {
        const pastDue = { ...s, status: 'past_due' as const };
        await send(subscriber.subscription.asOf, [
          {
            type: 'invoice.payment_failed',
            object: invoiceObject(catalog, pastDue, {
              id: openInvoiceId ?? newId('in'),
              status: 'open',
              amountCents,
              plan: s.plan,
              at: now,
            }),
          },
          { type: 'customer.subscription.updated', object: subscriptionObject(catalog, pastDue) },
        ]);
      } else if (s.status === 'past_due') {
        const active = { ...s, status: 'active' as const };
        await send(subscriber.subscription.asOf, [
          {
            type: 'invoice.paid',
            object: invoiceObject(catalog, active, {
              id: openInvoiceId ?? newId('in'),
              status: 'paid',
              amountCents,
              plan: s.plan,
              at: now,
            }),
          },
          { type: 'customer.subscription.updated', object: subscriptionObject(catalog, active) },
        ]);
      }
    },

    /**
     * The end of a paid period, as the provider handles it: a subscription set to cancel ends; any
     * other renews (on the waiting plan, if a downgrade waits) and its invoice is paid. Event ids
     * are fixed by the period, so two processes renewing at once renew once.
     */
    async renew(subscriber: Subscriber) {
      const s = fromSubscriber(subscriber);
      const key = `${s.id}_${seconds(s.periodEnd)}`;
      if (s.cancelAtPeriodEnd) {
        await send(subscriber.subscription.asOf, [
          {
            id: `evt_test_${key}_end`,
            type: 'customer.subscription.deleted',
            object: subscriptionObject(catalog, { ...s, status: 'canceled' }),
          },
        ]);
        return;
      }
      if (s.status !== 'active') return;
      const plan = s.scheduledPlan ?? s.plan;
      const renewed = {
        ...s,
        plan,
        scheduledPlan: null,
        periodStart: s.periodEnd,
        periodEnd: addMonths(s.periodEnd, 1),
      };
      await send(subscriber.subscription.asOf, [
        {
          id: `evt_test_${key}_invoice`,
          type: 'invoice.paid',
          object: invoiceObject(catalog, renewed, {
            id: `in_test_${key}`,
            status: 'paid',
            amountCents: getPlan(plan).priceCents[s.currency],
            plan,
            at: s.periodEnd,
          }),
        },
        {
          id: `evt_test_${key}_renewed`,
          type: 'customer.subscription.updated',
          object: subscriptionObject(catalog, renewed),
        },
      ]);
    },
  };
}

export type TestCheckoutProvider = ReturnType<typeof createTestProvider>;
