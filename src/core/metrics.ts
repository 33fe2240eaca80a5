import { addDays, daysBetween, endOfMonth, startOfMonth, startOfWeek, weekdayOf } from './local-date.ts';
import { minutesOfDay } from './time-of-day.ts';
import type { DailyRange } from './working-time.ts';

/**
 * The owner's figures, as docs/metrics.md defines them: the periods they cover and the ratios
 * made of the counts the database adds up. The dashboard, the report and the commissions all
 * take their definitions from here. Dates are "YYYY-MM-DD" on the business's clock, counted with
 * the days' own module (local-date.ts).
 */

export interface Period {
  from: string;
  to: string;
}

/** Days from `from` to `to`, both included. */
export function daysIn(period: Period): number {
  return daysBetween(period.from, period.to) + 1;
}

/** Every date of the period, in order. */
export function datesOf(period: Period): string[] {
  return Array.from({ length: daysIn(period) }, (_, i) => addDays(period.from, i));
}

/** "Last N days": the N calendar days ending today, today included. */
export function lastDays(today: string, days: number): Period {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The period of the same length just before. */
export function previousPeriod(period: Period): Period {
  const length = daysIn(period);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** A reference month "YYYY-MM" as its first and last day. */
export function monthPeriod(month: string): Period {
  return { from: `${month}-01`, to: endOfMonth(`${month}-01`) };
}

/**
 * A period as the whole calendar months inside it ("YYYY-MM-01" of the first and of the last,
 * or null) and the days left at its edges (none, one or two periods): the report reads whole
 * months from their roll-up and only the edge days from the appointments.
 */
export function wholeMonthsIn(period: Period): { months: Period | null; edges: Period[] } {
  const firstMonth = period.from === startOfMonth(period.from) ? period.from : addDays(endOfMonth(period.from), 1);
  const lastMonth =
    period.to === endOfMonth(period.to) ? startOfMonth(period.to) : startOfMonth(addDays(startOfMonth(period.to), -1));
  if (firstMonth > lastMonth) return { months: null, edges: [period] };
  const edges: Period[] = [];
  if (period.from < firstMonth) edges.push({ from: period.from, to: addDays(firstMonth, -1) });
  const afterMonths = addDays(endOfMonth(lastMonth), 1);
  if (afterMonths <= period.to) edges.push({ from: afterMonths, to: period.to });
  return { months: { from: firstMonth, to: lastMonth }, edges };
}

/** A ratio as a percentage with one decimal (87.46 → 87.5); null when there is nothing to divide by. */
export function percent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** Completed ÷ appointments that have started, cancelled ones left out. */
export function successRate(completed: number, started: number): number | null {
  return percent(completed, started);
}

/** Revenue ÷ completed, rounded to the cent. */
export function averageTicketCents(revenueCents: number, completed: number): number | null {
  return completed > 0 ? Math.round(revenueCents / completed) : null;
}

/** Booked minutes ÷ working minutes. */
export function occupancy(bookedMinutes: number, workingMinutes: number): number | null {
  return percent(bookedMinutes, workingMinutes);
}

/** Monday of the week a date falls in. */
export function weekStartOf(date: string): string {
  return startOfWeek(date, 1);
}

/**
 * Daily revenue added up by week: weeks start on Monday; the first and last may be partial, and
 * each is labelled by its first day in the period (so the first label is the period's first day).
 */
export function revenueByWeek(
  days: ReadonlyArray<{ date: string; revenueCents: number }>,
): Array<{ weekStart: string; revenueCents: number }> {
  const weeks: Array<{ weekStart: string; revenueCents: number }> = [];
  for (const day of days) {
    const last = weeks.at(-1);
    if (last && weekStartOf(last.weekStart) === weekStartOf(day.date)) last.revenueCents += day.revenueCents;
    else weeks.push({ weekStart: day.date, revenueCents: day.revenueCents });
  }
  return weeks;
}

/** Minutes of `[start, end)` left after taking out the ranges in `holes`. */
function minutesOutside(start: number, end: number, holes: ReadonlyArray<readonly [number, number]>): number {
  const cuts = holes
    .map(([s, e]) => [Math.max(s, start), Math.min(e, end)] as const)
    .filter(([s, e]) => s < e)
    .sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let reach = start;
  for (const [s, e] of cuts) {
    if (e <= reach) continue;
    covered += e - Math.max(s, reach);
    reach = e;
  }
  return end - start - covered;
}

/** A professional's working minutes on one weekday: their hours minus their breaks. */
export function workingMinutesOnWeekday(
  weekday: number,
  hours: readonly DailyRange[],
  breaks: readonly DailyRange[],
): number {
  const holes = breaks
    .filter((b) => b.weekday === null || b.weekday === weekday)
    .map((b) => [minutesOfDay(b.start), minutesOfDay(b.end)] as const);
  return hours
    .filter((h) => h.weekday === weekday)
    .reduce((sum, h) => sum + minutesOutside(minutesOfDay(h.start), minutesOfDay(h.end), holes), 0);
}

/**
 * A professional's working minutes over a period: for each day, their hours of that weekday minus
 * their breaks. Wall-clock minutes, so a day when the clocks change counts like any other.
 */
export function workingMinutesIn(period: Period, hours: readonly DailyRange[], breaks: readonly DailyRange[]): number {
  const perWeekday = Array.from({ length: 7 }, (_, weekday) => workingMinutesOnWeekday(weekday, hours, breaks));
  const first = weekdayOf(period.from);
  let sum = 0;
  for (let day = 0; day < daysIn(period); day++) sum += perWeekday[(first + day) % 7]!;
  return sum;
}
