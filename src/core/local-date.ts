import { TZDateMini } from '@date-fns/tz';
import { addDays as addDaysTo } from 'date-fns/addDays';
import { addMonths as addMonthsTo } from 'date-fns/addMonths';
import { lastDayOfMonth } from 'date-fns/lastDayOfMonth';
import { lightFormat } from 'date-fns/lightFormat';

/*
 * Days on the business's clock, for the server's figures and the web's schedule and booking page
 * alike. A day is 'YYYY-MM-DD'. Calendar arithmetic runs
 * on UTC noon, where no time zone or DST change can move the day, on dates whose getters read UTC
 * (or the business's zone) whatever the machine's zone is: date-fns then counts and writes them.
 * The booking page carries this module, so it takes TZDateMini (no formatting methods).
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

/**
 * Whole days from `from` to `to`: two noons in UTC are whole days apart (date-fns's
 * differenceInCalendarDays says the same, for 0.2 KB more on the booking page).
 */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((utcNoon(to).getTime() - utcNoon(from).getTime()) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as in the contracts' weekly hours. */
export function weekdayOf(date: LocalDate): number {
  return utcNoon(date).getUTCDay();
}

/** The first day of the week `date` falls in: weeks start on Sunday, as calendars do in Brazil and the US, or on `weekStartsOn`. */
export function startOfWeek(date: LocalDate, weekStartsOn: 0 | 1 = 0): LocalDate {
  return addDays(date, -((weekdayOf(date) - weekStartsOn + 7) % 7));
}

export function startOfMonth(date: LocalDate): LocalDate {
  return `${monthOf(date)}-01`;
}

/** The last day of `date`'s month. */
export function endOfMonth(date: LocalDate): LocalDate {
  return dayOf(lastDayOfMonth(utcNoon(date)));
}

/** 'YYYY-MM', the month of the monthly summary. */
export function monthOf(date: LocalDate): string {
  return date.slice(0, 7);
}

/** Where an instant falls on the business's clock: its day and minutes since that day's midnight. */
export function localDateTimeOf(
  instant: Date | string | number,
  timeZone: string,
): { date: LocalDate; minutes: number } {
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
