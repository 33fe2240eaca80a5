import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from './trial-days-left.ts';

describe('trialDaysLeft', () => {
  const now = new Date('2025-03-10T12:00:00Z');

  it('rounds partial days up', () => {
    expect(trialDaysLeft(new Date('2025-03-17T12:00:00Z'), now)).toBe(7);
    expect(trialDaysLeft(new Date('2025-03-10T13:00:00Z'), now)).toBe(1);
  });

  it('is 0 once the trial has ended', () => {
    expect(trialDaysLeft(new Date('2025-03-10T12:00:00Z'), now)).toBe(0);
    expect(trialDaysLeft(new Date('2025-03-01T00:00:00Z'), now)).toBe(0);
  });
});
