import {
  addDays,
  addMonths,
  daysBetween,
  startOfMonth,
  startOfWeek,
  zonedDateTime,
  type LocalDate,
} from '../../../lib/local-date.ts';
import type { PlacedAppointment } from './placement.ts';

export const AGENDA_VIEWS = ['day', 'week', 'fifteen', 'month'] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];

export function isAgendaView(value: string | null | undefined): value is AgendaView {
  return (AGENDA_VIEWS as readonly string[]).includes(value ?? '');
}

/** The 15-day view starts on the chosen day. */
export const FIFTEEN_DAYS = 15;

/**
 * The days a view shows for the chosen `date`: the day; its week (Sunday first); 15 days from it;
 * or the whole weeks that cover its month (the calendar grid).
 */
export function visibleDays(view: AgendaView, date: LocalDate): LocalDate[] {
  let first: LocalDate;
  let count: number;
  switch (view) {
    case 'day':
      return [date];
    case 'week':
      first = startOfWeek(date);
      count = 7;
      break;
    case 'fifteen':
      first = date;
      count = FIFTEEN_DAYS;
      break;
    case 'month': {
      const monthStart = startOfMonth(date);
      first = startOfWeek(monthStart);
      const monthEnd = addDays(addMonths(monthStart, 1), -1);
      count = daysBetween(first, addDays(startOfWeek(monthEnd), 7));
      break;
    }
  }
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

/**
 * The instants to ask the API for: from the first visible day's midnight to the midnight after the
 * last, on the business's clock (at most 6 weeks, within the API's 62 days).
 */
export function fetchRange(days: readonly LocalDate[], timeZone: string): { from: string; to: string } {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) throw new Error('A view shows at least one day');
  return {
    from: zonedDateTime(first, 0, timeZone).toISOString(),
    to: zonedDateTime(addDays(last, 1), 0, timeZone).toISOString(),
  };
}

/** Previous (-1) or next (1) page of a view. */
export function shiftDate(view: AgendaView, date: LocalDate, direction: 1 | -1): LocalDate {
  switch (view) {
    case 'day':
      return addDays(date, direction);
    case 'week':
      return addDays(date, 7 * direction);
    case 'fifteen':
      return addDays(date, FIFTEEN_DAYS * direction);
    case 'month':
      return addMonths(date, direction);
  }
}

/** How many appointments the view shows on its days; the time grids and the 15 days leave the cancelled out. */
export function shownCount(view: AgendaView, days: readonly LocalDate[], placed: readonly PlacedAppointment[]): number {
  return placed.filter((p) => days.includes(p.date) && (view === 'month' || p.appointment.status !== 'cancelled'))
    .length;
}
