import type { AvailabilityInput } from './compute-available-slots.ts';
import {
  blockedOn,
  bookableDays,
  compareIds,
  existingAtOrAfter,
  MINUTE,
  weeksOf,
  type LocalDay,
  type Span,
  type Week,
} from './schedule-days.ts';

export interface VisitStepRequest {
  serviceId: string;
  durationMinutes: number;
  /** Who may do this step: one id when the customer chose, every professional who does the service for "any". */
  professionalIds: readonly string[];
}

export interface VisitSlotsInput extends Omit<AvailabilityInput, 'durationMinutes'> {
  steps: readonly VisitStepRequest[]; // 1..3
}

export interface VisitSlotStep {
  serviceId: string;
  professionalId: string;
  startsAt: Date;
  endsAt: Date;
}

export interface VisitSlot {
  startsAt: Date;
  endsAt: Date;
  steps: VisitSlotStep[];
}

/**
 * Where a professional may take a step: pieces of time each inside one range of opening ∩
 * working hours of one day and clear of that day's breaks and of busy time, in start order,
 * with `reach[i]` the latest end among pieces 0..i. A step [s, e) fits when the last piece
 * starting at or before s has a reach of at least e.
 */
interface FreePieces {
  starts: Float64Array;
  reach: Float64Array;
}

function freePieces(week: Week, days: readonly LocalDay[]): FreePieces {
  const pieces: Span[] = [];
  for (const day of days) {
    const ranges = week.ranges[day.weekday]!;
    if (ranges.length === 0) continue;
    const blocked = blockedOn(week, day);
    for (const [rangeStart, rangeEnd] of ranges) {
      const start = existingAtOrAfter(day.clock, rangeStart);
      const end = existingAtOrAfter(day.clock, rangeEnd);
      if (start === null || end === null) continue;
      let free = start;
      for (const [bs, be] of blocked) {
        if (be <= free) continue;
        if (bs >= end) break;
        if (bs > free) pieces.push([free, bs]);
        free = be;
      }
      if (free < end) pieces.push([free, end]);
    }
  }
  pieces.sort((a, b) => a[0] - b[0]);
  const starts = new Float64Array(pieces.length);
  const reach = new Float64Array(pieces.length);
  let latest = -Infinity;
  pieces.forEach(([s, e], i) => {
    starts[i] = s;
    reach[i] = latest = Math.max(latest, e);
  });
  return { starts, reach };
}

/** One candidate of one step, with a pointer into its pieces that moves forward as starts do. */
interface Candidate {
  index: number;
  pieces: FreePieces;
  at: number;
  lastStart: number;
}

function fits(candidate: Candidate, start: number, end: number): boolean {
  const { starts, reach } = candidate.pieces;
  if (start < candidate.lastStart) candidate.at = -1;
  candidate.lastStart = start;
  while (candidate.at + 1 < starts.length && starts[candidate.at + 1]! <= start) candidate.at++;
  return candidate.at >= 0 && reach[candidate.at]! >= end;
}

/**
 * The start times of a visit — its steps (services) one right after the other, each step's end
 * the next one's start — at which every step fits: its professional works then (inside one
 * range where the business's opening hours and their working hours meet), clear of their breaks
 * and busy time. Start times follow the rules of computeAvailableSlots (the step grid from local
 * midnight, times that exist, the minimum notice and the booking window, judged on the visit's
 * start); a one-step visit with one professional starts exactly when computeAvailableSlots
 * offers that professional.
 *
 * One slot per start time, in start order, with one professional per step. Among a step's free
 * candidates: the professional of the previous step (the customer keeps their chair), else the
 * one given the fewest steps so far by this computation (bookings spread across the team, as in
 * computeAnyProfessionalSlots), else the lowest id. An id without availability in
 * `input.professionals` is never free. No steps, no slots.
 */
export function computeVisitSlots(input: VisitSlotsInput): VisitSlot[] {
  const { steps, slotStepMinutes } = input;
  if (steps.length === 0) return [];
  const offsets: number[] = [0];
  for (const step of steps) offsets.push(offsets.at(-1)! + step.durationMinutes * MINUTE);
  const total = offsets.at(-1)!;
  // A visit starting late on the last day may run into the next ones.
  const { earliest, days } = bookableDays(input, Math.ceil(total / (1440 * MINUTE)) + 1);

  const named = new Set(steps.flatMap((s) => s.professionalIds));
  const ids = [...named].sort(compareIds);
  const weeks = new Map(
    weeksOf(
      input.openingHours,
      input.professionals.filter((p) => named.has(p.id)),
      days,
    ).map((w) => [w.id, w]),
  );
  const pieces = ids.map((id) => {
    const week = weeks.get(id);
    return week ? freePieces(week, days) : { starts: new Float64Array(0), reach: new Float64Array(0) };
  });
  const rank = new Map(ids.map((id, i) => [id, i]));
  const candidates = steps.map((step) =>
    [...new Set(step.professionalIds)]
      .sort(compareIds)
      .map((id): Candidate => ({ index: rank.get(id)!, pieces: pieces[rank.get(id)!]!, at: -1, lastStart: -Infinity })),
  );
  const given = new Uint32Array(ids.length);
  const free: Candidate[][] = steps.map(() => []);

  const slots: VisitSlot[] = [];
  for (const day of days) {
    if (!day.bookable) break;
    for (let minute = 0; minute < 1440; minute += slotStepMinutes) {
      const startsAt = day.clock(minute);
      if (startsAt === null || startsAt < earliest) continue;
      let every = true;
      for (let i = 0; i < steps.length && every; i++) {
        const start = startsAt + offsets[i]!;
        const end = startsAt + offsets[i + 1]!;
        const list = free[i]!;
        list.length = 0;
        for (const candidate of candidates[i]!) if (fits(candidate, start, end)) list.push(candidate);
        every = list.length > 0;
      }
      if (!every) continue;
      const visitSteps: VisitSlotStep[] = [];
      let previous = -1;
      for (let i = 0; i < steps.length; i++) {
        const list = free[i]!;
        let pick = list.find((c) => c.index === previous) ?? list[0]!;
        if (pick.index !== previous) for (const c of list) if (given[c.index]! < given[pick.index]!) pick = c;
        given[pick.index] = given[pick.index]! + 1;
        previous = pick.index;
        visitSteps.push({
          serviceId: steps[i]!.serviceId,
          professionalId: ids[pick.index]!,
          startsAt: new Date(startsAt + offsets[i]!),
          endsAt: new Date(startsAt + offsets[i + 1]!),
        });
      }
      slots.push({ startsAt: new Date(startsAt), endsAt: new Date(startsAt + total), steps: visitSteps });
    }
  }
  return slots;
}
