import type { FastifyBaseLogger } from 'fastify';

/**
 * The deposits' job (docs/deposits.md): releases the holds whose time is up — each once, whichever
 * process gets there first (a guarded transition) — and asks the provider again for refunds left
 * half-way. The booking page's reads and bookings release a business's due holds themselves too,
 * so a hold never outlives its time however late this runs. One round at a time.
 */
export function startDepositHolds(deps: {
  deposits: { runOnce(): Promise<unknown> };
  log: FastifyBaseLogger;
  intervalMs: number;
}) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(async () => {
      if (stopped) return;
      await deps.deposits.runOnce().catch((error: unknown) => deps.log.error({ err: error }, 'deposit holds failed'));
    });
  }, deps.intervalMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
