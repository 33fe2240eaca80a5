import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlySummary } from '../../../../contracts/appointments.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { queryString } from '../../../lib/query-string.ts';
import { appointmentsQueryKey } from './list-appointments.ts';

export interface AppointmentsSummaryParams {
  /** 'YYYY-MM' on the business's calendar. */
  month: string;
  professionalId?: string | undefined;
}

export function getAppointmentsSummary(
  params: AppointmentsSummaryParams,
  signal?: AbortSignal,
): Promise<MonthlySummary> {
  return apiFetch<MonthlySummary>(`/api/appointments/summary${queryString({ ...params })}`, { signal });
}

export function useAppointmentsSummary(params: AppointmentsSummaryParams) {
  return useQuery(
    queryOptions({
      queryKey: [...appointmentsQueryKey, 'summary', params],
      queryFn: ({ signal }) => getAppointmentsSummary(params, signal),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  );
}
