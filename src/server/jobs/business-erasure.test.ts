import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessErasureService } from '../modules/business/business-erasure.service.ts';
import { startBusinessErasure } from './business-erasure.ts';

const silentLog = { error: () => {} } as never;

// The clock is the test's: intervals pass when the test says so, on any machine at any load.
describe('the business erasure job', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at start and then every interval, one run at a time, until stopped', async () => {
    let runs = 0;
    let running = 0;
    let overlapped = false;
    const erasure: BusinessErasureService = {
      async eraseDue() {
        runs += 1;
        running += 1;
        if (running > 1) overlapped = true;
        // Each run outlasts three intervals: the ticks that come meanwhile wait their turn.
        await new Promise((resolve) => setTimeout(resolve, 15));
        running -= 1;
        return [];
      },
    };
    const job = startBusinessErasure({ erasure, log: silentLog, intervalMs: 5 });
    await vi.advanceTimersByTimeAsync(80);
    const stopping = job.stop();
    await vi.runAllTimersAsync();
    await stopping;
    const stoppedAt = runs;
    expect(stoppedAt).toBeGreaterThanOrEqual(2);
    expect(overlapped).toBe(false);
    expect(running).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(stoppedAt);
  });

  it('logs a failed run and keeps going', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const erasure: BusinessErasureService = {
      async eraseDue() {
        runs += 1;
        if (runs === 1) throw new Error('database away');
        return [];
      },
    };
    const job = startBusinessErasure({
      erasure,
      log: { error: (fields: unknown) => errors.push(fields) } as never,
      intervalMs: 5,
    });
    await vi.advanceTimersByTimeAsync(40);
    await job.stop();
    expect(errors).toHaveLength(1);
    expect(runs).toBeGreaterThan(1);
  });
});
