import { describe, expect, it } from 'vitest';
import { formatAverage, formatShare } from './rating-format.ts';

describe('rating formats', () => {
  it('shows an average with one decimal in each language', () => {
    expect(formatAverage(4.8, 'pt-BR')).toBe('4,8');
    expect(formatAverage(4.8, 'en-US')).toBe('4.8');
    expect(formatAverage(5, 'pt-BR')).toBe('5,0');
    expect(formatAverage(3.25, 'en-US')).toBe('3.3');
  });

  it('shows a share given in percent', () => {
    expect(formatShare(87.5, 'pt-BR')).toBe('87,5%');
    expect(formatShare(87.5, 'en-US')).toBe('87.5%');
    expect(formatShare(100, 'pt-BR')).toBe('100%');
    expect(formatShare(0, 'en-US')).toBe('0%');
  });
});
