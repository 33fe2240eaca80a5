import type { FastifyBaseLogger } from 'fastify';
import type { BusinessErasureService } from '../modules/business/business-erasure.service.ts';

const ERASURE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Every hour (and once at start): erases the businesses whose 30 days since closing are over, a
 * bounded batch per run. Any number of processes may run it: each business is taken under a row
 * lock that the others skip.
 */
export function startBusinessErasure(deps: {
  erasure: BusinessErasureService;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = running
      .then(() => (stopped ? [] : deps.erasure.eraseDue()))
      .catch((error: unknown) => deps.log.error({ err: error }, 'erasing closed businesses failed'));
  };
  const timer = setInterval(tick, deps.intervalMs ?? ERASURE_INTERVAL_MS);
  timer.unref();
  tick();
  return {
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
