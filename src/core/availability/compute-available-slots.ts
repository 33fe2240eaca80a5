import { TZDate } from '@date-fns/tz';
import { minutesOfDay } from '../working-time.ts';

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
export function localInstant(timeZone: string, year: number, month: number, date: number, minuteOfDay: number): Date | null {
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
 * Local minute → instant for one day. The UTC offset is the same all day except on the day of
 * a clock change, so the common case is one subtraction and the rare case asks the zone.
 */
export function dayClock(timeZone: string, year: number, month: number, date: number): (minuteOfDay: number) => number | null {
  const start = localInstant(timeZone, year, month, date, 0);
  const end = localInstant(timeZone, year, month, date, 24 * 60);
  if (start && end && end.getTime() - start.getTime() === 86_400_000) {
    const base = start.getTime();
    return (minute) => base + minute * MINUTE;
  }
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
function intersect(a: Array<[number, number]>, b: Array<[number, number]>): Array<[number, number]> {
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
 * Every start time a customer may book, per professional and day: inside the business's
 * opening hours and the professional's working hours, clear of their breaks and appointments,
 * no sooner than the minimum notice, within the booking window, and never at a local time
 * that does not exist. A pure function: the clock and the time zone are arguments.
 */
export function computeAvailableSlots(input: AvailabilityInput): Slot[] {
  const { timeZone, durationMinutes, slotStepMinutes } = input;
  const earliest = input.now.getTime() + input.minNoticeMinutes * MINUTE;
  const today = new TZDate(input.now, timeZone);
  const lastDay = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + input.windowDays, timeZone);
  const lastDayKey = lastDay.getFullYear() * 10000 + (lastDay.getMonth() + 1) * 100 + lastDay.getDate();

  const slots: Slot[] = [];
  // Appointments as [start, end] milliseconds in start order, so each day looks only at its own.
  const busyByProfessional = new Map(
    input.professionals.map((p) => [p.id, p.busy.map((b): [number, number] => [b.startsAt.getTime(), b.endsAt.getTime()]).sort((a, b) => a[0] - b[0])]),
  );
  // No appointment is longer than the longest in the list: it bounds how far back to look.
  const longest = Math.max(0, ...[...busyByProfessional.values()].flat().map(([s, e]) => e - s));
  const start = parseDay(input.from);
  const end = parseDay(input.to);
  for (let cursor = new TZDate(start.year, start.month, start.date, 12, 0, timeZone); ; ) {
    const year = cursor.getFullYear();
    const month = cursor.getMonth();
    const date = cursor.getDate();
    const key = year * 10000 + (month + 1) * 100 + date;
    if (key > end.year * 10000 + (end.month + 1) * 100 + end.date || key > lastDayKey) break;
    const weekday = cursor.getDay();
    const clock = dayClock(timeZone, year, month, date);
    const dayStart = clock(0) ?? cursor.getTime() - 12 * 3_600_000;
    const dayEnd = dayStart + 26 * 3_600_000;
    const opening = input.openingHours
      .filter((r) => r.weekday === weekday)
      .map((r): [number, number] => [minutesOfDay(r.start), minutesOfDay(r.end)]);

    for (const professional of input.professionals) {
      const working = professional.workingHours
        .filter((r) => r.weekday === weekday)
        .map((r): [number, number] => [minutesOfDay(r.start), minutesOfDay(r.end)]);
      const blocked: Array<[number, number]> = [];
      for (const b of professional.breaks) {
        if (b.weekday !== null && b.weekday !== weekday) continue;
        const s = existingAtOrAfter(clock, minutesOfDay(b.start));
        const e = existingAtOrAfter(clock, minutesOfDay(b.end));
        if (s !== null && e !== null) blocked.push([s, e]);
      }
      const busy = busyByProfessional.get(professional.id) ?? [];
      for (let i = firstAtOrAfter(busy, dayStart - longest); i < busy.length && busy[i]![0] < dayEnd; i++) {
        if (busy[i]![1] > dayStart) blocked.push(busy[i]!);
      }

      for (const [rangeStart, rangeEnd] of intersect(opening, working)) {
        const rangeEndInstant = existingAtOrAfter(clock, rangeEnd);
        if (rangeEndInstant === null) continue;
        // Start times on the step grid counted from midnight: 09:00, 09:15, …
        const first = Math.ceil(rangeStart / slotStepMinutes) * slotStepMinutes;
        for (let minute = first; minute + durationMinutes <= rangeEnd; minute += slotStepMinutes) {
          const startsAt = clock(minute);
          if (startsAt === null) continue;
          const endsAt = startsAt + durationMinutes * MINUTE;
          if (startsAt < earliest || endsAt > rangeEndInstant) continue;
          let clash = false;
          for (const [s, e] of blocked) {
            if (s < endsAt && startsAt < e) {
              clash = true;
              break;
            }
          }
          if (!clash) slots.push({ professionalId: professional.id, startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
        }
      }
    }
    cursor = new TZDate(year, month, date + 1, 12, 0, timeZone);
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || compareIds(a.professionalId, b.professionalId));
}

/**
 * 'Qualquer profissional': one slot per start time, given to the professional with the fewest
 * slots taken so far that day by this merge, so bookings spread across the team.
 */
export function mergeAnyProfessional(slots: readonly Slot[]): Slot[] {
  const byStart = new Map<number, Slot[]>();
  for (const slot of slots) {
    const list = byStart.get(slot.startsAt.getTime()) ?? [];
    list.push(slot);
    byStart.set(slot.startsAt.getTime(), list);
  }
  const chosenCount = new Map<string, number>();
  const merged: Slot[] = [];
  for (const [, candidates] of [...byStart].sort((a, b) => a[0] - b[0])) {
    const pick = [...candidates].sort(
      (a, b) => (chosenCount.get(a.professionalId) ?? 0) - (chosenCount.get(b.professionalId) ?? 0) || compareIds(a.professionalId, b.professionalId),
    )[0]!;
    chosenCount.set(pick.professionalId, (chosenCount.get(pick.professionalId) ?? 0) + 1);
    merged.push(pick);
  }
  return merged;
}
