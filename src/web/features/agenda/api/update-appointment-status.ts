import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '../../../../contracts/appointments.ts';
import type { AppointmentStatus } from '../../../../core/appointment-status.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { appointmentQueryKey } from './get-appointment.ts';
import { appointmentsQueryKey } from './list-appointments.ts';
import { refreshFigures } from './refresh-figures.ts';

/**
 * Confirm, undo a confirmation or complete (docs/appointment-status.md); 409 INVALID_STATUS_CHANGE
 * otherwise. `noShow` with `cancelled` marks a no-show: the client did not come, and is not told of
 * the cancellation (400 on `noShow` before the start time).
 */
export function updateAppointmentStatus({
  id,
  status,
  noShow,
}: {
  id: string;
  status: AppointmentStatus;
  noShow?: boolean;
}): Promise<Appointment> {
  return apiFetch<Appointment>(`/api/appointments/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: JSON.stringify(noShow ? { status, noShow } : { status }),
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
