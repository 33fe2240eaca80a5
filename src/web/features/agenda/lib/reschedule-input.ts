import { isLocalDate, timeToMinutes, type LocalDate } from '../../../lib/local-date.ts';

/** The reschedule form's fields as typed. */
export interface RescheduleFields {
  date: string;
  time: string;
  professionalId: string;
}

/**
 * The move the form asks for, or why it cannot be sent: a day and time that are not real, or the
 * same day, time and professional the appointment already has (the translation key to show).
 */
export function readRescheduleFields(
  fields: RescheduleFields,
  current: { date: LocalDate; minutes: number; professionalId: string },
):
  | { date: LocalDate; minutes: number; professionalId: string }
  | { error: 'agenda.form.errors.timeRequired' | 'agenda.panel.unchanged' } {
  const minutes = timeToMinutes(fields.time);
  if (!isLocalDate(fields.date) || minutes === null) return { error: 'agenda.form.errors.timeRequired' };
  if (fields.date === current.date && minutes === current.minutes && fields.professionalId === current.professionalId) {
    return { error: 'agenda.panel.unchanged' };
  }
  return { date: fields.date, minutes, professionalId: fields.professionalId };
}
