import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../../contracts/appointments.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { calendarFeedsQueryKey } from './list-calendar-feeds.ts';

/** A new secret for a feed (the business's when `professionalId` is null): the old URL stops working. */
export function regenerateCalendarFeed(professionalId: string | null): Promise<CalendarFeed> {
  return apiFetch<CalendarFeed>('/api/calendar-feeds/regenerate', {
    method: 'POST',
    body: JSON.stringify({ professionalId }),
  });
}

export function useRegenerateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCalendarFeed,
    onSuccess: (feed) => {
      queryClient.setQueryData<{ items: CalendarFeed[] }>(calendarFeedsQueryKey, (current) =>
        current
          ? {
              items: current.items.map((item) =>
                item.scope === feed.scope && item.professionalId === feed.professionalId ? feed : item,
              ),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: calendarFeedsQueryKey });
    },
  });
}
