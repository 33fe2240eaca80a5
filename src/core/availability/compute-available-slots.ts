import { blockedOn, bookableDays, compareIds, existingAtOrAfter, MINUTE, weeksOf } from './schedule-days.ts';

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
  const { durationMinutes, slotStepMinutes } = input;
  const duration = durationMinutes * MINUTE;
  const { earliest, days } = bookableDays(input);
  const ids = input.professionals.map((p) => p.id).sort(compareIds);
  const size = ids.length;
  const rank = new Map(ids.map((id, i) => [id, i]));
  const team = weeksOf(input.openingHours, input.professionals, days).map((week) => ({
    week,
    rank: rank.get(week.id)!,
  }));

  let keys = new Float64Array(1024);
  let count = 0;
  for (const day of days) {
    const { clock } = day;
    const dayFirst = count;
    for (const { week, rank } of team) {
      const ranges = week.ranges[day.weekday]!;
      if (ranges.length === 0) continue;
      const blocked = blockedOn(week, day);
      for (const [rangeStart, rangeEnd] of ranges) {
        const rangeEndInstant = existingAtOrAfter(clock, rangeEnd);
        if (rangeEndInstant === null) continue;
        // Start times on the step grid counted from midnight: 09:00, 09:15, … The range's end
        // is an instant: the night the clocks fall back, a time in the hour passed twice may
        // end, by the clock, after the range's end and still before it.
        let next = 0;
        let previous = -Infinity;
        for (
          let minute = Math.ceil(rangeStart / slotStepMinutes) * slotStepMinutes;
          minute < rangeEnd;
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
          keys[count++] = (startsAt / 1000) * size + rank;
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
