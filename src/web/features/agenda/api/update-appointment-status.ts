import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '../../../../contracts/appointments.ts';
import type { AppointmentStatus } from '../../../../core/appointment-status.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { appointmentQueryKey } from './get-appointment.ts';
import { appointmentsQueryKey } from './list-appointments.ts';
import { refreshFigures } from './refresh-figures.ts';

/** Confirm, undo a confirmation or complete (docs/appointment-status.md); 409 INVALID_STATUS_CHANGE otherwise. */
export function updateAppointmentStatus({
  id,
  status,
}: {
  id: string;
  status: AppointmentStatus;
}): Promise<Appointment> {
  return apiFetch<Appointment>(`/api/appointments/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: JSON.stringify({ status }),
  });
}

export function useUpdateAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...appointmentsQueryKey, 'status'],
    mutationFn: updateAppointmentStatus,
    onSuccess: (appointment) => queryClient.setQueryData(appointmentQueryKey(appointment.id), appointment),
    onSettled: () => {
      refreshFigures(queryClient);
      return queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
    },
  });
}
