import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListAppointmentsResponse } from '../../../../contracts/appointments.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { queryString } from '../../../lib/query-string.ts';

/** Every query about appointments starts with this key: a change (here or live) refreshes them all. */
export const appointmentsQueryKey = ['appointments'] as const;
export const appointmentListsQueryKey = [...appointmentsQueryKey, 'list'] as const;

export interface ListAppointmentsParams {
  from: string;
  to: string;
  professionalId?: string | undefined;
}

/** Appointments overlapping [from, to) (at most 62 days); a professional gets their own only. */
export function listAppointments(
  params: ListAppointmentsParams,
  signal?: AbortSignal,
): Promise<ListAppointmentsResponse> {
  return apiFetch<ListAppointmentsResponse>(`/api/appointments${queryString({ ...params })}`, { signal });
}

export function listAppointmentsQueryOptions(params: ListAppointmentsParams) {
  return queryOptions({
    queryKey: [...appointmentListsQueryKey, params],
    queryFn: ({ signal }) => listAppointments(params, signal),
    // The live stream keeps an open schedule fresh; a range seen a while ago is asked again.
    staleTime: 30_000,
  });
}

export function useAppointments(params: ListAppointmentsParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...listAppointmentsQueryOptions(params), enabled });
}
