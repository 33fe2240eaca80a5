import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';

export interface BusyTime {
  professionalId: string;
  startsAt: string;
  endsAt: string;
}

/** Busy time read from the professionals' connected calendars between two instants (listCalendarBusyTimes). */
export function listCalendarBusyTimes(
  range: { from: string; to: string; professionalId: string },
  signal?: AbortSignal,
): Promise<{ items: BusyTime[] }> {
  const query = new URLSearchParams(range);
  return apiFetch<{ items: BusyTime[] }>(`/api/calendar-busy-times?${query.toString()}`, { signal });
}

export function useCalendarBusyTimes(range: { from: string; to: string; professionalId: string } | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['calendar-busy-times', range?.professionalId, range?.from, range?.to] as const,
      queryFn: ({ signal }) => listCalendarBusyTimes(range!, signal),
    }),
    enabled: range !== null,
    staleTime: 60_000,
  });
}
