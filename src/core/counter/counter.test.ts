import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedByMethod, registerDifference } from './cash-register.ts';
import {
  comandaTotals,
  discountBasisPoints,
  discountCents,
  spreadDiscount,
  type PricedLine,
} from './comanda-totals.ts';
import { installmentAmounts, reversalOf, settle, takenByMethod, type PaymentInput } from './payments.ts';

const cents = fc.integer({ min: 0, max: 5_000_000 });
const line = fc.record({
  kind: fc.constantFrom('service' as const, 'item' as const, 'tip' as const),
  quantity: fc.integer({ min: 1, max: 10 }),
  unitPriceCents: cents,
}) satisfies fc.Arbitrary<PricedLine>;

describe('the comanda’s discount', () => {
  it('spreads over the lines in proportion, summing exactly, no line past its worth, the remainder to the largest', () => {
    fc.assert(
      fc.property(
        fc.array(cents, { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, f) => {
          const total = amounts.reduce((s, a) => s + a, 0);
          const discount = Math.floor(total * f);
          const shares = spreadDiscount(amounts, discount);
          expect(shares.reduce((s, a) => s + a, 0)).toBe(discount);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(amounts[i]!);
            // At least its share's whole cents.
            const exact = total === 0 ? 0 : (amounts[i]! * discount) / total;
            expect(share).toBeGreaterThanOrEqual(Math.floor(exact));
          });
          // The cents past the whole shares go to the largest line; only once it is full, to the next.
          const floor = (i: number) => (total === 0 ? 0 : Math.floor((amounts[i]! * discount) / total));
          const before = (j: number, i: number) => amounts[j]! > amounts[i]! || (amounts[j] === amounts[i] && j < i);
          shares.forEach((share, i) => {
            if (share === floor(i)) return;
            amounts.forEach((amount, j) => {
              if (before(j, i)) expect(shares[j]).toBe(amount);
            });
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives the leftover cent to the largest line, the first of equals', () => {
    expect(spreadDiscount([5000, 3000], 1001)).toEqual([626, 375]);
    expect(spreadDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(spreadDiscount([0, 0], 0)).toEqual([0, 0]);
    expect(spreadDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(() => spreadDiscount([100], 101)).toThrow(RangeError);
  });

  it('rounds a percentage to the nearest cent, half up, and never past the subtotal', () => {
    expect(discountCents({ kind: 'percent', basisPoints: 1000 }, 5)).toBe(1);
    expect(discountCents({ kind: 'percent', basisPoints: 1000 }, 4)).toBe(0);
    expect(discountCents({ kind: 'percent', basisPoints: 1250 }, 16_500)).toBe(2063);
    expect(discountCents({ kind: 'amount', amountCents: 99_999 }, 16_500)).toBe(16_500);
    expect(discountCents(null, 16_500)).toBe(0);
    expect(discountBasisPoints(2063, 16_500)).toBe(1251);
    expect(discountBasisPoints(1650, 16_500)).toBe(1000);
  });

  it('makes a total of the lines, the discount and the tips that agrees with its parts', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.oneof(
          fc.constant(null),
          fc.record({ kind: fc.constant('amount' as const), amountCents: cents }),
          fc.record({ kind: fc.constant('percent' as const), basisPoints: fc.integer({ min: 0, max: 10_000 }) }),
        ),
        (lines, discount) => {
          const t = comandaTotals(lines, discount);
          const worth = lines.map((l) => l.quantity * l.unitPriceCents);
          expect(t.subtotalCents + t.tipsCents).toBe(worth.reduce((s, a) => s + a, 0));
          expect(t.totalCents).toBe(t.subtotalCents - t.discountCents + t.tipsCents);
          expect(t.lineDiscountCents.reduce((s, a) => s + a, 0)).toBe(t.discountCents);
          lines.forEach((l, i) => {
            if (l.kind === 'tip') expect(t.lineDiscountCents[i]).toBe(0);
          });
          expect(t.totalCents).toBeGreaterThanOrEqual(t.tipsCents);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('paying a comanda', () => {
  it('takes a split over methods that covers the total to the cent, with cash change', () => {
    const paid = settle(
      16_500,
      [
        { method: 'pix', amountCents: 10_000 },
        { method: 'cash', amountCents: 6_500, receivedCents: 10_000 },
      ],
      false,
    );
    expect(paid).toEqual({
      ok: true,
      payments: [
        { method: 'pix', amountCents: 10_000, receivedCents: null, changeCents: 0, installments: null },
        { method: 'cash', amountCents: 6_500, receivedCents: 10_000, changeCents: 3_500, installments: null },
      ],
    });
  });

  it('refuses what does not add up, with the payment at fault', () => {
    const refuse = (total: number, payments: PaymentInput[], hasClient = false) => settle(total, payments, hasClient);
    expect(refuse(100, [])).toEqual({ ok: false, problem: 'NO_PAYMENTS' });
    expect(refuse(100, [{ method: 'pix', amountCents: 99 }])).toEqual({ ok: false, problem: 'SUM_MISMATCH' });
    expect(refuse(100, [{ method: 'pix', amountCents: 0 }])).toMatchObject({
      problem: 'AMOUNT_NOT_POSITIVE',
      index: 0,
    });
    expect(refuse(100, [{ method: 'cash', amountCents: 100, receivedCents: 50 }])).toMatchObject({
      problem: 'RECEIVED_LESS_THAN_AMOUNT',
    });
    expect(refuse(100, [{ method: 'pix', amountCents: 100, receivedCents: 200 }])).toMatchObject({
      problem: 'RECEIVED_NOT_CASH',
    });
    expect(refuse(100, [{ method: 'debit', amountCents: 100, installments: 2 }])).toMatchObject({
      problem: 'INSTALLMENTS_NOT_CREDIT',
    });
    expect(refuse(100, [{ method: 'credit', amountCents: 100, installments: 13 }])).toMatchObject({
      problem: 'INSTALLMENTS_OUT_OF_RANGE',
    });
    expect(refuse(100, [{ method: 'account', amountCents: 100 }])).toMatchObject({ problem: 'ACCOUNT_NEEDS_CLIENT' });
    expect(refuse(100, [{ method: 'account', amountCents: 100 }], true)).toMatchObject({ ok: true });
    expect(refuse(0, [])).toEqual({ ok: true, payments: [] });
  });

  it('splits, changes, installments and reversals always sum exactly', () => {
    const payment = fc.record({
      method: fc.constantFrom('cash' as const, 'credit' as const, 'debit' as const, 'pix' as const, 'account' as const),
      amountCents: fc.integer({ min: 1, max: 2_000_000 }),
      extra: fc.integer({ min: 0, max: 20_000 }),
      installments: fc.integer({ min: 1, max: 12 }),
    });
    fc.assert(
      fc.property(fc.array(payment, { minLength: 1, maxLength: 5 }), (drawn) => {
        const inputs: PaymentInput[] = drawn.map((p) => ({
          method: p.method,
          amountCents: p.amountCents,
          ...(p.method === 'cash' ? { receivedCents: p.amountCents + p.extra } : {}),
          ...(p.method === 'credit' ? { installments: p.installments } : {}),
        }));
        const total = drawn.reduce((s, p) => s + p.amountCents, 0);
        const result = settle(total, inputs, true);
        if (!result.ok) throw new Error(result.problem);
        for (const p of result.payments) {
          if (p.method === 'cash') expect(p.receivedCents! - p.changeCents).toBe(p.amountCents);
          if (p.method === 'credit') {
            const parts = installmentAmounts(p.amountCents, p.installments!);
            expect(parts.reduce((s, a) => s + a, 0)).toBe(p.amountCents);
            expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
          }
        }
        const taken = takenByMethod(result.payments);
        const onAccount = result.payments.filter((p) => p.method === 'account').reduce((s, p) => s + p.amountCents, 0);
        expect(Object.values(taken).reduce((s, a) => s + a, 0) + onAccount).toBe(total);
        const undone = takenByMethod([...result.payments, ...reversalOf(result.payments)]);
        expect(undone).toEqual({ cash: 0, credit: 0, debit: 0, pix: 0 });
      }),
      { numRuns: 300 },
    );
  });

  it('puts the leftover cents of installments on the first ones', () => {
    expect(installmentAmounts(10_000, 3)).toEqual([3334, 3333, 3333]);
    expect(installmentAmounts(10_002, 3)).toEqual([3334, 3334, 3334]);
    expect(() => installmentAmounts(100, 0)).toThrow(RangeError);
  });
});

describe('the cash register', () => {
  it('expects the float, the cash taken and the movements in cash, and what was taken of every other method', () => {
    const expected = expectedByMethod({
      floatCents: 10_000,
      movements: [
        { kind: 'withdrawal', amountCents: 5_000 },
        { kind: 'deposit', amountCents: 2_000 },
      ],
      taken: { cash: 6_500, credit: 0, debit: 4_000, pix: 10_000 },
    });
    expect(expected).toEqual({ cash: 13_500, credit: 0, debit: 4_000, pix: 10_000 });
    expect(registerDifference(expected, { cash: 13_000, credit: 0, debit: 4_000, pix: 10_000 })).toEqual({
      cash: -500,
      credit: 0,
      debit: 0,
      pix: 0,
      total: -500,
    });
  });
});
