// Over 300 lines: one algorithm (free times, one professional or any) whose steps share the per-day state.
import { TZDate, tzOffset } from '@date-fns/tz';
import { minutesOfDay } from '../time-of-day.ts';
import { bookingWindow } from './booking-window.ts';

export interface WeeklyRange {
  weekday: number;
  start: string;
  end: string;
}

export interface BreakRange {
  /** null: every day. */
  weekday: number | null;
  start: string;
  end: string;
}

export interface Interval {
  startsAt: Date;
  endsAt: Date;
}

export interface ProfessionalAvailability {
  id: string;
  workingHours: readonly WeeklyRange[];
  breaks: readonly BreakRange[];
  /** Appointments that hold time (not cancelled), any order. */
  busy: readonly Interval[];
}

export interface AvailabilityInput {
  timeZone: string;
  now: Date;
  /** Local calendar days, inclusive: YYYY-MM-DD. */
  from: string;
  to: string;
  durationMinutes: number;
  slotStepMinutes: number;
  /** Bookable up to this many days after today (local). */
  windowDays: number;
  minNoticeMinutes: number;
  openingHours: readonly WeeklyRange[];
  professionals: readonly ProfessionalAvailability[];
}

export interface Slot {
  professionalId: string;
  startsAt: Date;
  endsAt: Date;
}

const MINUTE = 60_000;

/** Ids compare by code unit: stable everywhere, and far cheaper than a locale's collation. */
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function parseDay(day: string): { year: number; month: number; date: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month: month - 1, date };
}

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
 * addition and the rare case asks the zone.
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
function existingAtOrAfter(clock: (minute: number) => number | null, minute: number): number | null {
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
function intersect(
  a: ReadonlyArray<readonly [number, number]>,
  b: ReadonlyArray<readonly [number, number]>,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
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
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0, j = 0; i < a.length || j < b.length;) {
    const next = j >= b.length || (i < a.length && a[i]![0] <= b[j]![0]) ? a[i++]! : b[j++]!;
    const last = out[out.length - 1];
    if (last && next[0] <= last[1]) last[1] = Math.max(last[1], next[1]);
    else out.push([next[0], next[1]]);
  }
  return out;
}

/** Minute ranges of a weekly list, by weekday (0–6), in start order. */
function byWeekday(ranges: readonly BreakRange[]): Array<Array<[number, number]>> {
  const days: Array<Array<[number, number]>> = [[], [], [], [], [], [], []];
  for (const r of ranges) {
    const range: [number, number] = [minutesOfDay(r.start), minutesOfDay(r.end)];
    if (r.weekday === null) for (const day of days) day.push(range);
    else days[r.weekday]?.push(range);
  }
  for (const day of days) day.sort((x, y) => x[0] - y[0]);
  return days;
}

const dayKey = (year: number, month: number, date: number) => year * 10000 + (month + 1) * 100 + date;

/**
 * The free times, as numbers: each is `startSecond × team size + rank`, where rank is the
 * professional's place in id order, so one numeric sort orders by start, then by id. Start
 * times are whole minutes, so the numbers stay exact.
 */
interface FreeTimes {
  keys: Float64Array;
  ids: string[];
  durationMs: number;
}

