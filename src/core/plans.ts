/** The five monthly plans (SPEC 9). Prices are integer cents. */
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
  { key: 'basico', name: { 'pt-BR': 'Básico', 'en-US': 'Basic' }, priceCents: { BRL: 2999, USD: 599 }, userLimit: 2, mostPopular: false },
  { key: 'pro', name: { 'pt-BR': 'Pro', 'en-US': 'Pro' }, priceCents: { BRL: 3999, USD: 799 }, userLimit: 5, mostPopular: true },
  { key: 'business', name: { 'pt-BR': 'Business', 'en-US': 'Business' }, priceCents: { BRL: 5999, USD: 1199 }, userLimit: 10, mostPopular: false },
  { key: 'enterprise', name: { 'pt-BR': 'Enterprise', 'en-US': 'Enterprise' }, priceCents: { BRL: 6999, USD: 1399 }, userLimit: 15, mostPopular: false },
  { key: 'premium', name: { 'pt-BR': 'Premium', 'en-US': 'Premium' }, priceCents: { BRL: 7999, USD: 1599 }, userLimit: 20, mostPopular: false },
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

/** The currency follows the language (SPEC): USD for en-US, BRL otherwise — plan prices, and a new business's own. */
export function planCurrencyFor(language: string): 'BRL' | 'USD' {
  return language === 'en-US' ? 'USD' : 'BRL';
}
