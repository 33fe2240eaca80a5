import { minutesOfDay } from './time-of-day.ts';

export interface DailyRange {
  weekday: number | null;
  start: string;
  end: string;
}

export interface WorkingTimeCheck {
  insideWorkingHours: boolean;
  /** The break the range falls into, if any. */
  inBreak: string | null;
}

/**
 * Whether a local time range [startMinute, endMinute) on `weekday` lies within one of the
 * professional's working ranges and clear of their breaks. A break without a weekday applies
 * every day.
 */
export function checkWorkingTime(
  weekday: number,
  startMinute: number,
  endMinute: number,
  workingHours: readonly DailyRange[],
  breaks: readonly (DailyRange & { name: string })[],
): WorkingTimeCheck {
  const insideWorkingHours = workingHours.some(
    (h) => h.weekday === weekday && minutesOfDay(h.start) <= startMinute && endMinute <= minutesOfDay(h.end),
  );
  const hit = breaks.find(
    (b) =>
      (b.weekday === null || b.weekday === weekday) &&
      startMinute < minutesOfDay(b.end) &&
      minutesOfDay(b.start) < endMinute,
  );
  return { insideWorkingHours, inBreak: hit?.name ?? null };
}
