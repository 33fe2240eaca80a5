import type { Appointment } from '../../../../contracts/appointments.ts';
import type { AppointmentStatus } from '../../../../core/appointment-status.ts';

/**
 * What the schedule shows as an appointment's status: a no-show is a cancellation, shown as its own
 * ('Faltou') wherever the status is (docs/appointment-status.md).
 */
export type StatusLook = AppointmentStatus | 'noShow';

export function statusLook(appointment: Pick<Appointment, 'status' | 'noShow'>): StatusLook {
  return appointment.status === 'cancelled' && appointment.noShow ? 'noShow' : appointment.status;
}

/**
 * "Cliente faltou" is offered for a scheduled or confirmed appointment once its start time has come:
 * before it, the client may still arrive (the server refuses it too).
 */
export function mayMarkNoShow(appointment: Pick<Appointment, 'status' | 'startsAt'>, now: Date): boolean {
  return (
    (appointment.status === 'scheduled' || appointment.status === 'confirmed') &&
    new Date(appointment.startsAt).getTime() <= now.getTime()
  );
}

/** The longest wait the panel keeps a timer for; a later start is a panel reopened by then. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * How long an open panel waits before offering "Cliente faltou" (until the start time), or null
 * when there is nothing to wait for: already offered, never offered, or more than a day away.
 */
export function noShowWaitMs(appointment: Pick<Appointment, 'status' | 'startsAt'>, now: Date): number | null {
  if (appointment.status !== 'scheduled' && appointment.status !== 'confirmed') return null;
  const wait = new Date(appointment.startsAt).getTime() - now.getTime();
  return wait > 0 && wait <= LONGEST_WAIT_MS ? wait : null;
}
