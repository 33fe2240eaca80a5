import type { AppointmentStatus } from '../../core/appointment-status.ts';
import type { Locale } from './locale.ts';

/**
 * An appointment's status and where it came from, as the files the server writes for people name
 * them (a client's copy of their data, the business's ZIP): one wording for both.
 */
export const APPOINTMENT_WORDS: Record<
  Locale,
  { status: Record<AppointmentStatus, string>; source: Record<'staff' | 'online', string> }
> = {
  'pt-BR': {
    status: { scheduled: 'Agendado', confirmed: 'Confirmado', completed: 'Concluído', cancelled: 'Cancelado' },
    source: { staff: 'Equipe', online: 'Agendamento online' },
  },
  'en-US': {
    status: { scheduled: 'Scheduled', confirmed: 'Confirmed', completed: 'Completed', cancelled: 'Cancelled' },
    source: { staff: 'Staff', online: 'Online booking' },
  },
};
