import { TZDate, tzOffset } from '@date-fns/tz';
import { clockFormat, dateTimeFormat, uses12Hours } from '../../core/clock.ts';
import {
  addDays,
  addMonths,
  isLocalDate,
  localDateOf,
  startOfMonth,
  startOfWeek,
  utcNoon,
  type LocalDate,
} from '../../core/local-date.ts';
import { minutesOfDay, minutesToTime, timeToMinutes } from '../../core/time-of-day.ts';
import { weekdayName } from './weekdays.ts';

/*
 * Days and times on the business's clock, never the browser's, for the schedule and the public
 * booking page alike, as the language writes them. The clock's rules are the e-mails' too, and the
 * days' and times' arithmetic is the server's: they live in core (clock.ts, local-date.ts,
 * time-of-day.ts) and are used from here. `zonedDateTime` alone, which the booking page does not
 * use, brings in the full TZDate.
 */
export { clockFormat, dateTimeFormat, uses12Hours };
export {
  addDays,
  addMonths,
  daysBetween,
  isLocalDate,
  localDateOf,
  localDateTimeOf,
  localMinutesOf,
  monthOf,
  startOfMonth,
  startOfWeek,
  utcNoon,
  weekdayOf,
  type LocalDate,
} from '../../core/local-date.ts';
export { minutesToTime, timeToMinutes } from '../../core/time-of-day.ts';

const DAY_MS = 86_400_000;

/** The instant at `minutes` past local midnight of `date` in `timeZone`; its ISO string carries the zone's offset. */
export function zonedDateTime(date: LocalDate, minutes: number, timeZone: string): TZDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, 0, minutes, timeZone);
}

/** The browser's own time zone, when it tells. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Whether two zones read the same clock now and for the coming months (the names may differ). */
export function sameClock(zoneA: string, zoneB: string, from: Date): boolean {
  if (zoneA === zoneB) return true;
  // Every 15 days for a year catches a DST change in either zone; an unknown zone's offset is NaN.
  for (let day = 0; day <= 365; day += 15) {
    const instant = new Date(from.getTime() + day * DAY_MS);
    if (tzOffset(zoneA, instant) !== tzOffset(zoneB, instant)) return false;
  }
  return true;
}

