import { minutesOfDay } from '../../../../core/time-of-day.ts';

/** A span of one day's clock, in minutes since midnight: [start, end). */
export interface MinuteSpan {
  start: number;
  end: number;
}

export interface WeeklyRange {
  weekday: number;
  start: string;
  end: string;
}

export interface NamedBreak {
  name: string;
  start: string;
  end: string;
  weekday: number | null;
}

/** When the business has no opening hours for the day (or they are unknown). */
export const FALLBACK_HOURS: MinuteSpan = { start: 8 * 60, end: 20 * 60 };
export const SLOT_MINUTES = 15;

/**
 * The hours the time grid shows: the business's opening hours on those weekdays (the earliest
 * opening to the latest closing), else 08:00–20:00; stretched to whole hours and to any
 * appointment outside them, so nothing booked is ever hidden.
 */
export function gridHours(
  openingHours: readonly WeeklyRange[] | undefined,
  weekdays: readonly number[],
  appointments: readonly MinuteSpan[],
): MinuteSpan {
  const open = (openingHours ?? []).filter((range) => weekdays.includes(range.weekday));
  let start = open.length ? Math.min(...open.map((range) => minutesOfDay(range.start))) : FALLBACK_HOURS.start;
  let end = open.length ? Math.max(...open.map((range) => minutesOfDay(range.end))) : FALLBACK_HOURS.end;
  for (const appointment of appointments) {
    start = Math.min(start, appointment.start);
    end = Math.max(end, appointment.end);
  }
  start = Math.max(0, Math.floor(start / 60) * 60);
  end = Math.min(24 * 60, Math.ceil(end / 60) * 60);
  return end > start ? { start, end } : FALLBACK_HOURS;
}

export interface ShadedSpan extends MinuteSpan {
  kind: 'off' | 'break';
  /** The break's name. */
  name?: string;
}

/**
 * What to shade in one column of one weekday within `bounds`: the time outside `workingHours`
 * (the professional's, or the business's when the column is not one professional's) and the breaks.
 */
export function shadedSpans(
  weekday: number,
  bounds: MinuteSpan,
  workingHours: readonly WeeklyRange[],
  breaks: readonly NamedBreak[] = [],
): ShadedSpan[] {
  const working = workingHours
    .filter((range) => range.weekday === weekday)
    .map((range) => ({ start: minutesOfDay(range.start), end: minutesOfDay(range.end) }))
    .sort((a, b) => a.start - b.start);
  const spans: ShadedSpan[] = [];
  let cursor = bounds.start;
  for (const range of working) {
    if (range.start > cursor) spans.push({ kind: 'off', start: cursor, end: Math.min(range.start, bounds.end) });
    cursor = Math.max(cursor, range.end);
  }
  if (cursor < bounds.end) spans.push({ kind: 'off', start: cursor, end: bounds.end });
  for (const pause of breaks) {
    if (pause.weekday !== null && pause.weekday !== weekday) continue;
    // A break only matters on a day the professional works.
    if (!working.length) continue;
    const start = Math.max(bounds.start, minutesOfDay(pause.start));
    const end = Math.min(bounds.end, minutesOfDay(pause.end));
    if (end > start) spans.push({ kind: 'break', start, end, name: pause.name });
  }
  return spans.filter((span) => span.end > span.start);
}
