import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  formatClock,
  formatDateField,
  formatDay,
  formatFullDay,
  formatLongDay,
  formatMoment,
  formatMonthYear,
  formatTime,
  formatWhen,
  isLocalDate,
  localDateOf,
  localDateTimeOf,
  localMinutesOf,
  minutesToTime,
  monthWeeks,
  parseDateField,
  sameClock,
  startOfMonth,
  startOfWeek,
  timesOfDay,
  timeToMinutes,
  weekdayNames,
  weekdayOf,
  zonedDateTime,
} from './local-date.ts';

describe('calendar days', () => {
  it('counts days and months on the calendar', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-03-08', 2)).toBe('2025-03-10');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-03-15', -3)).toBe('2024-12-15');
    expect(daysBetween('2025-03-01', '2025-04-01')).toBe(31);
    expect(daysBetween('2025-04-01', '2025-03-01')).toBe(-31);
    expect(weekdayOf('2025-06-10')).toBe(2);
    expect(startOfWeek('2025-06-10')).toBe('2025-06-08');
    expect(startOfWeek('2025-06-08')).toBe('2025-06-08');
    expect(startOfMonth('2025-06-10')).toBe('2025-06-01');
  });

  it('recognises real days only', () => {
    expect(isLocalDate('2025-02-28')).toBe(true);
    expect(isLocalDate('2025-02-29')).toBe(false);
    expect(isLocalDate('2025-2-1')).toBe(false);
    expect(isLocalDate(null)).toBe(false);
  });

  it('reads and writes times of day', () => {
    expect(minutesToTime(0)).toBe('00:00');
    expect(minutesToTime(9 * 60 + 5)).toBe('09:05');
    expect(minutesToTime(23 * 60 + 45)).toBe('23:45');
    expect(timeToMinutes('10:15')).toBe(615);
    expect(timeToMinutes('24:00')).toBeNull();
  });
});

describe("the business's clock", () => {
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
    expect(localDateOf(now, 'America/Sao_Paulo')).toBe('2025-06-10');
    expect(localDateOf(now, 'Asia/Tokyo')).toBe('2025-06-11');
    expect(localMinutesOf(now, 'America/Sao_Paulo')).toBe(23 * 60 + 30);
    // New York moves to daylight time on 9 March 2025 at 02:00.
    expect(localDateOf('2025-03-09T04:30:00.000Z', 'America/New_York')).toBe('2025-03-08');
  });

  it('tells zones with the same clock apart from zones with another', () => {
    const now = new Date('2025-06-11T12:00:00.000Z');
    expect(sameClock('America/Sao_Paulo', 'America/Sao_Paulo', now)).toBe(true);
    expect(sameClock('America/Sao_Paulo', 'America/Bahia', now)).toBe(true);
    expect(sameClock('America/Sao_Paulo', 'Europe/Lisbon', now)).toBe(false);
    expect(sameClock('Europe/Lisbon', 'Europe/London', now)).toBe(true);
    // Same clock in June, not after London's clocks go back in October.
    expect(sameClock('Europe/London', 'Africa/Casablanca', new Date('2025-06-20T12:00:00Z'))).toBe(false);
    expect(sameClock('Europe/Lisbon', 'Not/A_Zone', now)).toBe(false);
  });
});

describe('days and times as the language writes them', () => {
  it("writes an instant's time on the business's clock", () => {
    expect(formatTime('2025-03-09T13:00:00.000Z', 'America/New_York', 'en-US')).toBe('9:00 AM');
    expect(formatTime('2025-03-08T14:00:00.000Z', 'America/New_York', 'en-US')).toBe('9:00 AM');
    expect(formatTime('2025-06-11T12:00:00.000Z', 'America/Sao_Paulo', 'pt-BR')).toBe('09:00');
  });

  it('writes wall-clock times, days and weekday names in the language', () => {
    expect(formatClock('18:30', 'pt-BR')).toBe('18:30');
    expect(formatClock('18:30', 'en-US')).toBe('6:30 PM');
    expect(weekdayNames('pt-BR')[1]).toBe('Segunda-feira');
    expect(weekdayNames('en-US')[0]).toBe('Sunday');
    expect(formatDay('2025-06-16', 'pt-BR', { day: 'numeric', month: 'short' })).toBe('16 de jun.');
    expect(formatLongDay('2025-06-16', 'pt-BR')).toBe('Segunda-feira, 16 de junho');
    expect(formatLongDay('2025-06-16', 'pt-BR', false)).toBe('segunda-feira, 16 de junho');
  });

  it("writes a booking's day and times on the business's clock", () => {
    const [startsAt, endsAt] = ['2025-06-16T12:00:00.000Z', '2025-06-16T12:30:00.000Z'];
    expect(formatWhen(startsAt, endsAt, 'America/Sao_Paulo', 'pt-BR')).toBe('Segunda-feira, 16 de junho, 09:00–09:30');
    expect(formatWhen(startsAt, endsAt, 'America/New_York', 'en-US', false)).toBe('Monday, June 16, 8:00 AM–8:30 AM');
    expect(formatMoment(startsAt, 'America/Sao_Paulo', 'pt-BR', false)).toBe('segunda-feira, 16 de junho, 09:00');
  });
});

