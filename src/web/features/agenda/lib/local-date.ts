import { TZDate } from '@date-fns/tz';

/*
 * The schedule thinks in the business's calendar days and clock (DESIGN §4), never the browser's.
 * A day is a 'YYYY-MM-DD' string; a time of day is minutes since local midnight. Calendar
 * arithmetic runs on UTC noon, where no time zone or DST change can move the day.
 */

/** A calendar day on the business's clock, 'YYYY-MM-DD'. */
export type LocalDate = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

function parts(date: LocalDate): [number, number, number] {
  const [year = 'NaN', month = 'NaN', day = 'NaN'] = date.split('-');
  return [Number(year), Number(month), Number(day)];
}

/** UTC noon of the day: a Date to format or count with, whatever the time zone. */
export function utcNoon(date: LocalDate): Date {
  const [year, month, day] = parts(date);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

function fromUtc(date: Date): LocalDate {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function isLocalDate(value: string | null | undefined): value is LocalDate {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return fromUtc(utcNoon(value)) === value;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtc(new Date(utcNoon(date).getTime() + days * DAY_MS));
}

/** The same day of another month, or that month's last day when it is shorter (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const [year, month, day] = parts(date);
  const target = new Date(Date.UTC(year, month - 1 + months, 1, 12));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return fromUtc(target);
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
  return `${date.slice(0, 7)}-01`;
}

/** 'YYYY-MM', the month of the monthly summary. */
export function monthOf(date: LocalDate): string {
  return date.slice(0, 7);
}

export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((utcNoon(to).getTime() - utcNoon(from).getTime()) / DAY_MS);
}

/** The instant at `minutes` past local midnight of `date` in `timeZone`. */
export function zonedDateTime(date: LocalDate, minutes: number, timeZone: string): TZDate {
  const [year, month, day] = parts(date);
  return new TZDate(year, month - 1, day, 0, minutes, timeZone);
}

/** Where an instant falls on the business's clock: its day and minutes since that day's midnight. */
export function localDateTimeOf(instant: string | Date | number, timeZone: string): { date: LocalDate; minutes: number } {
  const local = new TZDate(new Date(instant).getTime(), timeZone);
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    minutes: local.getHours() * 60 + local.getMinutes(),
  };
}

export function todayIn(timeZone: string, now: Date | number): LocalDate {
  return localDateTimeOf(now, timeZone).date;
}

/** Minutes since midnight as 'HH:MM' (the API's and the time inputs' format). */
export function minutesToTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** 'HH:MM' → minutes since midnight; null when it is not a time. */
export function timeToMinutes(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
