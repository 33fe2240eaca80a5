/** The five monthly plans (docs/billing.md). Prices are integer cents. */
export const PLAN_KEYS = ['basico', 'pro', 'business', 'enterprise', 'premium'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export interface Plan {
  key: PlanKey;
  name: { 'pt-BR': string; 'en-US': string };
  priceCents: { BRL: number; USD: number };
  userLimit: number;
  mostPopular: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    key: 'basico',
    name: { 'pt-BR': 'Básico', 'en-US': 'Basic' },
    priceCents: { BRL: 2999, USD: 599 },
    userLimit: 2,
    mostPopular: false,
  },
  {
    key: 'pro',
    name: { 'pt-BR': 'Pro', 'en-US': 'Pro' },
    priceCents: { BRL: 3999, USD: 799 },
    userLimit: 5,
    mostPopular: true,
  },
  {
    key: 'business',
    name: { 'pt-BR': 'Business', 'en-US': 'Business' },
    priceCents: { BRL: 5999, USD: 1199 },
    userLimit: 10,
    mostPopular: false,
  },
  {
    key: 'enterprise',
    name: { 'pt-BR': 'Enterprise', 'en-US': 'Enterprise' },
    priceCents: { BRL: 6999, USD: 1399 },
    userLimit: 15,
    mostPopular: false,
  },
  {
    key: 'premium',
    name: { 'pt-BR': 'Premium', 'en-US': 'Premium' },
    priceCents: { BRL: 7999, USD: 1599 },
    userLimit: 20,
    mostPopular: false,
  },
];

/** The trial is 7 days of the Business plan, no card needed. */
export const TRIAL_DAYS = 7;
export const TRIAL_PLAN: PlanKey = 'business';

export function isPlanKey(value: string): value is PlanKey {
  return (PLAN_KEYS as readonly string[]).includes(value);
}

export function getPlan(key: PlanKey): Plan {
  const plan = PLANS.find((p) => p.key === key);
  if (!plan) throw new Error(`Unknown plan ${key}`);
  return plan;
}

/** The currency follows the language (docs/languages.md): USD for en-US, BRL otherwise — plan prices, and a new business's own. */
export function planCurrencyFor(language: string): PlanCurrency {
  return language === 'en-US' ? 'USD' : 'BRL';
}

export type PlanCurrency = 'BRL' | 'USD';
export const PLAN_CURRENCIES: readonly PlanCurrency[] = ['BRL', 'USD'];

/** A plan's identifiers at the card-payment provider: one product, one monthly price per currency. */
export interface PlanProviderIds {
  productId: string;
  priceIds: Record<PlanCurrency, string>;
}
export type PlanCatalog = Record<PlanKey, PlanProviderIds>;

/** The provider's lookup key of a plan's price, by which `billing:setup` finds or creates it. */
export function priceLookupKey(plan: PlanKey, currency: PlanCurrency): string {
  return `agendo_${plan}_${currency.toLowerCase()}_monthly`;
}

/** The built-in test checkout's identifiers, used when no provider keys are configured. */
export function testPlanCatalog(): PlanCatalog {
  return Object.fromEntries(
    PLAN_KEYS.map((key) => [
      key,
      { productId: `prod_test_${key}`, priceIds: { BRL: `price_test_${key}_brl`, USD: `price_test_${key}_usd` } },
    ]),
  ) as PlanCatalog;
}

/** The plan a provider product stands for (docs/billing.md). */
export function planForProduct(catalog: PlanCatalog, productId: string): PlanKey | null {
  return PLAN_KEYS.find((key) => catalog[key].productId === productId) ?? null;
}

/** The plan and currency of a provider price id, or null for a price that is not one of ours. */
export function planForPrice(catalog: PlanCatalog, priceId: string): { plan: PlanKey; currency: PlanCurrency } | null {
  for (const plan of PLAN_KEYS) {
    for (const currency of PLAN_CURRENCIES) {
      if (catalog[plan].priceIds[currency] === priceId) return { plan, currency };
    }
  }
  return null;
}

/** Plans ordered by price: moving to a cheaper one is a downgrade, which waits for the paid period to end. */
export function isDowngrade(from: PlanKey, to: PlanKey): boolean {
  return getPlan(to).priceCents.BRL < getPlan(from).priceCents.BRL;
}
