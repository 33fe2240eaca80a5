import { overlapsBusyTime } from '../../../../core/calendar-events.ts';
import { zonedDateTime, type LocalDate } from '../../../lib/local-date.ts';

/** The instants of a day on the business's clock: what to ask the connected calendars' busy time for. */
export function busyTimeRange(date: LocalDate, timeZone: string): { from: string; to: string } {
  return {
    from: new Date(zonedDateTime(date, 0, timeZone).getTime()).toISOString(),
    to: new Date(zonedDateTime(date, 24 * 60, timeZone).getTime()).toISOString(),
  };
}

/**
 * Whether a booking meets the professional's busy time in their connected calendars, with the
 * server's own rule (core/calendar-events.ts): the front desk is warned and may still book.
 */
export function meetsBusyTime(
  busy: ReadonlyArray<{ professionalId: string; startsAt: string; endsAt: string }> | undefined,
  professionalId: string,
  date: LocalDate,
  startMinute: number,
  durationMinutes: number,
  timeZone: string,
): boolean {
  if (!busy || !professionalId) return false;
  const startsAt = zonedDateTime(date, startMinute, timeZone);
  const endsAt = zonedDateTime(date, startMinute + durationMinutes, timeZone);
  return overlapsBusyTime(
    startsAt,
    endsAt,
    busy
      .filter((b) => b.professionalId === professionalId)
      .map((b) => ({ startsAt: new Date(b.startsAt), endsAt: new Date(b.endsAt) })),
  );
}
