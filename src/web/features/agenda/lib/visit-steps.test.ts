import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { groupVisits, otherOpenSteps, planVisit, shiftVisit, stepsOfVisit, visitPositions } from './visit-steps.ts';

function appointment(id: string, visitId: string | null, startsAt: string, minutes = 30, status = 'scheduled') {
  const start = Date.parse(startsAt);
  return {
    id,
    visitId,
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + minutes * 60_000).toISOString(),
    status,
  } as Appointment;
}

const first = appointment('a', 'a', '2026-03-10T12:00:00Z');
const second = appointment('b', 'a', '2026-03-10T12:30:00Z', 60);
const third = appointment('c', 'a', '2026-03-10T13:30:00Z', 30, 'cancelled');
const alone = appointment('d', null, '2026-03-10T12:00:00Z');
const other = appointment('e', 'e', '2026-03-10T15:00:00Z');

describe('the steps of a visit', () => {
  it('are grouped by visit in time order, whatever order they come in', () => {
    const groups = groupVisits([third, alone, second, other, first]);
    expect([...groups.keys()].sort()).toEqual(['a', 'e']);
    expect(groups.get('a')?.map((step) => step.id)).toEqual(['a', 'b', 'c']);
    expect(groups.has('d')).toBe(false);
  });

  it('each know their place and how many the visit has, cancelled ones included; a lone appointment has none', () => {
    const positions = visitPositions([second, alone, third, first]);
    expect(positions.get('a')).toEqual({ visitId: 'a', position: 1, count: 3 });
    expect(positions.get('b')).toEqual({ visitId: 'a', position: 2, count: 3 });
    expect(positions.get('c')).toEqual({ visitId: 'a', position: 3, count: 3 });
    expect(positions.has('d')).toBe(false);
  });

  it('are listed for a step, and moving one asks only while another is still open', () => {
    const all = [alone, third, second, first, other];
    expect(stepsOfVisit(second, all).map((step) => step.id)).toEqual(['a', 'b', 'c']);
    expect(stepsOfVisit(alone, all)).toEqual([]);
    expect(otherOpenSteps(second, all).map((step) => step.id)).toEqual(['a']);
    expect(otherOpenSteps(first, [first, third])).toEqual([]);
  });

  it('move by the same shift when the whole visit moves; cancelled steps and others stay', () => {
    const moved = shiftVisit([first, second, third, alone], second, '2026-03-10T14:00:00Z');
    expect(moved.map((step) => step.startsAt)).toEqual([
      '2026-03-10T13:30:00.000Z',
      second.startsAt,
      third.startsAt,
      alone.startsAt,
    ]);
    expect(moved[0]?.endsAt).toBe('2026-03-10T14:00:00.000Z');
  });
});

describe('a visit being booked', () => {
  it('lays its steps end to end from the start and adds up length and price', () => {
    const plan = planVisit(9 * 60, [
      { durationMinutes: 30, priceCents: 5000 },
      { durationMinutes: 60, priceCents: 8000 },
    ]);
    expect(plan.times).toEqual([
      { start: 540, end: 570 },
      { start: 570, end: 630 },
    ]);
    expect(plan).toMatchObject({ totalMinutes: 90, totalCents: 13_000, complete: true });
  });

  it('has no time for a step until the services before it are chosen, and none without a start', () => {
    const plan = planVisit(600, [
      { durationMinutes: 45, priceCents: 100 },
      undefined,
      { durationMinutes: 15, priceCents: 50 },
    ]);
    expect(plan.times).toEqual([{ start: 600, end: 645 }, null, null]);
    expect(plan).toMatchObject({ totalMinutes: 60, totalCents: 150, complete: false });
    expect(planVisit(null, [{ durationMinutes: 45, priceCents: 100 }]).times).toEqual([null]);
  });
});