function freeTimes(input: AvailabilityInput): FreeTimes {
  const { timeZone, durationMinutes, slotStepMinutes } = input;
  const duration = durationMinutes * MINUTE;
  const { earliest, lastDay } = bookingWindow(input.now, timeZone, input);
  const [last, to] = [parseDay(lastDay), parseDay(input.to)];
  const lastDayKey = Math.min(dayKey(last.year, last.month, last.date), dayKey(to.year, to.month, to.date));

  // Each professional's week once: where opening and working hours meet, and the breaks, in
  // minutes by weekday; appointments as [start, end] milliseconds in start order.
  const ids = input.professionals.map((p) => p.id).sort(compareIds);
  const size = ids.length;
  const rank = new Map(ids.map((id, i) => [id, i]));
  const opening = byWeekday(input.openingHours);
  let longest = 0;
  const team = input.professionals.map((p) => {
    const working = byWeekday(p.workingHours);
    const busy = p.busy.map((b): [number, number] => {
      const interval: [number, number] = [b.startsAt.getTime(), b.endsAt.getTime()];
      longest = Math.max(longest, interval[1] - interval[0]);
      return interval;
    });
    return {
      rank: rank.get(p.id)!,
      ranges: opening.map((open, weekday) => intersect(open, working[weekday]!)),
      breaks: byWeekday(p.breaks),
      busy: busy.sort((a, b) => a[0] - b[0]),
    };
  });

  let keys = new Float64Array(1024);
  let count = 0;
  const first = parseDay(input.from);
  let nextMidnight = localMidnight(timeZone, first.year, first.month, first.date);
  for (let offset = 0; ; offset++) {
    const calendar = new Date(Date.UTC(first.year, first.month, first.date + offset));
    const year = calendar.getUTCFullYear();
    const month = calendar.getUTCMonth();
    const date = calendar.getUTCDate();
    if (dayKey(year, month, date) > lastDayKey) break;
    const weekday = calendar.getUTCDay();
    const midnight = nextMidnight;
    nextMidnight = localMidnight(timeZone, year, month, date + 1);
    const clock = dayClock(timeZone, year, month, date, midnight, nextMidnight);
    // The day's first local time that exists (after midnight when the clocks skip it); none on
    // a day the zone skipped altogether.
    const dayStart = existingAtOrAfter(clock, 0);
    if (dayStart === null) continue;
    const dayEnd = dayStart + 26 * 3_600_000;
    const dayFirst = count;

    for (const member of team) {
      const ranges = member.ranges[weekday]!;
      if (ranges.length === 0) continue;
      // What this day holds, breaks and appointments, as disjoint intervals in order.
      const breaks: Array<[number, number]> = [];
      for (const [bs, be] of member.breaks[weekday]!) {
        const s = existingAtOrAfter(clock, bs);
        const e = existingAtOrAfter(clock, be);
        if (s !== null && e !== null && s < e) breaks.push([s, e]);
      }
      const busy = member.busy;
      const from = firstAtOrAfter(busy, dayStart - longest);
      let until = from;
      while (until < busy.length && busy[until]![0] < dayEnd) until++;
      const blocked = unionOfSorted(
        breaks,
        busy.slice(from, until).filter(([, e]) => e > dayStart),
      );

      for (const [rangeStart, rangeEnd] of ranges) {
        const rangeEndInstant = existingAtOrAfter(clock, rangeEnd);
        if (rangeEndInstant === null) continue;
        // Start times on the step grid counted from midnight: 09:00, 09:15, …
        let next = 0;
        let previous = -Infinity;
        for (
          let minute = Math.ceil(rangeStart / slotStepMinutes) * slotStepMinutes;
          minute + durationMinutes <= rangeEnd;
          minute += slotStepMinutes
        ) {
          const startsAt = clock(minute);
          if (startsAt === null) continue;
          const endsAt = startsAt + duration;
          if (startsAt < earliest || endsAt > rangeEndInstant) continue;
          // Blocked intervals are disjoint and in order: skip those that end before this start.
          if (startsAt < previous) next = 0;
          previous = startsAt;
          while (next < blocked.length && blocked[next]![1] <= startsAt) next++;
          if (next < blocked.length && blocked[next]![0] < endsAt) continue;
          if (count === keys.length) {
            const grown = new Float64Array(count * 2);
            grown.set(keys);
            keys = grown;
          }
          keys[count++] = (startsAt / 1000) * size + member.rank;
        }
      }
    }
    // A day's times all start before the next day's, so ordering each day orders the whole.
    keys.subarray(dayFirst, count).sort();
  }
  // Overlapping ranges of one weekday can offer a time twice: keep it once.
  let unique = 0;
  for (let i = 0; i < count; i++) if (i === 0 || keys[i] !== keys[unique - 1]) keys[unique++] = keys[i]!;
  return { keys: keys.subarray(0, unique), ids, durationMs: duration };
}

function toSlot(times: FreeTimes, key: number): Slot {
  const size = times.ids.length;
  const rank = key % size;
  const startsAt = ((key - rank) / size) * 1000;
  return {
    professionalId: times.ids[rank]!,
    startsAt: new Date(startsAt),
    endsAt: new Date(startsAt + times.durationMs),
  };
}

/**
 * Every start time a customer may book, per professional and day: inside the business's
 * opening hours and the professional's working hours, clear of their breaks and appointments,
 * no sooner than the minimum notice, within the booking window, and never at a local time
 * that does not exist. A pure function: the clock and the time zone are arguments.
 *
 * Slots come in start order, then by professional id.
 */
export function computeAvailableSlots(input: AvailabilityInput): Slot[] {
  const times = freeTimes(input);
  return Array.from(times.keys, (key) => toSlot(times, key));
}

/**
 * 'Qualquer profissional': one slot per start time, given to the professional with the fewest
 * slots taken so far by this merge (the lowest id among equals), so bookings spread across
 * the team.
 */
export function computeAnyProfessionalSlots(input: AvailabilityInput): Slot[] {
  const times = freeTimes(input);
  const size = times.ids.length;
  const chosen = new Uint32Array(size);
  const merged: Slot[] = [];
  const { keys } = times;
  for (let i = 0; i < keys.length;) {
    // Keys of one start time are adjacent, in rank order.
    const start = Math.floor(keys[i]! / size);
    let pick = keys[i]!;
    for (i++; i < keys.length && Math.floor(keys[i]! / size) === start; i++) {
      if (chosen[keys[i]! % size]! < chosen[pick % size]!) pick = keys[i]!;
    }
    chosen[pick % size] = chosen[pick % size]! + 1;
    merged.push(toSlot(times, pick));
  }
  return merged;
}
