import type { FastifyBaseLogger } from 'fastify';
import type { BillingService } from '../modules/billing/billing.service.ts';

const CLOCK_INTERVAL_MS = 60_000;
const RECONCILE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Every minute: the trial's e-mails and the test checkout's period ends. Once a day (and at
 * start): reconciliation with the payment provider. Any number of processes may run it; every
 * effect is keyed (e-mails by their key, events by their id, states by their moment).
 */
export function startBillingClock(deps: { billing: BillingService; log: FastifyBaseLogger }) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let lastReconcile = 0;
  const tick = () => {
    if (stopped) return;
    running = (async () => {
      await deps.billing.runClock();
      if (Date.now() - lastReconcile >= RECONCILE_INTERVAL_MS) {
        lastReconcile = Date.now();
        await deps.billing.reconcile();
      }
    })().catch((error: unknown) => deps.log.error({ err: error }, 'billing clock failed'));
  };
  const timer = setInterval(tick, CLOCK_INTERVAL_MS);
  timer.unref();
  return {
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
