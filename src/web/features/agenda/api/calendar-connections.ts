import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarConnection, ConnectCalDavBody } from '../../../../contracts/calendar-sync.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

export const calendarConnectionsQueryKey = ['calendar-connections'] as const;

/** The connected calendars, and whether this server can connect Google ones (false when it does not say). */
export interface CalendarConnections {
  items: CalendarConnection[];
  googleAvailable: boolean;
}

/** The professional's own connections, or every professional's for the owner (listCalendarConnections). */
export async function listCalendarConnections(signal?: AbortSignal): Promise<CalendarConnections> {
  const answer = await apiFetch<{ items: CalendarConnection[]; googleAvailable?: boolean }>(
    '/api/calendar-connections',
    { signal },
  );
  return { items: answer.items, googleAvailable: answer.googleAvailable === true };
}

export function useCalendarConnections({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptions({
      queryKey: calendarConnectionsQueryKey,
      queryFn: ({ signal }) => listCalendarConnections(signal),
    }),
    enabled,
  });
}

/** Signs in to a CalDAV server and keeps the connection; 400s name what the server refused. */
export function connectCalDavCalendar(body: ConnectCalDavBody): Promise<CalendarConnection> {
  return apiFetch<CalendarConnection>('/api/calendar-connections/caldav', {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useConnectCalDavCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectCalDavCalendar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarConnectionsQueryKey }),
  });
}

/** Forgets a connection; with `removeEvents`, first deletes Agendo's events of appointments still to come. */
export function disconnectCalendar({ id, removeEvents }: { id: string; removeEvents: boolean }): Promise<void> {
  return apiFetch<void>(`/api/calendar-connections/${encodeURIComponent(id)}?removeEvents=${String(removeEvents)}`, {
    method: 'DELETE',
  });
}

export function useDisconnectCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectCalendar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarConnectionsQueryKey }),
  });
}

/** The address of Google's consent page for the professional's calendar (startGoogleCalendarConnection). */
export function startGoogleCalendarConnection(professionalId: string | null): Promise<{ authorizationUrl: string }> {
  return apiFetch<{ authorizationUrl: string }>('/api/calendar-connections/google', {
    method: 'POST',
    body: JSON.stringify(professionalId ? { professionalId } : {}),
  });
}
