import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES, canChangeStatus, canReschedule } from './appointment-status.ts';

describe('appointment status rules', () => {
  it('allow exactly these moves', () => {
    const allowed = APPOINTMENT_STATUSES.flatMap((from) => APPOINTMENT_STATUSES.filter((to) => canChangeStatus(from, to)).map((to) => `${from}→${to}`));
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
});
