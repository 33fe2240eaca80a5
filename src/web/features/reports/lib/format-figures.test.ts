import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent, formatShortDate } from './format-figures.ts';

describe('the report figures', () => {
  it('write a percentage with one decimal at most, in the language', () => {
    expect(formatPercent(87.5, 'pt-BR')).toBe('87,5%');
    expect(formatPercent(87.5, 'en-US')).toBe('87.5%');
    expect(formatPercent(40, 'en-US')).toBe('40%');
    expect(formatPercent(null, 'pt-BR')).toBe('—');
  });

  it('write counts and days as the language does', () => {
    expect(formatCount(1234, 'pt-BR')).toBe('1.234');
    expect(formatCount(1234, 'en-US')).toBe('1,234');
    expect(formatShortDate('2025-05-01', 'pt-BR')).toBe('01/05/2025');
    expect(formatShortDate('2025-05-01', 'en-US')).toBe('05/01/2025');
  });
});
