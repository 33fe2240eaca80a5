import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageCostAfterPurchase, comandaStockUse, countDifference, isLowStock, stockAllows } from './stock.ts';

describe('the average cost', () => {
  it('weighs what is on hand and what was bought, to the nearest cent, a half cent up', () => {
    expect(averageCostAfterPurchase(10, 1_000, 10, 2_000)).toBe(1_500);
    // (3 × 100 + 1 × 101) ÷ 4 = 100.25 → 100; (1 × 100 + 1 × 101) ÷ 2 = 100.5 → 101.
    expect(averageCostAfterPurchase(3, 100, 1, 101)).toBe(100);
    expect(averageCostAfterPurchase(1, 100, 1, 101)).toBe(101);
    // Nothing (or less than nothing) on hand: the purchase's cost.
    expect(averageCostAfterPurchase(0, 900, 5, 1_200)).toBe(1_200);
    expect(averageCostAfterPurchase(-2, 900, 5, 1_200)).toBe(1_200);
  });

  it('lies between the two costs and is within half a cent of the exact average', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (stock, cost, quantity, unitCost) => {
          const average = averageCostAfterPurchase(stock, cost, quantity, unitCost);
          expect(average).toBeGreaterThanOrEqual(Math.min(cost, unitCost));
          expect(average).toBeLessThanOrEqual(Math.max(cost, unitCost));
          const exact = (stock * cost + quantity * unitCost) / (stock + quantity);
          expect(Math.abs(average - exact)).toBeLessThanOrEqual(0.5);
          // Half a cent goes up: the exact value rounds to the average.
          expect(average).toBe(Math.floor(exact + 0.5 + 1e-9));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is the same cost when every purchase costs the same', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 100_000 }),
        (purchases, unitCost) => {
          let stock = 0;
          let average = 0;
          for (const quantity of purchases) {
            average = averageCostAfterPurchase(stock, average, quantity, unitCost);
            stock += quantity;
          }
          expect(average).toBe(unitCost);
        },
      ),
    );
  });
});

describe('stock changes', () => {
  it('never go below zero unless the business allows it, and a count moves by the difference', () => {
    expect(stockAllows(1, -1, false)).toBe(true);
    expect(stockAllows(1, -2, false)).toBe(false);
    expect(stockAllows(1, -2, true)).toBe(true);
    expect(stockAllows(-5, 3, false)).toBe(true);
    expect(countDifference(7, 4)).toBe(-3);
    expect(isLowStock(2, 2)).toBe(true);
    expect(isLowStock(3, 2)).toBe(false);
  });

  it("adds up a comanda's sales and its services' recipes per product", () => {
    const recipes = new Map([
      [
        'colour',
        [
          { productId: 'dye', quantity: 60 },
          { productId: 'oxidant', quantity: 90 },
        ],
      ],
      ['cut', []],
    ]);
    expect(
      comandaStockUse(
        [
          { kind: 'service', serviceId: 'colour', productId: null, quantity: 1 },
          { kind: 'service', serviceId: 'colour', productId: null, quantity: 2 },
          { kind: 'service', serviceId: 'cut', productId: null, quantity: 1 },
          { kind: 'item', serviceId: null, productId: 'shampoo', quantity: 2 },
          { kind: 'item', serviceId: null, productId: 'shampoo', quantity: 1 },
          { kind: 'item', serviceId: null, productId: null, quantity: 1 },
          { kind: 'tip', serviceId: null, productId: null, quantity: 1 },
        ],
        recipes,
      ),
    ).toEqual([
      { productId: 'dye', kind: 'use', quantity: 180 },
      { productId: 'oxidant', kind: 'use', quantity: 270 },
      { productId: 'shampoo', kind: 'sale', quantity: 3 },
    ]);
  });
});
