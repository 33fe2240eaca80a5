import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/connection.ts';
import { createChangeFeed } from '../modules/live/change-feed.ts';
import { startWaitlistOffers } from './waitlist-offers.ts';

const silentLog = { error: () => {}, warn: () => {} } as never;

// The clock is the test's: the settling time and the minute pass when the test says so.
describe('the waitlist offers job', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("follows a business's schedule changes at once, a burst as one run, and every business each interval", async () => {
    // The embedded database's feed is in the process: no database is needed to carry a change.
    const feed = await createChangeFeed({ engine: 'pglite' } as DatabaseHandle, silentLog);
    const offered: string[] = [];
    const job = startWaitlistOffers({
      offers: {
        async offerOpenings(businessId) {
          if (businessId === 'broken') throw new Error('a broken business');
          offered.push(businessId);
          return 1;
        },
        businessesWaiting: async () => ['broken', 'b-1', 'b-2'],
      },
      feed,
      log: silentLog,
      intervalMs: 60_000,
    });
    await feed.publish({ businessId: 'b-1', kind: 'appointments' });
    await feed.publish({ businessId: 'b-1', kind: 'appointments' });
    await feed.publish({ businessId: 'b-2', kind: 'appointments' });
    expect(offered).toEqual([]);
    await vi.advanceTimersByTimeAsync(600);
    expect(offered).toEqual(['b-1', 'b-2']);

    // Every minute, every business with someone waiting; one that fails holds back none.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(offered).toEqual(['b-1', 'b-2', 'b-1', 'b-2']);

    const stopping = job.stop();
    await vi.runAllTimersAsync();
    await stopping;
    await feed.publish({ businessId: 'b-1', kind: 'appointments' });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(offered).toHaveLength(4);
    await feed.close();
  });
});
