import { TZDate, TZDateMini, tzOffset } from '@date-fns/tz';
import { addDays as addDaysTo } from 'date-fns/addDays';
import { addMonths as addMonthsTo } from 'date-fns/addMonths';
import { lightFormat } from 'date-fns/lightFormat';
import { clockFormat, dateTimeFormat, uses12Hours } from '../../core/clock.ts';
import { weekdayName } from './weekdays.ts';

// The clock's rules are the e-mails' too: they live in core and are used from here as before.
export { clockFormat, dateTimeFormat, uses12Hours };

/*
 * Days and times on the business's clock (docs/booking.md), never the browser's, for the schedule and
 * the public booking page alike. A day is 'YYYY-MM-DD'; a time of day is minutes since local
 * midnight. Calendar arithmetic runs on UTC noon, where no time zone or DST change can move the
 * day, on dates whose getters read UTC (or the business's zone) whatever the browser's zone is:
 * date-fns then counts and writes them. The booking page carries this module, so it takes
 * TZDateMini (no formatting methods); `zonedDateTime` alone, which the booking page does not use,
 * brings in the full TZDate.
 */

/** A calendar day on the business's clock, 'YYYY-MM-DD'. */
export type LocalDate = string;

const DAY_MS = 86_400_000;

function parts(date: LocalDate): [number, number, number] {
  const [year = 'NaN', month = 'NaN', day = 'NaN'] = date.split('-');
  return [Number(year), Number(month), Number(day)];
}

/** The day at noon UTC, read in UTC: a date to count with or to format with `timeZone: 'UTC'`. */
export function utcNoon(date: LocalDate): Date {
  const [year, month, day] = parts(date);
  return new TZDateMini(year, month - 1, day, 12, 'UTC');
}

/** An instant as a date whose getters read `timeZone`'s clock. */
function onClock(instant: Date | string | number, timeZone: string): Date {
  return new TZDateMini(new Date(instant).getTime(), timeZone);
}

const dayOf = (date: Date): LocalDate => lightFormat(date, 'yyyy-MM-dd');

export function isLocalDate(value: string | null | undefined): value is LocalDate {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return dayOf(utcNoon(value)) === value;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return dayOf(addDaysTo(utcNoon(date), days));
}

/** The same day of another month, or that month's last day when it is shorter (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: LocalDate, months: number): LocalDate {
  return dayOf(addMonthsTo(utcNoon(date), months));
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((utcNoon(to).getTime() - utcNoon(from).getTime()) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as in the contracts' weekly hours. */
export function weekdayOf(date: LocalDate): number {
  return utcNoon(date).getUTCDay();
}

/** Weeks start on Sunday, as calendars do in Brazil and the US. */
export function startOfWeek(date: LocalDate): LocalDate {
  return addDays(date, -weekdayOf(date));
}

export function startOfMonth(date: LocalDate): LocalDate {
  return `${monthOf(date)}-01`;
}

/** 'YYYY-MM', the month of the monthly summary. */
export function monthOf(date: LocalDate): string {
  return date.slice(0, 7);
}

/** Where an instant falls on the business's clock: its day and minutes since that day's midnight. */
export function localDateTimeOf(instant: Date | string | number, timeZone: string): { date: LocalDate; minutes: number } {
  const local = onClock(instant, timeZone);
  return { date: dayOf(local), minutes: local.getHours() * 60 + local.getMinutes() };
}

/** The calendar day an instant falls on in `timeZone` (today, given now). */
export function localDateOf(instant: Date | string | number, timeZone: string): LocalDate {
  return localDateTimeOf(instant, timeZone).date;
}

/** Minutes since local midnight of an instant in `timeZone`. */
export function localMinutesOf(instant: Date | string | number, timeZone: string): number {
  return localDateTimeOf(instant, timeZone).minutes;
}

/** The instant at `minutes` past local midnight of `date` in `timeZone`; its ISO string carries the zone's offset. */
export function zonedDateTime(date: LocalDate, minutes: number, timeZone: string): TZDate {
  const [year, month, day] = parts(date);
  return new TZDate(year, month - 1, day, 0, minutes, timeZone);
}

/** Minutes since midnight as 'HH:MM' (the API's and the time inputs' format). */
export function minutesToTime(minutes: number): string {
  return lightFormat(onClock(minutes * 60_000, 'UTC'), 'HH:mm');
}

/** 'HH:MM' → minutes since midnight; null when it is not a time. */
export function timeToMinutes(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
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
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return formatTime(new Date(Date.UTC(2024, 0, 1, hours, minutes)), 'UTC', language);
}

/** Weekday names from Sunday, as the language writes them to start a line ('Domingo', 'Sunday'). */
export function weekdayNames(language: string): string[] {
  return Array.from({ length: 7 }, (_, weekday) => weekdayName(weekday, language));
}

/** 'Segunda-feira, 16 de junho, 09:00–09:30': a booking's day and times on the business's clock. */
export function formatWhen(startsAt: string, endsAt: string, timeZone: string, language: string, capitalised = true): string {
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
  const times = Array.from({ length: Math.ceil((24 * 60) / stepMinutes) }, (_, index) => minutesToTime(index * stepMinutes));
  if (current && timeToMinutes(current) !== null && !times.includes(current)) {
    times.push(current);
    times.sort();
  }
  return times;
}
