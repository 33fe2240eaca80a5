import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarNotice } from '../../../../contracts/calendar-sync.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { appointmentsQueryKey } from './list-appointments.ts';

/**
 * Under the appointments' key: a change of the schedule (here, or live from the server — the
 * calendar poll announces a notice it records) refreshes them with the appointments.
 */
const noticesQueryKey = [...appointmentsQueryKey, 'calendar-notices'] as const;

/** Appointments whose event was deleted or moved in a connected calendar (listCalendarNotices). */
export function listCalendarNotices(professionalId: string | null, signal?: AbortSignal) {
  const query = professionalId ? `?professionalId=${encodeURIComponent(professionalId)}` : '';
  return apiFetch<{ items: CalendarNotice[] }>(`/api/calendar-notices${query}`, { signal });
}

export function useCalendarNotices(professionalId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...noticesQueryKey, professionalId ?? 'all'] as const,
      queryFn: ({ signal }) => listCalendarNotices(professionalId, signal),
      staleTime: 60_000,
    }),
  );
}

/** Dismisses an appointment's notices (dismissCalendarNotice). */
export function useDismissCalendarNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) =>
      apiFetch<null>(`/api/calendar-notices/${encodeURIComponent(appointmentId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticesQueryKey }),
  });
}
