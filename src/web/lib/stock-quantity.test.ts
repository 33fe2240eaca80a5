import { describe, expect, it } from 'vitest';
import '../i18n/back-office.ts';
import { formatQuantity, formatStockNumber, unitSymbol } from './stock-quantity.ts';

describe("a product's quantities", () => {
  it('are written as the language writes numbers, signed when asked', () => {
    expect(formatStockNumber(1250, 'pt-BR')).toBe('1.250');
    expect(formatStockNumber(1250, 'en-US')).toBe('1,250');
    expect(formatStockNumber(12, 'pt-BR', true)).toBe('+12');
    expect(formatStockNumber(-3, 'pt-BR')).toBe('−3');
    expect(formatStockNumber(0, 'pt-BR', true)).toBe('0');
  });

  it('carry the unit of the product in each language', () => {
    expect(formatQuantity(12, 'unit', 'pt-BR')).toBe('12 un');
    expect(formatQuantity(450, 'ml', 'pt-BR')).toBe('450 ml');
    expect(formatQuantity(300, 'g', 'pt-BR')).toBe('300 g');
    expect(formatQuantity(1, 'unit', 'en-US')).toBe('1 unit');
    expect(formatQuantity(12, 'unit', 'en-US')).toBe('12 units');
    expect(formatQuantity(-2, 'unit', 'en-US', { signed: true })).toBe('−2 units');
    expect(formatQuantity(1500, 'ml', 'en-US', { signed: true })).toBe('+1,500 ml');
    expect(unitSymbol('unit', 'pt-BR')).toBe('un');
    expect(unitSymbol('g', 'en-US')).toBe('g');
  });
});
