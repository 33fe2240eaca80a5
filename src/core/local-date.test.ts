import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, endOfMonth, localDateOf, startOfWeek, weekdayOf } from './local-date.ts';

describe('days on the business clock', () => {
  it('starts a week on Sunday, or on Monday when asked', () => {
    expect(startOfWeek('2026-11-22')).toBe('2026-11-22'); // a Sunday
    expect(startOfWeek('2026-11-28')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-22', 1)).toBe('2026-11-16');
    expect(startOfWeek('2026-11-23', 1)).toBe('2026-11-23');
    expect(startOfWeek('2027-01-01', 1)).toBe('2026-12-28');
  });

  it('knows the last day of a month, leap years included', () => {
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2026-02-01')).toBe('2026-02-28');
    expect(endOfMonth('2026-12-31')).toBe('2026-12-31');
  });

  it('counts across the days the clocks change as across any other', () => {
    // São Paulo's last change and New York's: whole days, whatever the machine's own zone.
    expect(daysBetween('2019-02-16', '2019-02-18')).toBe(2);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(weekdayOf('2026-03-08')).toBe(0);
  });

  it('reads the day of an instant on the business clock', () => {
    const instant = new Date('2026-11-23T02:30:00Z');
    expect(localDateOf(instant, 'America/Sao_Paulo')).toBe('2026-11-22');
    expect(localDateOf(instant, 'Europe/Lisbon')).toBe('2026-11-23');
  });
});
