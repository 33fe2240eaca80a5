import { describe, expect, it } from 'vitest';
import {
  formatAxisDay,
  formatChangeAmount,
  formatCompactMoney,
  formatRate,
  formatShortDay,
  parseRange,
  revenueSeries,
} from './dashboard-format.ts';

describe('parseRange', () => {
  it('reads 30, 60 and 90 and falls back to 30 for anything else', () => {
    expect(parseRange('60')).toBe(60);
    expect(parseRange('90')).toBe(90);
    expect(parseRange('30')).toBe(30);
    expect(parseRange(null)).toBe(30);
    expect(parseRange('45')).toBe(30);
    expect(parseRange('60 ')).toBe(30);
  });
});

describe('the formats of the figures', () => {
  it('write money on an axis short, in the interface language', () => {
    expect(formatCompactMoney(123_456, 'BRL', 'pt-BR')).toBe('R$ 1,2 mil');
    expect(formatCompactMoney(123_456, 'USD', 'en-US')).toBe('$1.2K');
    expect(formatCompactMoney(0, 'BRL', 'pt-BR')).toBe('R$ 0');
  });

  it('write days short in the interface language', () => {
    expect(formatAxisDay('2025-06-03', 'pt-BR')).toBe('03/06');
    expect(formatAxisDay('2025-06-03', 'en-US')).toBe('06/03');
    expect(formatShortDay('2025-06-03', 'pt-BR')).toBe('3 de jun.');
    expect(formatShortDay('2025-06-03', 'en-US')).toBe('Jun 3');
  });

  it('write a rate with one decimal and a change without trailing zeros', () => {
    expect(formatRate(87.5, 'pt-BR')).toBe('87,5%');
    expect(formatRate(100, 'en-US')).toBe('100.0%');
    expect(formatChangeAmount(12.5, 'pt-BR')).toBe('12,5');
    expect(formatChangeAmount(8, 'en-US')).toBe('8');
  });
});

describe('revenueSeries', () => {
  const revenueByDay = [{ date: '2025-06-01', revenueCents: 100 }];
  const revenueByWeek = [{ weekStart: '2025-05-26', revenueCents: 700 }];

  it('goes by day over 30 days and by week over 60 and 90', () => {
    expect(revenueSeries({ range: 30, revenueByDay, revenueByWeek })).toEqual({ by: 'day', points: revenueByDay });
    expect(revenueSeries({ range: 90, revenueByDay, revenueByWeek })).toEqual({
      by: 'week',
      points: [{ date: '2025-05-26', revenueCents: 700 }],
    });
  });
});
