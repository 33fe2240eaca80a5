import { describe, expect, it } from 'vitest';
import type { SalesReport } from '../../../../contracts/metrics.ts';
import { hasSales, salesProfessionalKey } from './sales-figures.ts';

const received = { totalCents: 0, byMethod: { cash: 0, credit: 0, debit: 0, pix: 0 }, tipsCents: 0, onAccountCents: 0 };
const totals = (comandas: number): SalesReport['totals'] => ({
  comandas,
  grossCents: 0,
  discountCents: 0,
  tipsCents: 0,
  totalCents: 0,
  received,
});
const day = (date: string, comandas: number): SalesReport['days'][number] => ({ date, ...totals(comandas) });

describe("the report's counter sales", () => {
  it('are none when no comanda closed and no day has figures', () => {
    expect(hasSales({ days: [], totals: totals(0) })).toBe(false);
  });

  it('are some when a comanda closed, or when a day only took back one closed before the period', () => {
    expect(hasSales({ days: [day('2025-05-02', 1)], totals: totals(1) })).toBe(true);
    expect(hasSales({ days: [day('2025-05-02', -1)], totals: totals(-1) })).toBe(true);
    // A closing and a reversal on the same day cancel out in the count, but the day is still listed.
    expect(hasSales({ days: [day('2025-05-02', 0)], totals: totals(0) })).toBe(true);
  });

  it('give the row of items sold by no one in particular a key of its own', () => {
    expect(salesProfessionalKey({ professionalId: 'p1' })).toBe('p1');
    expect(salesProfessionalKey({ professionalId: null })).toBe('none');
  });
});
