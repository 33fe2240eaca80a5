import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, UpdateAppointmentPriceBody } from '../../../../contracts/appointments.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { appointmentQueryKey } from './get-appointment.ts';
import { appointmentsQueryKey } from './list-appointments.ts';
import { refreshFigures } from './refresh-figures.ts';

/** The price actually charged (a discount, an extra); owner only, not for a cancelled appointment. */
export function updateAppointmentPrice({
  id,
  priceCents,
}: UpdateAppointmentPriceBody & { id: string }): Promise<Appointment> {
  return apiFetch<Appointment>(`/api/appointments/${encodeURIComponent(id)}/price`, {
    method: 'PUT',
    body: JSON.stringify({ priceCents } satisfies UpdateAppointmentPriceBody),
  });
}

export function useUpdateAppointmentPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...appointmentsQueryKey, 'price'],
    mutationFn: updateAppointmentPrice,
    onSuccess: (appointment) => queryClient.setQueryData(appointmentQueryKey(appointment.id), appointment),
    onSettled: () => {
      refreshFigures(queryClient);
      return queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
    },
  });
}
