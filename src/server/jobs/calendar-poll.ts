import type { FastifyBaseLogger } from 'fastify';
import type { CalendarSyncWorker } from '../modules/calendar-sync/calendar-sync.worker.ts';

const TICK_MS = 10_000;

/**
 * Every ten seconds: reads the busy time of the calendar connections whose turn has come (each
 * every CALDAV_POLL_SECONDS, docs/calendars.md). Any number of processes may run it: a connection
 * is claimed under a lease with SKIP LOCKED, so two never read the same one at once.
 */
export function startCalendarPoll(deps: { worker: Pick<CalendarSyncWorker, 'pollDue'>; log: FastifyBaseLogger }) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = deps.worker.pollDue().catch((error: unknown) => deps.log.error({ err: error }, 'calendar poll failed'));
  };
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  return {
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
