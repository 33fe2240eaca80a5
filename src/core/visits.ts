/**
 * A visit: one customer's services in one booking, in order, each starting when the one before it
 * ends (docs/booking.md, "Visits of several services"). A visit of one service is a plain
 * appointment.
 */

/** The most services one visit holds. */
export const MAX_VISIT_STEPS = 3;

const MINUTE = 60_000;

/** The visit's steps laid end to end from `startsAt`: each step's start and end. */
export function chainSteps<T extends { durationMinutes: number }>(
  startsAt: Date,
  steps: readonly T[],
): Array<T & { startsAt: Date; endsAt: Date }> {
  let at = startsAt.getTime();
  return steps.map((step) => {
    const start = at;
    at += step.durationMinutes * MINUTE;
    return { ...step, startsAt: new Date(start), endsAt: new Date(at) };
  });
}

type StepStatus = 'scheduled' | 'confirmed' | 'completed' | 'cancelled';

/**
 * A visit as its customer sees it, from its steps: the steps still open (scheduled or confirmed)
 * make it — from the first one's start to the last one's end, their prices added up, confirmed
 * when all of them are, else scheduled. With none open it is what its steps ended as: completed
 * when one was done, else cancelled with all of its steps.
 */
export function visitOf<T extends { status: StepStatus; startsAt: Date; endsAt: Date; priceCents: number }>(
  steps: readonly T[],
): { status: StepStatus; startsAt: Date; endsAt: Date; priceCents: number; steps: T[] } {
  const open = steps.filter((s) => s.status === 'scheduled' || s.status === 'confirmed');
  const done = steps.filter((s) => s.status === 'completed');
  const counted = open.length > 0 ? open : done.length > 0 ? done : steps;
  const status: StepStatus =
    open.length > 0
      ? open.every((s) => s.status === 'confirmed')
        ? 'confirmed'
        : 'scheduled'
      : done.length > 0
        ? 'completed'
        : 'cancelled';
  return {
    status,
    startsAt: new Date(Math.min(...counted.map((s) => s.startsAt.getTime()))),
    endsAt: new Date(Math.max(...counted.map((s) => s.endsAt.getTime()))),
    priceCents: counted.reduce((sum, s) => sum + s.priceCents, 0),
    steps: [...steps].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()),
  };
}
