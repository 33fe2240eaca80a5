import { describe, expect, it } from 'vitest';
import { PLANS } from '../../core/plans.ts';
import { formatPlanPrice } from './format-money.ts';

describe('formatPlanPrice', () => {
  it('shows BRL with two decimals in pt-BR', () => {
    expect(PLANS.map((plan) => formatPlanPrice(plan.priceCents, 'pt-BR'))).toEqual([
      'R$ 29,99',
      'R$ 39,99',
      'R$ 59,99',
      'R$ 69,99',
      'R$ 79,99',
    ]);
  });

  it('shows USD in en-US', () => {
    expect(PLANS.map((plan) => formatPlanPrice(plan.priceCents, 'en-US'))).toEqual([
      '$5.99',
      '$7.99',
      '$11.99',
      '$13.99',
      '$15.99',
    ]);
  });

  it('keeps two decimals on whole amounts', () => {
    expect(formatPlanPrice({ BRL: 3000, USD: 600 }, 'pt-BR')).toBe('R$ 30,00');
    expect(formatPlanPrice({ BRL: 3000, USD: 600 }, 'en-US')).toBe('$6.00');
  });
});
