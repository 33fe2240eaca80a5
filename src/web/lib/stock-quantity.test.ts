import { describe, expect, it } from 'vitest';
import { formatQuantity, unitSymbol } from './stock-quantity.ts';

describe('a quantity in its unit', () => {
  it('is written the language’s way, with the unit’s word', () => {
    expect(formatQuantity(1_250, 'ml', 'pt-BR')).toBe('1.250 ml');
    expect(formatQuantity(3, 'unit', 'pt-BR')).toBe('3 un');
    expect(formatQuantity(1_250, 'g', 'en-US')).toBe('1,250 g');
    expect(formatQuantity(1, 'unit', 'en-US')).toBe('1 unit');
    expect(formatQuantity(-2, 'unit', 'en-US')).toBe('-2 units');
  });

  it('writes a change with its sign, and the unit beside a field', () => {
    expect(formatQuantity(12, 'unit', 'pt-BR', { signed: true })).toBe('+12 un');
    expect(formatQuantity(-1, 'unit', 'en-US', { signed: true })).toBe('-1 unit');
    expect(formatQuantity(1_500, 'ml', 'en-US', { signed: true })).toBe('+1,500 ml');
    expect(formatQuantity(0, 'g', 'pt-BR', { signed: true })).toBe('0 g');
    expect([unitSymbol('unit', 'pt-BR'), unitSymbol('unit', 'en-US'), unitSymbol('g', 'en-US')]).toEqual([
      'un',
      'units',
      'g',
    ]);
  });
});
