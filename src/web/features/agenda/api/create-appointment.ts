import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, CreateAppointmentBody } from '../../../../contracts/appointments.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { appointmentsQueryKey } from './list-appointments.ts';
import { refreshFigures } from './refresh-figures.ts';

/**
 * Books an appointment. 409 SLOT_TAKEN names the appointment in the way; 409
 * OUTSIDE_WORKING_HOURS asks to send again with `allowOutsideWorkingHours: true`.
 */
export function createAppointment(body: CreateAppointmentBody): Promise<Appointment> {
  return apiFetch<Appointment>('/api/appointments', { method: 'POST', body: JSON.stringify(body) });
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...appointmentsQueryKey, 'create'],
    mutationFn: createAppointment,
    onSettled: () => {
      refreshFigures(queryClient);
      return queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
    },
  });
}
