import type { Appointment } from '../../../../contracts/appointments.ts';
import { localDateTimeOf, type LocalDate } from '../../../lib/local-date.ts';

/** An appointment on the business's clock: its day and [start, end) in minutes of that day. */
export interface PlacedAppointment {
  appointment: Appointment;
  date: LocalDate;
  start: number;
  end: number;
}

/** How long an appointment lasts, in minutes (its real length, whatever the clock did meanwhile). */
export function durationMinutes(appointment: Pick<Appointment, 'startsAt' | 'endsAt'>): number {
  return Math.round((Date.parse(appointment.endsAt) - Date.parse(appointment.startsAt)) / 60_000);
}

/**
 * Places appointments on the day they start. The end comes from the real duration, so a DST change
 * inside an appointment does not stretch or shrink its card; one running past midnight ends at 24:00.
 */
export function placeAppointments(appointments: readonly Appointment[], timeZone: string): PlacedAppointment[] {
  return appointments
    .map((appointment) => {
      const { date, minutes } = localDateTimeOf(appointment.startsAt, timeZone);
      const duration = Math.max(0, durationMinutes(appointment));
      return { appointment, date, start: minutes, end: Math.min(24 * 60, minutes + duration) };
    })
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.start - b.start ||
        a.appointment.clientName.localeCompare(b.appointment.clientName),
    );
}
