import type Stripe from 'stripe';
import { getPlan, PLAN_CURRENCIES, PLAN_KEYS, priceLookupKey, type PlanCatalog } from '../../../core/plans.ts';

/**
 * `npm run billing:setup`: the five plans in the Stripe account, created once and found again by
 * their lookup keys (running it twice creates nothing new), and a customer portal configuration
 * for the card, the invoices and cancellation. Plans are changed in Agendo, where the user limit
 * is checked, so the portal does not offer plan switching.
 */
export async function setUpStripe(
  stripe: Stripe,
  options: { returnUrl: string },
): Promise<{ catalog: PlanCatalog; portalConfigurationId: string; created: string[] }> {
  const created: string[] = [];
  const keys = PLAN_KEYS.flatMap((plan) => PLAN_CURRENCIES.map((currency) => priceLookupKey(plan, currency)));
  const existing = new Map(
    (await stripe.prices.list({ lookup_keys: keys, limit: 100 })).data.map((price) => [price.lookup_key, price]),
  );
  const catalog = {} as PlanCatalog;
  for (const key of PLAN_KEYS) {
    const plan = getPlan(key);
    const known = PLAN_CURRENCIES.map((currency) => existing.get(priceLookupKey(key, currency))).find(
      (price) => price !== undefined,
    );
    const productId = known
      ? typeof known.product === 'string'
        ? known.product
        : known.product.id
      : (
          await stripe.products.create(
            { name: `Agendo ${plan.name['en-US']}`, metadata: { agendo_plan: key } },
            { idempotencyKey: `agendo-product-${key}` },
          )
        ).id;
    if (!known) created.push(`product ${productId} (${key})`);
    const priceIds = {} as Record<'BRL' | 'USD', string>;
    for (const currency of PLAN_CURRENCIES) {
      const lookupKey = priceLookupKey(key, currency);
      let price = existing.get(lookupKey);
      if (!price) {
        price = await stripe.prices.create(
          {
            product: productId,
            currency: currency.toLowerCase(),
            unit_amount: plan.priceCents[currency],
            recurring: { interval: 'month' },
            lookup_key: lookupKey,
            metadata: { agendo_plan: key },
          },
          { idempotencyKey: `agendo-price-${lookupKey}` },
        );
        created.push(`price ${price.id} (${lookupKey})`);
      }
      priceIds[currency] = price.id;
    }
    catalog[key] = { productId, priceIds };
  }
  const configurations = await stripe.billingPortal.configurations.list({ limit: 100 });
  let portal = configurations.data.find((c) => c.metadata?.agendo === 'portal');
  if (!portal) {
    portal = await stripe.billingPortal.configurations.create({
      business_profile: { headline: 'Agendo' },
      default_return_url: options.returnUrl,
      features: {
        payment_method_update: { enabled: true },
        invoice_history: { enabled: true },
        subscription_cancel: { enabled: true, mode: 'at_period_end' },
        subscription_update: { enabled: false },
      },
      metadata: { agendo: 'portal' },
    });
    created.push(`portal configuration ${portal.id}`);
  }
  return { catalog, portalConfigurationId: portal.id, created };
}
