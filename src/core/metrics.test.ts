import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from './local-date.ts';
import {
  averageTicketCents,
  datesOf,
  lastDays,
  monthPeriod,
  occupancy,
  previousPeriod,
  revenueByWeek,
  successRate,
  weekStartOf,
  wholeMonthsIn,
  workingMinutesIn,
  workingMinutesOnWeekday,
} from './metrics.ts';

describe('periods', () => {
  it('"last 30 days" ends today, today included, and the previous period has the same length', () => {
    const range = lastDays('2026-11-23', 30);
    expect(range).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(datesOf(range)).toHaveLength(30);
    expect(previousPeriod(range)).toEqual({ from: '2026-09-25', to: '2026-10-24' });
    expect(lastDays('2026-03-01', 1)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('crosses months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(monthPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthPeriod('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('splits a period into its whole months and the days at its edges', () => {
    expect(wholeMonthsIn({ from: '2025-11-23', to: '2026-11-23' })).toEqual({
      months: { from: '2025-12-01', to: '2026-10-01' },
      edges: [
        { from: '2025-11-23', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-23' },
      ],
    });
    expect(wholeMonthsIn({ from: '2026-10-01', to: '2026-10-31' })).toEqual({
      months: { from: '2026-10-01', to: '2026-10-01' },
      edges: [],
    });
    expect(wholeMonthsIn({ from: '2028-01-01', to: '2028-02-29' })).toEqual({
      months: { from: '2028-01-01', to: '2028-02-01' },
      edges: [],
    });
    expect(wholeMonthsIn({ from: '2026-01-01', to: '2026-11-23' })).toEqual({
      months: { from: '2026-01-01', to: '2026-10-01' },
      edges: [{ from: '2026-11-01', to: '2026-11-23' }],
    });
    expect(wholeMonthsIn({ from: '2026-10-02', to: '2026-12-31' })).toEqual({
      months: { from: '2026-11-01', to: '2026-12-01' },
      edges: [{ from: '2026-10-02', to: '2026-10-31' }],
    });
    // No whole month inside: all edge.
    expect(wholeMonthsIn({ from: '2026-10-25', to: '2026-11-23' })).toEqual({
      months: null,
      edges: [{ from: '2026-10-25', to: '2026-11-23' }],
    });
    expect(wholeMonthsIn({ from: '2026-10-01', to: '2026-10-30' })).toEqual({
      months: null,
      edges: [{ from: '2026-10-01', to: '2026-10-30' }],
    });
    expect(wholeMonthsIn({ from: '2026-11-05', to: '2026-11-05' })).toEqual({
      months: null,
      edges: [{ from: '2026-11-05', to: '2026-11-05' }],
    });
  });

  it('knows the weekday and the Monday of a week', () => {
    expect(weekdayOf('2026-11-22')).toBe(0); // a Sunday
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
  });
});

describe('ratios', () => {
  it('success rate has one decimal and is null with nothing started', () => {
    expect(successRate(7, 8)).toBe(87.5);
    expect(successRate(2, 3)).toBe(66.7);
    expect(successRate(0, 0)).toBeNull();
  });

  it('average ticket is rounded to the cent', () => {
    expect(averageTicketCents(10_000, 3)).toBe(3333);
    expect(averageTicketCents(0, 0)).toBeNull();
  });

  it('occupancy is null without working time', () => {
    expect(occupancy(90, 480)).toBe(18.8);
    expect(occupancy(30, 0)).toBeNull();
  });
});

describe('revenue by week', () => {
  it('adds days up by Monday-started weeks, partial ones at the edges labelled by their first day', () => {
    const days = datesOf({ from: '2026-11-20', to: '2026-11-24' }).map((date, i) => ({
      date,
      revenueCents: (i + 1) * 100,
    }));
    expect(revenueByWeek(days)).toEqual([
      { weekStart: '2026-11-20', revenueCents: 100 + 200 + 300 },
      { weekStart: '2026-11-23', revenueCents: 400 + 500 },
    ]);
  });
});

describe('working minutes', () => {
  const hours = [
    { weekday: 1, start: '09:00', end: '18:00' },
    { weekday: 2, start: '09:00', end: '12:00' },
    { weekday: 2, start: '14:00', end: '18:00' },
  ];
  const breaks = [
    { weekday: null, start: '12:00', end: '13:00' },
    { weekday: 1, start: '12:30', end: '13:30' },
  ];

  it('takes breaks out of the hours, overlapping breaks counted once', () => {
    expect(workingMinutesOnWeekday(1, hours, breaks)).toBe(9 * 60 - 90);
    expect(workingMinutesOnWeekday(2, hours, breaks)).toBe(7 * 60);
    expect(workingMinutesOnWeekday(3, hours, breaks)).toBe(0);
  });

  it('adds the weekdays of the period up', () => {
    // 2026-11-23 is a Monday: two Mondays and two Tuesdays in these 9 days.
    expect(workingMinutesIn({ from: '2026-11-23', to: '2026-12-01' }, hours, breaks)).toBe(
      2 * (9 * 60 - 90) + 2 * 7 * 60,
    );
  });
});
