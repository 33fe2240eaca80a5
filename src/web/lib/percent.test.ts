import { describe, expect, it } from 'vitest';
import { basisPointsToInput, formatBasisPoints, parsePercentInput } from './percent.ts';

describe('a typed percentage discount', () => {
  it('reads whole and decimal percentages, either separator, with or without the sign, into basis points', () => {
    expect(parsePercentInput('10')).toBe(1_000);
    expect(parsePercentInput('12,5')).toBe(1_250);
    expect(parsePercentInput('12.5 %')).toBe(1_250);
    expect(parsePercentInput('0,01')).toBe(1);
    expect(parsePercentInput('100')).toBe(10_000);
    expect(parsePercentInput('7,')).toBe(700);
  });

  it('refuses what is not a percentage of the bill', () => {
    for (const text of ['', 'dez', '100,01', '150', '1,234', '-5', '1.2.3']) expect(parsePercentInput(text)).toBeNull();
  });

  it('writes basis points back as the language does', () => {
    expect(basisPointsToInput(1_250, 'pt-BR')).toBe('12,5');
    expect(basisPointsToInput(1_000, 'en-US')).toBe('10');
    expect(formatBasisPoints(1_000, 'en-US')).toBe('10%');
  });
});
