import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../../contracts/appointments.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

export const calendarFeedsQueryKey = ['calendar-feeds'] as const;

/** The secret iCalendar URLs this person may see: the business's and each professional's (or their own). */
export function listCalendarFeeds(signal?: AbortSignal): Promise<{ items: CalendarFeed[] }> {
  return apiFetch<{ items: CalendarFeed[] }>('/api/calendar-feeds', { signal });
}

export function useCalendarFeeds({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptions({ queryKey: calendarFeedsQueryKey, queryFn: ({ signal }) => listCalendarFeeds(signal) }),
    enabled,
  });
}
