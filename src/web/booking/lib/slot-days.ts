import { addDays, daysBetween, localDateOf, localMinutesOf, type LocalDate } from '../../lib/local-date.ts';

/** The slots API answers at most 31 days per call (`to` − `from` ≤ 31 days): ask for 31 days at a time. */
export const DAYS_PER_REQUEST = 31;

/**
 * The requests that cover the booking window: from today to `windowDays` days ahead (the server
 * refuses a day past that), in pieces the API accepts.
 */
export function slotRequestRanges(today: LocalDate, windowDays: number): { from: LocalDate; to: LocalDate }[] {
  const lastDay = addDays(today, Math.max(0, windowDays));
  const ranges: { from: LocalDate; to: LocalDate }[] = [];
  for (let from = today; daysBetween(from, lastDay) >= 0; from = addDays(from, DAYS_PER_REQUEST)) {
    const to = addDays(from, DAYS_PER_REQUEST - 1);
    ranges.push({ from, to: daysBetween(to, lastDay) < 0 ? lastDay : to });
  }
  return ranges;
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: LocalDate, to: LocalDate): LocalDate[] {
  return Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, index) => addDays(from, index));
}

/** The slots of each business-local day, in time order. */
export function slotsByDay<T extends { startsAt: string }>(slots: readonly T[], timeZone: string): Map<LocalDate, T[]> {
  const byDay = new Map<LocalDate, T[]>();
  for (const slot of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const day = localDateOf(slot.startsAt, timeZone);
    const list = byDay.get(day);
    if (list) list.push(slot);
    else byDay.set(day, [slot]);
  }
  return byDay;
}

export type DayPeriod = 'morning' | 'afternoon' | 'evening';

/** Morning before noon, afternoon before 18:00, evening after, on the business's clock. */
export function dayPeriodOf(slot: { startsAt: string }, timeZone: string): DayPeriod {
  const minutes = localMinutesOf(slot.startsAt, timeZone);
  return minutes < 12 * 60 ? 'morning' : minutes < 18 * 60 ? 'afternoon' : 'evening';
}