/** 'Segunda-feira': to start a heading or a value, not inside a sentence. */
export function capitalise(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** 'seg., 16 de jun.' and the like: a day as the language writes it. */
export function formatDay(date: LocalDate, language: string, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(utcNoon(date));
}

/** 'Segunda-feira, 16 de junho': capitalised to start a heading or a value, not inside a sentence. */
export function formatLongDay(date: LocalDate, language: string, capitalised = true): string {
  const text = formatDay(date, language, { weekday: 'long', day: 'numeric', month: 'long' });
  return capitalised ? capitalise(text, language) : text;
}

/** An instant's time on the business's clock: '09:30' in pt-BR, '9:30 AM' in en-US. */
export function formatTime(instant: Date | string, timeZone: string, language: string): string {
  return clockFormat(language, timeZone).format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** A wall-clock 'HH:MM' (opening hours) as the language writes it. */
export function formatClock(time: string, language: string): string {
  return formatTime(new Date(Date.UTC(2024, 0, 1, 0, minutesOfDay(time))), 'UTC', language);
}

/** Weekday names from Sunday, as the language writes them to start a line ('Domingo', 'Sunday'). */
export function weekdayNames(language: string): string[] {
  return Array.from({ length: 7 }, (_, weekday) => weekdayName(weekday, language));
}

/** 'Segunda-feira, 16 de junho, 09:00–09:30': a booking's day and times on the business's clock. */
export function formatWhen(
  startsAt: string,
  endsAt: string,
  timeZone: string,
  language: string,
  capitalised = true,
): string {
  return `${formatLongDay(localDateOf(startsAt, timeZone), language, capitalised)}, ${formatTime(startsAt, timeZone, language)}–${formatTime(endsAt, timeZone, language)}`;
}

/** 'Segunda-feira, 16 de junho, 09:00': one moment on the business's clock. */
export function formatMoment(instant: string, timeZone: string, language: string, capitalised = true): string {
  return `${formatLongDay(localDateOf(instant, timeZone), language, capitalised)}, ${formatTime(instant, timeZone, language)}`;
}

/*
 * Date fields write and read days in the app's language, not the browser's: the browser's own
 * date input follows the browser's locale whatever language the app is in.
 */

const FIELD_PARTS: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** A day as a date field shows it: '27/11/2026' in pt-BR, '11/27/2026' in en-US. */
export function formatDateField(date: LocalDate, language: string): string {
  return formatDay(date, language, FIELD_PARTS);
}

/** The order the language writes a day's parts in: day, month, year in pt-BR; month, day, year in en-US. */
function fieldOrder(language: string): Array<'day' | 'month' | 'year'> {
  return dateTimeFormat(language, { ...FIELD_PARTS, timeZone: 'UTC' })
    .formatToParts(utcNoon('2026-11-27'))
    .flatMap((part) => (part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : []));
}

/**
 * What a person typed in a date field, as a day: in the language's order with any of / . - or
 * spaces between the parts ('27/11/2026', '27.11.2026', '2/3/2026'), as eight digits ('27112026',
 * as a phone's number pad types it), or as ISO ('2026-11-27', as pasted). Null when it is no real day.
 */
export function parseDateField(text: string, language: string): LocalDate | null {
  const trimmed = text.trim();
  if (/^\d{4}-/.test(trimmed)) return isLocalDate(trimmed) ? trimmed : null;
  const order = fieldOrder(language);
  let numbers = trimmed.split(/[\s./-]+/);
  if (/^\d{8}$/.test(trimmed)) {
    let at = 0;
    numbers = order.map((part) => trimmed.slice(at, (at += part === 'year' ? 4 : 2)));
  }
  if (numbers.length !== 3 || numbers.some((number) => !/^\d+$/.test(number))) return null;
  const value = { day: '', month: '', year: '' };
  order.forEach((part, index) => (value[part] = numbers[index] ?? ''));
  if (!/^[1-9]\d{3}$/.test(value.year) || value.month.length > 2 || value.day.length > 2) return null;
  const date = `${value.year}-${value.month.padStart(2, '0')}-${value.day.padStart(2, '0')}`;
  return isLocalDate(date) ? date : null;
}

/** 'Novembro de 2026', 'November 2026': the heading of a month's calendar. */
export function formatMonthYear(date: LocalDate, language: string): string {
  return capitalise(formatDay(date, language, { month: 'long', year: 'numeric' }), language);
}

/** 'sexta-feira, 27 de novembro de 2026': a day in full, as a calendar's day is read out. */
export function formatFullDay(date: LocalDate, language: string): string {
  return formatDay(date, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** The weeks (Sunday first) a calendar of `date`'s month shows, with the days of the months around it that fill them. */
export function monthWeeks(date: LocalDate): LocalDate[][] {
  const next = startOfMonth(addMonths(startOfMonth(date), 1));
  const weeks: LocalDate[][] = [];
  for (let sunday = startOfWeek(startOfMonth(date)); sunday < next; sunday = addDays(sunday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, weekday) => addDays(sunday, weekday)));
  }
  return weeks;
}

/** The times of a day every `stepMinutes` from midnight, 'HH:MM'; `current` among them, in its place, when it falls between. */
export function timesOfDay(stepMinutes: number, current?: string): string[] {
  const times = Array.from({ length: Math.ceil((24 * 60) / stepMinutes) }, (_, index) =>
    minutesToTime(index * stepMinutes),
  );
  if (current && timeToMinutes(current) !== null && !times.includes(current)) {
    times.push(current);
    times.sort();
  }
  return times;
}
