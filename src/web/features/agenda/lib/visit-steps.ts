import type { Appointment } from '../../../../contracts/appointments.ts';
import { canReschedule } from '../../../../core/appointment-status.ts';

/** Where a step stands in its visit: 1-based position among the steps known, and how many there are. */
export interface VisitPosition {
  visitId: string;
  position: number;
  count: number;
}

type Step = Pick<Appointment, 'id' | 'visitId' | 'startsAt'>;

function byStart(a: Step, b: Step): number {
  return Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id.localeCompare(b.id);
}

/** The appointments of several-service visits, grouped by visit, each group in time order. */
export function groupVisits<T extends Step>(appointments: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const appointment of appointments) {
    if (appointment.visitId === null) continue;
    const group = groups.get(appointment.visitId) ?? [];
    group.push(appointment);
    groups.set(appointment.visitId, group);
  }
  for (const group of groups.values()) group.sort(byStart);
  return groups;
}

/** Each step's place in its visit (cancelled steps count: they stay on the schedule). */
export function visitPositions(appointments: readonly Step[]): Map<string, VisitPosition> {
  const positions = new Map<string, VisitPosition>();
  for (const [visitId, steps] of groupVisits(appointments)) {
    steps.forEach((step, index) => positions.set(step.id, { visitId, position: index + 1, count: steps.length }));
  }
  return positions;
}

/** The steps of `appointment`'s visit among `appointments`, in time order (itself included); empty when it is no visit. */
export function stepsOfVisit<T extends Step>(appointment: Step, appointments: readonly T[]): T[] {
  if (appointment.visitId === null) return [];
  return appointments.filter((item) => item.visitId === appointment.visitId).sort(byStart);
}

/** The visit's other steps that can still move: when there are any, moving this one asks whether to move them too. */
export function otherOpenSteps<T extends Step & Pick<Appointment, 'status'>>(
  appointment: Step,
  appointments: readonly T[],
): T[] {
  return stepsOfVisit(appointment, appointments).filter(
    (step) => step.id !== appointment.id && canReschedule(step.status),
  );
}

/**
 * The appointments as they would be after moving `moved` to `startsAt` with its whole visit: its
 * other open steps shift by the same time (as the server does), the rest stay.
 */
export function shiftVisit<T extends Appointment>(
  appointments: readonly T[],
  moved: Appointment,
  startsAt: string,
): T[] {
  const shift = Date.parse(startsAt) - Date.parse(moved.startsAt);
  const at = (instant: string) => new Date(Date.parse(instant) + shift).toISOString();
  return appointments.map((item) =>
    item.id !== moved.id && moved.visitId !== null && item.visitId === moved.visitId && canReschedule(item.status)
      ? { ...item, startsAt: at(item.startsAt), endsAt: at(item.endsAt) }
      : item,
  );
}

/** One service of a visit being booked, once its service is known. */
export interface PlannedStep {
  durationMinutes: number;
  priceCents: number;
}

/**
 * A visit laid end to end from `startMinute` (minutes of the day): each step's start and end (null
 * while its service is not chosen, and for every step after it), the total length and price of the
 * steps known, and whether every step is known.
 */
export function planVisit(startMinute: number | null, steps: readonly (PlannedStep | undefined)[]) {
  let at = startMinute;
  let totalMinutes = 0;
  let totalCents = 0;
  const times = steps.map((step) => {
    if (!step || at === null) {
      at = null;
      return null;
    }
    const start = at;
    at += step.durationMinutes;
    return { start, end: at };
  });
  for (const step of steps) {
    totalMinutes += step?.durationMinutes ?? 0;
    totalCents += step?.priceCents ?? 0;
  }
  return { times, totalMinutes, totalCents, complete: steps.every((step) => step !== undefined) };
}
