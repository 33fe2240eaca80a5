import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATUSES,
  canChangeStatus,
  canReschedule,
  completingAhead,
  mayMarkNoShow,
} from './appointment-status.ts';

describe('appointment status rules', () => {
  it('allow exactly these moves', () => {
    const allowed = APPOINTMENT_STATUSES.flatMap((from) =>
      APPOINTMENT_STATUSES.filter((to) => canChangeStatus(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'scheduled→confirmed',
      'scheduled→completed',
      'scheduled→cancelled',
      'confirmed→scheduled',
      'confirmed→completed',
      'confirmed→cancelled',
    ]);
  });

  it('move in time only what is still to happen', () => {
    expect(APPOINTMENT_STATUSES.filter(canReschedule)).toEqual(['scheduled', 'confirmed']);
  });

  it('ask before completing only a visit that has not started', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(completingAhead('2026-11-27T12:00:01Z', now)).toBe(true);
    expect(completingAhead('2026-11-27T12:00:00Z', now)).toBe(false);
    expect(completingAhead('2026-11-27T11:30:00Z', now)).toBe(false);
  });
});

describe('a no-show', () => {
  it('is marked once the appointment has started, on one still scheduled or confirmed', () => {
    const now = new Date('2026-11-10T13:00:00Z');
    expect(mayMarkNoShow('2026-11-10T13:00:00Z', now)).toBe(true);
    expect(mayMarkNoShow('2026-11-10T13:00:01Z', now)).toBe(false);
    expect(mayMarkNoShow('2026-11-10T12:00:00Z', now, 'confirmed')).toBe(true);
    expect(mayMarkNoShow('2026-11-10T12:00:00Z', now, 'completed')).toBe(false);
    expect(mayMarkNoShow('2026-11-10T12:00:00Z', now, 'cancelled')).toBe(false);
  });
});
