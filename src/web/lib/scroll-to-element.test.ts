import { describe, expect, it, vi } from 'vitest';
import { scrollToElementWhenReady } from './scroll-to-element.ts';

/** A clock the test advances by hand. */
function manualClock() {
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  return {
    setTimer: (run: () => void, ms: number) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => {
      timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1);
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > until) break;
        timers.shift();
        now = next.at;
        next.run();
      }
      now = until;
    },
    pending: () => timers.length,
  };
}

describe('scrollToElementWhenReady', () => {
  it('scrolls smoothly at once when the element exists', () => {
    const scrollIntoView = vi.fn();
    const clock = manualClock();
    scrollToElementWhenReady('precos', { findElement: () => ({ scrollIntoView }), ...clock });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(clock.pending()).toBe(0);
  });

  it('retries every 100 ms until the element appears', () => {
    const scrollIntoView = vi.fn();
    const clock = manualClock();
    let lookups = 0;
    const appearsAt = 5;
    scrollToElementWhenReady('precos', {
      findElement: () => (++lookups >= appearsAt ? { scrollIntoView } : null),
      ...clock,
    });
    clock.advance(300);
    expect(lookups).toBe(4);
    expect(scrollIntoView).not.toHaveBeenCalled();
    clock.advance(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
  });

  it('gives up after 3 s', () => {
    const clock = manualClock();
    let lookups = 0;
    scrollToElementWhenReady('precos', { findElement: () => (lookups++, null), ...clock });
    clock.advance(10_000);
    expect(lookups).toBe(31); // at 0, 100, …, 3000 ms
    expect(clock.pending()).toBe(0);
  });

  it('stops when cancelled', () => {
    const clock = manualClock();
    const findElement = vi.fn(() => null);
    const stop = scrollToElementWhenReady('precos', { findElement, ...clock });
    stop();
    clock.advance(1000);
    expect(findElement).toHaveBeenCalledTimes(1);
  });
});
