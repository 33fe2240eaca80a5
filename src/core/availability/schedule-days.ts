import { TZDate, tzOffset } from '@date-fns/tz';
import { minutesOfDay } from '../time-of-day.ts';
import { bookingWindow } from './booking-window.ts';
import type { AvailabilityInput, BreakRange, ProfessionalAvailability } from './compute-available-slots.ts';

/*
 * What the free-time functions share (compute-available-slots.ts, visit-slots.ts): the local days
 * a customer may book on, each day's clock (local minute → instant, through DST changes), each
 * professional's week where opening and working hours meet, and what a day holds for them
 * (breaks and busy time).
 */

export const MINUTE = 60_000;
/** A local day lasts at most 25 hours: what starts this long after its start is past it. */
const DAY_SPAN = 26 * 3_600_000;

/** [start, end) in minutes of a day or in epoch milliseconds. */
export type Span = [number, number];

/** Ids compare by code unit: stable everywhere, and far cheaper than a locale's collation. */
export const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function parseDay(day: string): { year: number; month: number; date: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month: month - 1, date };
}

const dayKey = (year: number, month: number, date: number) => year * 10000 + (month + 1) * 100 + date;

/**
 * The instant of a local wall-clock time, or null when that time does not exist (the hour
 * skipped when clocks spring forward).
 */
function localInstant(timeZone: string, year: number, month: number, date: number, minuteOfDay: number): Date | null {
  const hours = Math.floor(minuteOfDay / 60);
  const minutes = minuteOfDay % 60;
  if (minuteOfDay === 24 * 60) {
    const next = new TZDate(year, month, date + 1, 0, 0, timeZone);
    return new Date(next.getTime());
  }
  const local = new TZDate(year, month, date, hours, minutes, timeZone);
  if (local.getHours() !== hours || local.getMinutes() !== minutes || local.getDate() !== date) return null;
  return new Date(local.getTime());
}

/**
 * The instant of local midnight starting a day, or null when the clocks skip it. Asks the zone
 * for its offset three times: far cheaper than building a zoned date.
 */
function localMidnight(timeZone: string, year: number, month: number, date: number): number | null {
  const wall = Date.UTC(year, month, date);
  const offset = tzOffset(timeZone, new Date(wall - tzOffset(timeZone, new Date(wall)) * MINUTE));
  const instant = wall - offset * MINUTE;
  return tzOffset(timeZone, new Date(instant)) === offset ? instant : null;
}

/**
 * Local minute → instant for one day, given the instants of its midnight and the next. The UTC
 * offset is the same all day except on the day of a clock change, so the common case is one
 * addition and the rare case asks the zone. Later minutes map to later instants.
 */
function dayClock(
  timeZone: string,
  year: number,
  month: number,
  date: number,
  midnight: number | null,
  nextMidnight: number | null,
): (minuteOfDay: number) => number | null {
  if (midnight !== null && nextMidnight !== null && nextMidnight - midnight === 86_400_000)
    return (minute) => midnight + minute * MINUTE;
  return (minute) => localInstant(timeZone, year, month, date, minute)?.getTime() ?? null;
}

/**
 * The instant of a local time, or — when the clocks skip it — of the first local time after it
 * that exists (the moment of the change): a break from 02:00 on the night New York skips 02:00
 * still starts when the clocks jump.
 */
export function existingAtOrAfter(clock: (minute: number) => number | null, minute: number): number | null {
  for (let m = minute; m <= Math.min(minute + 180, 24 * 60); m++) {
    const instant = clock(m);
    if (instant !== null) return instant;
  }
  return null;
}

/** The first index whose start is at or after `time` in a list sorted by start. */
function firstAtOrAfter(sorted: ReadonlyArray<readonly [number, number]>, time: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]![0] < time) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The overlap of two lists of [start, end) minute ranges. */
function intersect(a: ReadonlyArray<readonly [number, number]>, b: ReadonlyArray<readonly [number, number]>): Span[] {
  const out: Span[] = [];
  for (const [s1, e1] of a) {
    for (const [s2, e2] of b) {
      const s = Math.max(s1, s2);
      const e = Math.min(e1, e2);
      if (s < e) out.push([s, e]);
    }
  }
  return out;
}

/**
 * Two lists of [start, end) intervals, each in start order, joined where they overlap or touch:
 * disjoint intervals in order.
 */
function unionOfSorted(
  a: ReadonlyArray<readonly [number, number]>,
  b: ReadonlyArray<readonly [number, number]>,
): Span[] {
  const out: Span[] = [];
  for (let i = 0, j = 0; i < a.length || j < b.length;) {
    const next = j >= b.length || (i < a.length && a[i]![0] <= b[j]![0]) ? a[i++]! : b[j++]!;
    const last = out[out.length - 1];
    if (last && next[0] <= last[1]) last[1] = Math.max(last[1], next[1]);
    else out.push([next[0], next[1]]);
  }
  return out;
}

