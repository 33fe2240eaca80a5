import { describe, expect, it } from 'vitest';
import { marginOf, readRecipe, recipeLinesOf } from './recipe.ts';

describe("a service's recipe", () => {
  const saved = {
    serviceId: 's1',
    items: [
      { productId: 'p1', productName: 'Tinta 60 g', unit: 'g' as const, quantity: 30, costCents: 450 },
      { productId: 'p2', productName: 'Luvas', unit: 'unit' as const, quantity: 2, costCents: 100 },
    ],
    costCents: 550,
  };

  it('starts as saved and costs what the server says', () => {
    const lines = recipeLinesOf(saved);
    expect(lines.map((line) => [line.quantityText, line.unitCostCents])).toEqual([
      ['30', 15],
      ['2', 50],
    ]);
    expect(readRecipe(lines)).toEqual({
      items: [
        { productId: 'p1', quantity: 30 },
        { productId: 'p2', quantity: 2 },
      ],
      problems: {},
      costCents: 550,
      valid: true,
    });
  });

  it('costs each quantity as typed, and names the ones typed wrong', () => {
    const lines = recipeLinesOf(saved);
    lines[0] = { ...lines[0]!, quantityText: '40' };
    lines[1] = { ...lines[1]!, quantityText: '0' };
    expect(readRecipe(lines)).toMatchObject({
      costCents: 600,
      problems: { p2: 'serviceRecipe.problems.quantityRange' },
      valid: false,
    });
  });

  it('leaves the margin of the price less the products', () => {
    expect(marginOf(8_000, 550)).toEqual({ marginCents: 7_450, percent: 93.1 });
    expect(marginOf(0, 550)).toEqual({ marginCents: -550, percent: null });
  });
});
