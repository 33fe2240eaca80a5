import { describe, expect, it } from 'vitest';
import { matchingPreset, periodProblem, presetPeriod, readPeriod, writePeriod } from './report-period.ts';

describe('presetPeriod', () => {
  it('runs this month and this year up to today', () => {
    expect(presetPeriod('thisMonth', '2025-03-15')).toEqual({ from: '2025-03-01', to: '2025-03-15' });
    expect(presetPeriod('thisYear', '2025-03-15')).toEqual({ from: '2025-01-01', to: '2025-03-15' });
  });

  it('takes the whole of last month, across a year and in a leap February', () => {
    expect(presetPeriod('lastMonth', '2025-01-10')).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(presetPeriod('lastMonth', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetPeriod('lastMonth', '2025-03-01')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
  });

  it('counts the last 30 days with today as the 30th', () => {
    expect(presetPeriod('last30Days', '2025-03-15')).toEqual({ from: '2025-02-14', to: '2025-03-15' });
    expect(presetPeriod('last30Days', '2025-01-05')).toEqual({ from: '2024-12-07', to: '2025-01-05' });
  });

  it('names the preset a period is', () => {
    expect(matchingPreset({ from: '2025-02-01', to: '2025-02-28' }, '2025-03-15')).toBe('lastMonth');
    expect(matchingPreset({ from: '2025-02-01', to: '2025-02-27' }, '2025-03-15')).toBeNull();
  });
});

describe('periodProblem', () => {
  it('accepts up to 366 days, both ends included', () => {
    expect(periodProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('tooLong');
    expect(periodProblem({ from: '2025-05-05', to: '2025-05-05' })).toBeNull();
  });

  it('refuses an end before the start and dates that are not days', () => {
    expect(periodProblem({ from: '2025-05-05', to: '2025-05-04' })).toBe('endBeforeStart');
    expect(periodProblem({ from: '', to: '2025-05-04' })).toBe('invalidDate');
    expect(periodProblem({ from: '2025-02-30', to: '2025-03-04' })).toBe('invalidDate');
  });
});

describe('the period in the address', () => {
  it('is this month when the address names none, and as typed otherwise', () => {
    expect(readPeriod(new URLSearchParams(''), '2025-03-15')).toEqual({ from: '2025-03-01', to: '2025-03-15' });
    expect(readPeriod(new URLSearchParams('de=2025-01-01&ate=2025-01-31'), '2025-03-15')).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
    });
    expect(readPeriod(new URLSearchParams('de=2025-01-01'), '2025-03-15')).toEqual({ from: '2025-01-01', to: '' });
  });

  it('is written keeping the rest of the address', () => {
    expect(writePeriod(new URLSearchParams('x=1'), { from: '2025-01-01', to: '2025-01-31' }).toString()).toBe(
      'x=1&de=2025-01-01&ate=2025-01-31',
    );
  });
});
