import { describe, expect, it } from 'vitest';
import {
  PLANS,
  getPlan,
  isDowngrade,
  planCurrencyFor,
  planForPrice,
  planForProduct,
  priceLookupKey,
  testPlanCatalog,
} from './plans.ts';

describe('plans', () => {
  it('are the five plans of the price table, Pro the most popular', () => {
    expect(
      PLANS.map((p) => [
        p.key,
        p.name['pt-BR'],
        p.name['en-US'],
        p.priceCents.BRL,
        p.priceCents.USD,
        p.userLimit,
        p.mostPopular,
      ]),
    ).toEqual([
      ['basico', 'Básico', 'Basic', 2999, 599, 2, false],
      ['pro', 'Pro', 'Pro', 3999, 799, 5, true],
      ['business', 'Business', 'Business', 5999, 1199, 10, false],
      ['enterprise', 'Enterprise', 'Enterprise', 6999, 1399, 15, false],
      ['premium', 'Premium', 'Premium', 7999, 1599, 20, false],
    ]);
    expect(getPlan('enterprise').userLimit).toBe(15);
  });

  it('price in dollars for English and in reais otherwise', () => {
    expect(planCurrencyFor('en-US')).toBe('USD');
    expect(planCurrencyFor('pt-BR')).toBe('BRL');
  });
});

describe('provider identifiers', () => {
  const catalog = testPlanCatalog();
  it('map a product back to its plan and a price to its plan and currency', () => {
    expect(planForProduct(catalog, 'prod_test_pro')).toBe('pro');
    expect(planForProduct(catalog, 'prod_other')).toBeNull();
    expect(planForPrice(catalog, 'price_test_premium_usd')).toEqual({ plan: 'premium', currency: 'USD' });
    expect(planForPrice(catalog, 'price_x')).toBeNull();
  });

  it('have one lookup key per plan and currency', () => {
    const keys = PLANS.flatMap((p) => [priceLookupKey(p.key, 'BRL'), priceLookupKey(p.key, 'USD')]);
    expect(new Set(keys).size).toBe(10);
    expect(priceLookupKey('pro', 'BRL')).toBe('agendo_pro_brl_monthly');
  });

  it('call a move to a cheaper plan a downgrade', () => {
    expect(isDowngrade('business', 'pro')).toBe(true);
    expect(isDowngrade('pro', 'business')).toBe(false);
    expect(isDowngrade('pro', 'pro')).toBe(false);
  });
});