describe("date and time fields in the app's language", () => {
  const days = fc
    .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
  const languages = fc.constantFrom('pt-BR', 'en-US');

  it('writes a day as each language does, whatever the browser speaks', () => {
    expect(formatDateField('2026-11-27', 'pt-BR')).toBe('27/11/2026');
    expect(formatDateField('2026-11-27', 'en-US')).toBe('11/27/2026');
    expect(formatDateField('2026-03-02', 'pt-BR')).toBe('02/03/2026');
    expect(formatMonthYear('2026-11-27', 'pt-BR')).toBe('Novembro de 2026');
    expect(formatMonthYear('2026-11-27', 'en-US')).toBe('November 2026');
    expect(formatFullDay('2026-11-27', 'pt-BR')).toBe('sexta-feira, 27 de novembro de 2026');
    expect(formatFullDay('2026-11-27', 'en-US')).toBe('Friday, November 27, 2026');
  });

  it('reads a typed day in the order of the language, as digits, or as ISO', () => {
    expect(parseDateField('27/11/2026', 'pt-BR')).toBe('2026-11-27');
    expect(parseDateField('11/27/2026', 'en-US')).toBe('2026-11-27');
    expect(parseDateField(' 2.3.2026 ', 'pt-BR')).toBe('2026-03-02');
    expect(parseDateField('2-3-2026', 'en-US')).toBe('2026-02-03');
    expect(parseDateField('27112026', 'pt-BR')).toBe('2026-11-27');
    expect(parseDateField('11272026', 'en-US')).toBe('2026-11-27');
    expect(parseDateField('2026-11-27', 'en-US')).toBe('2026-11-27');
  });

  it('reads no day from what is not one', () => {
    expect(parseDateField('', 'pt-BR')).toBeNull();
    expect(parseDateField('27/11/202', 'pt-BR')).toBeNull();
    expect(parseDateField('27/11/26', 'pt-BR')).toBeNull();
    expect(parseDateField('27/11/0999', 'pt-BR')).toBeNull();
    expect(parseDateField('11/27/2026', 'pt-BR')).toBeNull();
    expect(parseDateField('27/11/2026', 'en-US')).toBeNull();
    expect(parseDateField('29/02/2025', 'pt-BR')).toBeNull();
    expect(parseDateField('1/2/3/2026', 'pt-BR')).toBeNull();
    expect(parseDateField('ab/cd/2026', 'en-US')).toBeNull();
  });

  it('reads back every day it writes, in both languages', () => {
    fc.assert(
      fc.property(days, languages, (day, language) => parseDateField(formatDateField(day, language), language) === day),
    );
  });

  it('reads the day of any digits it accepts as a real day only', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,2}\/\d{1,2}\/\d{4}$/), languages, (text, language) => {
        const day = parseDateField(text, language);
        return day === null || (isLocalDate(day) && parseDateField(formatDateField(day, language), language) === day);
      }),
    );
  });

  it('lays a month out in whole weeks from Sunday', () => {
    const weeks = monthWeeks('2026-11-27');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-11-01');
    expect(weeks.at(-1)?.at(-1)).toBe('2026-12-05');
    // February 2026 starts on a Sunday and fills four weeks exactly.
    expect(monthWeeks('2026-02-10').flat()).toHaveLength(28);
    fc.assert(
      fc.property(days, (day) => {
        const all = monthWeeks(day).flat();
        return (
          all.includes(day) &&
          weekdayOf(all[0] ?? '') === 0 &&
          all.every((each, index) => index === 0 || daysBetween(all[index - 1] ?? '', each) === 1) &&
          all.filter((each) => each.slice(0, 7) === day.slice(0, 7)).length ===
            daysBetween(startOfMonth(day), addMonths(startOfMonth(day), 1))
        );
      }),
    );
  });

  it('offers the times of a day at a step, with the current one in its place', () => {
    expect(timesOfDay(15)).toHaveLength(96);
    expect(timesOfDay(15).slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(timesOfDay(300 / 60).at(-1)).toBe('23:55');
    expect(timesOfDay(15, '09:10').slice(36, 39)).toEqual(['09:00', '09:10', '09:15']);
    expect(timesOfDay(15, '')).toHaveLength(96);
    fc.assert(
      fc.property(fc.constantFrom(5, 10, 15, 30, 60), fc.integer({ min: 0, max: 24 * 60 - 1 }), (step, minutes) => {
        const times = timesOfDay(step, minutesToTime(minutes));
        return (
          times.includes(minutesToTime(minutes)) &&
          times.every((time, index) => index === 0 || (times[index - 1] ?? '') < time)
        );
      }),
    );
  });
});

describe('whatever zone the browser or the server runs in', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  // Kiritimati is UTC+14 and Pago Pago UTC−11: UTC noon falls on another day there, so a day read
  // on the machine's own clock would be off by one.
  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Sao_Paulo'])(
    'counts and writes the same days in %s',
    (zone) => {
      process.env.TZ = zone;
      // The machine's clock did change: the checks below run on it.
      expect(new Date(Date.UTC(2025, 0, 1, 12)).getDate()).toBe(zone === 'Pacific/Kiritimati' ? 2 : 1);
      expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
      expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
      expect(startOfWeek('2025-06-10')).toBe('2025-06-08');
      expect(isLocalDate('2025-06-10')).toBe(true);
      expect(minutesToTime(9 * 60 + 5)).toBe('09:05');
      expect(localDateTimeOf('2025-06-11T02:30:00Z', 'America/Sao_Paulo')).toEqual({
        date: '2025-06-10',
        minutes: 23 * 60 + 30,
      });
      expect(zonedDateTime('2025-06-10', 9 * 60, 'America/Sao_Paulo').toISOString()).toMatch(
        /^2025-06-10T09:00:00\.000-03:00$/,
      );
      expect(formatLongDay('2025-06-16', 'en-US')).toBe('Monday, June 16');
    },
  );
});
