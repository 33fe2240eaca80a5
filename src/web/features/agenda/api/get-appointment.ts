import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { appointmentsQueryKey } from './list-appointments.ts';

export const appointmentQueryKey = (id: string) => [...appointmentsQueryKey, 'detail', id] as const;

export function getAppointment(id: string, signal?: AbortSignal): Promise<Appointment> {
  return apiFetch<Appointment>(`/api/appointments/${encodeURIComponent(id)}`, { signal });
}

/** One appointment, shown at once from what the schedule already has (`seen`) while it is asked again. */
export function useAppointment(id: string, seen: Appointment | undefined) {
  return useQuery(
    queryOptions({
      queryKey: appointmentQueryKey(id),
      queryFn: ({ signal }) => getAppointment(id, signal),
      placeholderData: seen,
      staleTime: 0,
    }),
  );
}
