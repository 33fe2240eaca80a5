import { describe, expect, it } from 'vitest';
import { delayChoices, delayUnit } from './delay-choices.ts';

describe('the delay choices', () => {
  it('keeps a value set elsewhere among them, in order', () => {
    expect(delayChoices(2)).toEqual([0, 1, 2, 4, 8, 12, 24, 48, 72, 168]);
    expect(delayChoices(5)).toEqual([0, 1, 2, 4, 5, 8, 12, 24, 48, 72, 168]);
  });

  it('reads a delay in hours or whole days', () => {
    expect(delayUnit(0)).toEqual({ unit: 'now' });
    expect(delayUnit(1)).toEqual({ unit: 'hours', count: 1 });
    expect(delayUnit(36)).toEqual({ unit: 'hours', count: 36 });
    expect(delayUnit(48)).toEqual({ unit: 'days', count: 2 });
    expect(delayUnit(168)).toEqual({ unit: 'days', count: 7 });
  });
});
