import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  isLocalDate,
  localDateTimeOf,
  minutesToTime,
  startOfWeek,
  timeToMinutes,
  todayIn,
  weekdayOf,
  zonedDateTime,
} from './local-date.ts';

describe('local dates', () => {
  it('counts days and months on the calendar', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-03-15', -3)).toBe('2024-12-15');
    expect(weekdayOf('2025-06-10')).toBe(2);
    expect(startOfWeek('2025-06-10')).toBe('2025-06-08');
    expect(startOfWeek('2025-06-08')).toBe('2025-06-08');
  });

  it('recognises real days only', () => {
    expect(isLocalDate('2025-02-28')).toBe(true);
    expect(isLocalDate('2025-02-29')).toBe(false);
    expect(isLocalDate('2025-2-1')).toBe(false);
    expect(isLocalDate(null)).toBe(false);
  });

  it('reads and writes times of day', () => {
    expect(minutesToTime(9 * 60 + 5)).toBe('09:05');
    expect(timeToMinutes('10:15')).toBe(615);
    expect(timeToMinutes('24:00')).toBeNull();
  });

  it('keeps 09:00 at 09:00 local across both DST changes of New York', () => {
    for (const date of ['2025-03-09', '2025-11-02']) {
      const instant = zonedDateTime(date, 9 * 60, 'America/New_York');
      expect(localDateTimeOf(instant.toISOString(), 'America/New_York')).toEqual({ date, minutes: 540 });
      // An ISO string with the zone's offset, as the API takes it.
      expect(instant.toISOString()).toMatch(date === '2025-03-09' ? /T09:00:00\.000-04:00$/ : /T09:00:00\.000-05:00$/);
    }
  });

  it('keeps 09:00 at 09:00 in São Paulo, also on the days it once changed its clocks', () => {
    for (const date of ['2018-11-04', '2019-02-17', '2025-06-10']) {
      const instant = zonedDateTime(date, 9 * 60, 'America/Sao_Paulo');
      expect(localDateTimeOf(instant, 'America/Sao_Paulo')).toEqual({ date, minutes: 540 });
    }
  });

  it('tells the business day, not the browser day', () => {
    // 02:30 UTC on 11 June is still 10 June in São Paulo and already 11 June in Tokyo.
    const now = new Date('2025-06-11T02:30:00Z');
    expect(todayIn('America/Sao_Paulo', now)).toBe('2025-06-10');
    expect(todayIn('Asia/Tokyo', now)).toBe('2025-06-11');
  });
});
