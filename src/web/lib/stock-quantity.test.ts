import { describe, expect, it } from 'vitest';
import { formatQuantity } from './stock-quantity.ts';

describe('a quantity in its unit', () => {
  it('is written the language’s way, with the unit’s word', () => {
    expect(formatQuantity(1_250, 'ml', 'pt-BR')).toBe('1.250 ml');
    expect(formatQuantity(3, 'unit', 'pt-BR')).toBe('3 un');
    expect(formatQuantity(1_250, 'g', 'en-US')).toBe('1,250 g');
    expect(formatQuantity(1, 'unit', 'en-US')).toBe('1 unit');
    expect(formatQuantity(-2, 'unit', 'en-US')).toBe('-2 units');
  });
});