/** Minute ranges of a weekly list, by weekday (0–6), in start order. */
function byWeekday(ranges: readonly BreakRange[]): Span[][] {
  const days: Span[][] = [[], [], [], [], [], [], []];
  for (const r of ranges) {
    const range: Span = [minutesOfDay(r.start), minutesOfDay(r.end)];
    if (r.weekday === null) for (const day of days) day.push(range);
    else days[r.weekday]?.push(range);
  }
  for (const day of days) day.sort((x, y) => x[0] - y[0]);
  return days;
}

/** A local day: its weekday, its clock, and its first instant. */
export interface LocalDay {
  weekday: number;
  clock: (minuteOfDay: number) => number | null;
  /** The day's first local time that exists (after midnight when the clocks skip it). */
  dayStart: number;
}

/**
 * The earliest bookable start (epoch ms) and the local days a booking may start on: from `from`
 * to `to`, no later than the booking window's last day. `extraDays` more days follow the last
 * one (for what a booking starting on it may run into), flagged `bookable: false`.
 */
export function bookableDays(
  input: Pick<AvailabilityInput, 'timeZone' | 'now' | 'from' | 'to' | 'windowDays' | 'minNoticeMinutes'>,
  extraDays = 0,
): { earliest: number; days: Array<LocalDay & { bookable: boolean }> } {
  const { timeZone } = input;
  const { earliest, lastDay } = bookingWindow(input.now, timeZone, input);
  const [last, to] = [parseDay(lastDay), parseDay(input.to)];
  const lastDayKey = Math.min(dayKey(last.year, last.month, last.date), dayKey(to.year, to.month, to.date));
  const days: Array<LocalDay & { bookable: boolean }> = [];
  const first = parseDay(input.from);
  let nextMidnight = localMidnight(timeZone, first.year, first.month, first.date);
  for (let offset = 0, extra = 0; ; offset++) {
    const calendar = new Date(Date.UTC(first.year, first.month, first.date + offset));
    const year = calendar.getUTCFullYear();
    const month = calendar.getUTCMonth();
    const date = calendar.getUTCDate();
    const bookable = dayKey(year, month, date) <= lastDayKey;
    if (!bookable && (offset === 0 || extra++ >= extraDays)) break;
    const midnight = nextMidnight;
    nextMidnight = localMidnight(timeZone, year, month, date + 1);
    const clock = dayClock(timeZone, year, month, date, midnight, nextMidnight);
    // None on a day the zone skipped altogether.
    const dayStart = existingAtOrAfter(clock, 0);
    if (dayStart !== null) days.push({ weekday: calendar.getUTCDay(), clock, dayStart, bookable });
  }
  return { earliest, days };
}

/** A professional's week: where opening and working hours meet, and the breaks, in minutes by weekday. */
export interface Week {
  id: string;
  ranges: Span[][];
  breaks: Span[][];
  /** Busy time that reaches into the days, as [start, end] milliseconds in start order. */
  busy: Span[];
  /** The longest busy interval, in ms: how far before a day to look for one reaching into it. */
  longest: number;
}

/** Each professional's week, and their busy time over `days` (what lies outside them is left out unread). */
export function weeksOf(
  openingHours: AvailabilityInput['openingHours'],
  professionals: readonly ProfessionalAvailability[],
  days: readonly LocalDay[],
): Week[] {
  const opening = byWeekday(openingHours);
  const from = days.length > 0 ? days[0]!.dayStart : Infinity;
  const to = days.length > 0 ? days[days.length - 1]!.dayStart + DAY_SPAN : -Infinity;
  return professionals.map((p) => {
    const working = byWeekday(p.workingHours);
    let longest = 0;
    const busy: Span[] = [];
    for (const b of p.busy) {
      const [s, e] = [b.startsAt.getTime(), b.endsAt.getTime()];
      if (e <= from || s >= to) continue;
      longest = Math.max(longest, e - s);
      busy.push([s, e]);
    }
    return {
      id: p.id,
      ranges: opening.map((open, weekday) => intersect(open, working[weekday]!)),
      breaks: byWeekday(p.breaks),
      busy: busy.sort((a, b) => a[0] - b[0]),
      longest,
    };
  });
}

/** What a day holds for a professional, breaks and busy time, as disjoint intervals (ms) in order. */
export function blockedOn(week: Week, day: LocalDay): Span[] {
  const breaks: Span[] = [];
  for (const [bs, be] of week.breaks[day.weekday]!) {
    const s = existingAtOrAfter(day.clock, bs);
    const e = existingAtOrAfter(day.clock, be);
    if (s !== null && e !== null && s < e) breaks.push([s, e]);
  }
  const { busy } = week;
  const dayEnd = day.dayStart + DAY_SPAN;
  const from = firstAtOrAfter(busy, day.dayStart - week.longest);
  let until = from;
  while (until < busy.length && busy[until]![0] < dayEnd) until++;
  return unionOfSorted(
    breaks,
    busy.slice(from, until).filter(([, e]) => e > day.dayStart),
  );
}
