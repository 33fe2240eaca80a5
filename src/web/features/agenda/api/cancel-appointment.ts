import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { appointmentQueryKey } from './get-appointment.ts';
import { appointmentsQueryKey } from './list-appointments.ts';
import { refreshFigures } from './refresh-figures.ts';

/** Cancelling is final; the time becomes free for a new appointment. */
export function cancelAppointment(id: string): Promise<Appointment> {
  return apiFetch<Appointment>(`/api/appointments/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...appointmentsQueryKey, 'cancel'],
    mutationFn: cancelAppointment,
    onSuccess: (appointment) => queryClient.setQueryData(appointmentQueryKey(appointment.id), appointment),
    onSettled: () => {
      refreshFigures(queryClient);
      return queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
    },
  });
}
