import type { Appointment } from '../../../../contracts/appointments.ts';
import { localDateTimeOf, type LocalDate } from '../../../lib/local-date.ts';
import { visitPositions, type VisitPosition } from './visit-steps.ts';

/** An appointment on the business's clock: its day and [start, end) in minutes of that day. */
export interface PlacedAppointment {
  appointment: Appointment;
  date: LocalDate;
  start: number;
  end: number;
  /**
   * Its place in a visit of several services; `position` and `count` are null when the list may
   * lack some of the visit's steps (a schedule filtered to one professional).
   */
  visit: VisitPosition | { visitId: string; position: null; count: null } | null;
}

/** How long an appointment lasts, in minutes (its real length, whatever the clock did meanwhile). */
export function durationMinutes(appointment: Pick<Appointment, 'startsAt' | 'endsAt'>): number {
  return Math.round((Date.parse(appointment.endsAt) - Date.parse(appointment.startsAt)) / 60_000);
}

/**
 * Places appointments on the day they start, each step of a visit with its place in it (when
 * `wholeVisits`, the list holds every step the visit has). The end comes from the real duration, so a DST change
 * inside an appointment does not stretch or shrink its card; one running past midnight ends at 24:00.
 */
export function placeAppointments(
  appointments: readonly Appointment[],
  timeZone: string,
  { wholeVisits = true }: { wholeVisits?: boolean } = {},
): PlacedAppointment[] {
  const positions = visitPositions(appointments);
  return appointments
    .map((appointment) => {
      const { date, minutes } = localDateTimeOf(appointment.startsAt, timeZone);
      const duration = Math.max(0, durationMinutes(appointment));
      const visit =
        appointment.visitId === null
          ? null
          : wholeVisits
            ? (positions.get(appointment.id) ?? null)
            : { visitId: appointment.visitId, position: null, count: null };
      return { appointment, date, start: minutes, end: Math.min(24 * 60, minutes + duration), visit };
    })
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.start - b.start ||
        a.appointment.clientName.localeCompare(b.appointment.clientName),
    );
}
