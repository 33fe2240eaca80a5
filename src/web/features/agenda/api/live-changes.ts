import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appointmentsQueryKey } from './list-appointments.ts';

const RECONNECT_MS = 5_000;

/**
 * Listens to /api/live (server-sent events) while the schedule is open: a change made anywhere in
 * the business refetches the appointments on screen. EventSource reconnects by itself after a
 * dropped connection; when the server refuses the stream (it then stops), we try again a little
 * later. After any reconnection the lists are refetched, for the changes made meanwhile.
 */
export function useLiveAppointments(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let hadError = false;
    let stopped = false;

    const refresh = () => {
      // A move of ours is still on its way: its own answer refreshes the lists, without a flicker.
      if (queryClient.isMutating({ mutationKey: appointmentsQueryKey }) > 0) return;
      void queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
    };

    const connect = () => {
      source = new EventSource('/api/live');
      source.addEventListener('appointments', refresh);
      source.addEventListener('open', () => {
        if (hadError) refresh();
        hadError = false;
      });
      source.addEventListener('error', () => {
        hadError = true;
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source.close();
          retry = setTimeout(connect, RECONNECT_MS);
        }
      });
    };
    connect();

    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);
}
