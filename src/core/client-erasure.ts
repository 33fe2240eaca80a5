import { canReschedule, type AppointmentStatus } from './appointment-status.ts';

/**
 * How many of a client's appointments are still to come — scheduled or confirmed, and not ended
 * by `now` — and hold off the erasure of their personal data until the owner cancels or
 * completes them (docs/data-rights.md).
 */
export function upcomingAppointments(
  appointments: ReadonlyArray<{ status: AppointmentStatus; endsAt: Date }>,
  now: Date,
): number {
  return appointments.filter(
    (appointment) => canReschedule(appointment.status) && appointment.endsAt.getTime() > now.getTime(),
  ).length;
}
