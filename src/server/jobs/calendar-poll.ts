import type { FastifyBaseLogger } from 'fastify';
import type { CalendarSyncWorker } from '../modules/calendar-sync/calendar-sync.worker.ts';

const TICK_MS = 10_000;

/**
 * Every ten seconds: reads the busy time of the calendar connections whose turn has come (each
 * every CALDAV_POLL_SECONDS, docs/calendars.md), and at once when asked (`kick`: Google announced a
 * change, or a calendar was just connected). A Google connection's read also renews its push
 * channel before it expires. Any number of processes may run it: a connection is claimed under a
 * lease with SKIP LOCKED, so two never read the same one at once.
 */
export function startCalendarPoll(deps: { worker: Pick<CalendarSyncWorker, 'pollDue'>; log: FastifyBaseLogger }) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let kicked = false;
  const read = () =>
    deps.worker.pollDue().catch((error: unknown) => deps.log.error({ err: error }, 'calendar poll failed'));
  const tick = () => {
    if (stopped) return;
    running = read();
  };
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  return {
    /** Reads the connections due now, after the read under way (several asks at once make one read). */
    kick(): void {
      if (stopped || kicked) return;
      kicked = true;
      running = running.then(() => {
        kicked = false;
        return stopped ? undefined : read();
      });
    },
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
