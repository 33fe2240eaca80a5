/*
 * The time a blog post goes live, as a datetime-local input holds it ('2026-05-01T09:30', on the
 * clock of the writer's computer) and as publishBlogPost wants it: ISO 8601 with that clock's
 * offset ('2026-05-01T09:30:00-03:00').
 */

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A Date on the browser's clock as a datetime-local input writes it: '2026-05-01T09:30'. */
export function toDateTimeLocalValue(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** '+05:30', '-03:00', '+00:00' for minutes east of UTC. */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(offsetMinutes);
  return `${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * A datetime-local value read on a clock `offsetMinutes` east of UTC, as ISO 8601 with that
 * offset; null when it is no real date and time ('2026-02-30T10:00', '').
 */
export function localDateTimeToIso(value: string, offsetMinutes: number): string | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  const real =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hours &&
    check.getUTCMinutes() === minutes &&
    check.getUTCSeconds() === seconds;
  if (!real) return null;
  return `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${pad(seconds)}${formatOffset(offsetMinutes)}`;
}

/** The browser's offset from UTC, in minutes east, at a datetime-local value (daylight saving included). */
export function browserOffsetAt(value: string): number {
  const offset = -new Date(value).getTimezoneOffset();
  return Number.isNaN(offset) ? 0 : offset;
}

export type ScheduleCheck = { at: string } | { problem: 'required' | 'invalid' | 'past' };

/** What the schedule field asks for: a publication time strictly after `now`, or why it cannot be. */
export function checkSchedule(
  value: string,
  now: Date,
  offsetAt: (value: string) => number = browserOffsetAt,
): ScheduleCheck {
  if (value.trim() === '') return { problem: 'required' };
  const at = localDateTimeToIso(value, offsetAt(value));
  if (at === null) return { problem: 'invalid' };
  return Date.parse(at) > now.getTime() ? { at } : { problem: 'past' };
}
