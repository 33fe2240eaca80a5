import { describe, expect, it } from 'vitest';
import { percentChange, pointsChange } from './period-change.ts';

describe('percentChange', () => {
  it('gives the rise in percent of the previous period, one decimal, good when more is better', () => {
    expect(percentChange(150, 100)).toEqual({
      kind: 'change',
      direction: 'up',
      amount: 50,
      unit: 'percent',
      tone: 'good',
    });
    expect(percentChange(2, 3)).toEqual({
      kind: 'change',
      direction: 'down',
      amount: 33.3,
      unit: 'percent',
      tone: 'bad',
    });
    expect(percentChange(0, 7)).toEqual({
      kind: 'change',
      direction: 'down',
      amount: 100,
      unit: 'percent',
      tone: 'bad',
    });
  });

  it('reads a rise as bad and a fall as good for figures such as cancellations', () => {
    expect(percentChange(6, 4, { upIsGood: false })).toMatchObject({ direction: 'up', amount: 50, tone: 'bad' });
    expect(percentChange(3, 4, { upIsGood: false })).toMatchObject({ direction: 'down', amount: 25, tone: 'good' });
  });

  it('calls an unchanged figure flat and neutral, also when the change rounds to 0.0 %', () => {
    expect(percentChange(12, 12)).toEqual({
      kind: 'change',
      direction: 'flat',
      amount: 0,
      unit: 'percent',
      tone: 'neutral',
    });
    expect(percentChange(100_001, 100_000, { upIsGood: false })).toMatchObject({ direction: 'flat', tone: 'neutral' });
  });

  it('has nothing to compare with when the previous period was 0', () => {
    expect(percentChange(5, 0)).toEqual({ kind: 'noPrevious' });
    expect(percentChange(0, 0)).toEqual({ kind: 'noPrevious' });
  });
});

describe('pointsChange', () => {
  it('gives the difference of two rates in percentage points, one decimal', () => {
    expect(pointsChange(88, 80)).toEqual({ kind: 'change', direction: 'up', amount: 8, unit: 'points', tone: 'good' });
    expect(pointsChange(75.5, 87.25)).toEqual({
      kind: 'change',
      direction: 'down',
      amount: 11.8,
      unit: 'points',
      tone: 'bad',
    });
    expect(pointsChange(90, 90)).toMatchObject({ direction: 'flat', amount: 0, tone: 'neutral' });
  });

  it('compares a rate with a previous 0 % (that is a rate), but not with no rate at all', () => {
    expect(pointsChange(50, 0)).toMatchObject({ direction: 'up', amount: 50, unit: 'points' });
    expect(pointsChange(50, null)).toEqual({ kind: 'noPrevious' });
  });

  it('has no change to show when this period has no rate', () => {
    expect(pointsChange(null, 80)).toEqual({ kind: 'noCurrent' });
    expect(pointsChange(null, null)).toEqual({ kind: 'noCurrent' });
  });
});
