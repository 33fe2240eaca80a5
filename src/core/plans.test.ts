import { describe, expect, it } from 'vitest';
import { PLANS, getPlan, planCurrencyFor } from './plans.ts';

describe('plans', () => {
  it('are the five plans of the price table, Pro the most popular', () => {
    expect(PLANS.map((p) => [p.key, p.name['pt-BR'], p.name['en-US'], p.priceCents.BRL, p.priceCents.USD, p.userLimit, p.mostPopular])).toEqual([
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
