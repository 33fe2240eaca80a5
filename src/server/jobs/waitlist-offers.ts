import type { FastifyBaseLogger } from 'fastify';
import type { ChangeFeed } from '../modules/live/change-feed.ts';

/** How often every business with someone waiting is looked at (new hours open times too). */
const WAITLIST_INTERVAL_MS = 60_000;
/** A change is looked at this long after it, so a burst of changes makes one run. */
const SETTLE_MS = 500;

/**
 * The waitlist's offers (docs/booking.md, "Waitlist"): at once after a business's schedule changes
 * — a cancellation or a move in any server process reaches this one through the change feed —, and
 * every minute for every business with someone waiting. One run at a time; a business's offers are
 * made by the waitlist service, which never offers one time twice to one entry.
 */
export function startWaitlistOffers(deps: {
  offers: { offerOpenings(businessId: string): Promise<number>; businessesWaiting(): Promise<string[]> };
  feed: ChangeFeed;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const due = new Set<string>();
  let settle: NodeJS.Timeout | undefined;

  const run = (businessIds: () => Promise<string[]>) => {
    running = running.then(async () => {
      if (stopped) return;
      const failed = (error: unknown) => deps.log.error({ err: error }, 'waitlist offers failed');
      const ids = await businessIds().catch((error: unknown) => (failed(error), []));
      // One business's failure does not hold back the others' offers.
      for (const businessId of ids) {
        if (stopped) return;
        await deps.offers.offerOpenings(businessId).catch(failed);
      }
    });
  };

  const kick = (businessId: string) => {
    if (stopped) return;
    due.add(businessId);
    settle ??= setTimeout(() => {
      settle = undefined;
      const batch = [...due];
      due.clear();
      run(async () => batch);
    }, SETTLE_MS);
  };

  const unsubscribe = deps.feed.subscribeAll((change) => kick(change.businessId));
  const timer = setInterval(() => run(() => deps.offers.businessesWaiting()), deps.intervalMs ?? WAITLIST_INTERVAL_MS);
  timer.unref();
  return {
    kick,
    async stop(): Promise<void> {
      stopped = true;
      unsubscribe();
      clearInterval(timer);
      if (settle) clearTimeout(settle);
      await running;
    },
  };
}
