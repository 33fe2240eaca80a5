import Stripe from 'stripe';
import { PLAN_CURRENCIES, PLAN_KEYS, priceLookupKey, type PlanCatalog } from '../../../core/plans.ts';
import type { BillingConfig } from '../../config.ts';
import { type BillingProvider } from './billing-provider.ts';
import { verifyStripeSignature } from '../../stripe-signature.ts';
import { snapshotOf, subscriptionIdOf, type ProviderEvent, type SubscriptionObject } from './provider-objects.ts';

/** How old a signed delivery may be (Stripe's default tolerance). */

/** The subscription API version this code reads (the SDK's own). */
export function stripeClient(config: Extract<BillingConfig, { mode: 'stripe' }>): Stripe {
  return new Stripe(config.secretKey, { ...config.api, maxNetworkRetries: 2, appInfo: { name: 'Agendo' } });
}

/** Finds the plans' prices by their lookup keys (created by `npm run billing:setup`). */
export async function catalogByLookupKeys(stripe: Stripe): Promise<PlanCatalog> {
  const keys = PLAN_KEYS.flatMap((plan) => PLAN_CURRENCIES.map((currency) => priceLookupKey(plan, currency)));
  const prices = await stripe.prices.list({ lookup_keys: keys, active: true, limit: 100 });
  const byKey = new Map(prices.data.map((price) => [price.lookup_key, price]));
  const missing = keys.filter((key) => !byKey.has(key));
  if (missing.length > 0)
    throw new Error(`Stripe has no price with the lookup keys ${missing.join(', ')}: run npm run billing:setup`);
  return Object.fromEntries(
    PLAN_KEYS.map((plan) => {
      const price = (currency: 'BRL' | 'USD') => byKey.get(priceLookupKey(plan, currency)) as Stripe.Price;
      const product = price('BRL').product;
      return [
        plan,
        {
          productId: typeof product === 'string' ? product : product.id,
          priceIds: { BRL: price('BRL').id, USD: price('USD').id },
        },
      ];
    }),
  ) as PlanCatalog;
}

export function createStripeProvider(deps: {
  config: Extract<BillingConfig, { mode: 'stripe' }>;
  baseUrl: string;
  now: () => Date;
  /** The business's customer, created once: stored unless one is, answering the one kept. */
  customers: {
    find(businessId: string): Promise<string | null>;
    keep(businessId: string, customerId: string): Promise<string>;
  };
}): BillingProvider {
  const stripe = stripeClient(deps.config);
  let catalog: Promise<PlanCatalog> | undefined;
  const getCatalog = () => {
    catalog ??= deps.config.catalog ? Promise.resolve(deps.config.catalog) : catalogByLookupKeys(stripe);
    catalog.catch(() => (catalog = undefined));
    return catalog;
  };

  async function read(subscriptionId: string) {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['schedule'] });
    return snapshotOf(subscription as unknown as SubscriptionObject, await getCatalog(), deps.now());
  }

  return {
    mode: 'stripe',
    catalog: getCatalog,

    verify: (payload, signature) =>
      verifyStripeSignature<ProviderEvent>(stripe, payload, signature, deps.config.webhookSecret),

    // Events arrive late and out of order: whatever an event says, the provider's state now is what counts.
    async snapshotFor(event) {
      const subscriptionId = subscriptionIdOf(event);
      return subscriptionId ? read(subscriptionId) : null;
    },

    async startCheckout(request) {
      let customerId = await deps.customers.find(request.businessId);
      if (!customerId) {
        const customer = await stripe.customers.create(
          {
            name: request.businessName,
            email: request.ownerEmail ?? undefined,
            metadata: { business_id: request.businessId },
          },
          // Two attempts at once create one customer.
          { idempotencyKey: `agendo-customer-${request.businessId}` },
        );
        customerId = await deps.customers.keep(request.businessId, customer.id);
      }
      for (const sessionId of request.expireSessions) {
        await stripe.checkout.sessions.expire(sessionId).catch(() => undefined);
      }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: customerId,
          client_reference_id: request.businessId,
          line_items: [{ price: request.priceId, quantity: 1 }],
          subscription_data: { metadata: { business_id: request.businessId } },
          metadata: { business_id: request.businessId, checkout_id: request.checkoutId },
          locale: request.locale === 'pt-BR' ? 'pt-BR' : 'en',
          success_url: `${deps.baseUrl}/assinatura?checkout=success`,
          cancel_url: `${deps.baseUrl}/escolha-plano?checkout=cancelled`,
        },
        { idempotencyKey: `agendo-checkout-${request.checkoutId}` },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { url: session.url, providerSessionId: session.id };
    },

    async portalUrl({ customerId }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: `${deps.baseUrl}/assinatura`,
        ...(deps.config.portalConfigurationId ? { configuration: deps.config.portalConfigurationId } : {}),
      });
      return session.url;
    },

    async changePlan({ subscription }, plan, when) {
      const catalog = await getCatalog();
      const price = catalog[plan].priceIds[subscription.currency];
      const current = (await stripe.subscriptions.retrieve(subscription.subscriptionId, {
        expand: ['schedule'],
      })) as Stripe.Subscription;
      const scheduleId = typeof current.schedule === 'string' ? current.schedule : (current.schedule?.id ?? null);
      // A waiting downgrade is replaced by whatever is chosen now.
      if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${current.id} has no item`);
      if (when === 'now') {
        if (item.price.id !== price) {
          await stripe.subscriptions.update(current.id, {
            items: [{ id: item.id, price }],
            proration_behavior: 'always_invoice',
          });
        }
      } else {
        const schedule = await stripe.subscriptionSchedules.create({ from_subscription: current.id });
        const phase = schedule.phases[0];
        if (!phase) throw new Error(`Stripe schedule ${schedule.id} has no phase`);
        await stripe.subscriptionSchedules.update(schedule.id, {
          end_behavior: 'release',
          phases: [
            {
              items: [{ price: item.price.id, quantity: 1 }],
              start_date: phase.start_date,
              end_date: item.current_period_end,
            },
            { items: [{ price, quantity: 1 }], duration: { interval: 'month', interval_count: 1 } },
          ],
        });
      }
      return read(current.id);
    },

    async setCancelAtPeriodEnd({ subscription }, cancel) {
      // A schedule holds the subscription while a downgrade waits; cancelling lets go of it (and of the downgrade).
      const current = await stripe.subscriptions.retrieve(subscription.subscriptionId);
      const scheduleId = typeof current.schedule === 'string' ? current.schedule : (current.schedule?.id ?? null);
      if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
      await stripe.subscriptions.update(subscription.subscriptionId, { cancel_at_period_end: cancel });
      return read(subscription.subscriptionId);
    },

    async cancelDuplicate(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },

    async currentState({ customerId, subscriptionId }) {
      const stored = subscriptionId ? await read(subscriptionId) : null;
      if (stored && stored.status !== 'canceled') return stored;
      const all = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 10 });
      const live = all.data.find((s) => !['canceled', 'incomplete', 'incomplete_expired'].includes(s.status));
      return live ? read(live.id) : stored;
    },
  };
}
