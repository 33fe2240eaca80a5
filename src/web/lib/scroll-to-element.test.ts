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

  it('scrolls again when the target moves down (sections above it loaded), until 3 s', () => {
    const scrollIntoView = vi.fn();
    const clock = manualClock();
    let top = 2000;
    let scrollY = 0;
    scrollToElementWhenReady('precos', {
      findElement: () => ({ scrollIntoView, getBoundingClientRect: () => ({ top: top - scrollY }) }),
      readScrollY: () => scrollY,
      ...clock,
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    // The smooth scroll runs: the target comes closer, but it did not move in the document.
    scrollY = 800;
    clock.advance(200);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    // A section above it grows from its placeholder: the target is pushed down.
    top = 3100;
    clock.advance(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    clock.advance(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    // Moves after the 3 s window are left alone, and nothing is left waiting.
    clock.advance(3000);
    top = 4000;
    clock.advance(1000);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(clock.pending()).toBe(0);
  });

  it('keeps following past 3 s while the sections above are still loading, and for 3 s after, then stops', () => {
    const scrollIntoView = vi.fn();
    const clock = manualClock();
    let top = 2000;
    let settling = true;
    scrollToElementWhenReady('precos', {
      findElement: () => ({ scrollIntoView, getBoundingClientRect: () => ({ top }) }),
      readScrollY: () => 0,
      isSettling: () => settling,
      ...clock,
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    // The sections arrive after 5 s on a slow network: the target is pushed down and followed.
    clock.advance(5000);
    top = 3100;
    settling = false;
    clock.advance(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    // What arrived still grows a little (its pictures): followed once more.
    top = 3400;
    clock.advance(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(3);
    // Three seconds after the last loading: nothing is left waiting.
    clock.advance(3000);
    expect(clock.pending()).toBe(0);
  });

  it('stops following after the longest wait even if something never loads', () => {
    const scrollIntoView = vi.fn();
    const clock = manualClock();
    scrollToElementWhenReady('precos', {
      findElement: () => ({ scrollIntoView, getBoundingClientRect: () => ({ top: 2000 }) }),
      readScrollY: () => 0,
      isSettling: () => true,
      maxFollowMs: 10_000,
      ...clock,
    });
    clock.advance(10_200);
    expect(clock.pending()).toBe(0);
  });

  it('follows a target that appears late and then moves', () => {
    const scrollIntoView = vi.fn();
    const clock = manualClock();
    let present = false;
    let top = 1500;
    scrollToElementWhenReady('precos', {
      findElement: () => (present ? { scrollIntoView, getBoundingClientRect: () => ({ top }) } : null),
      readScrollY: () => 0,
      ...clock,
    });
    clock.advance(500);
    present = true;
    clock.advance(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    top = 2600;
    clock.advance(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('stops following the target when cancelled', () => {
    const scrollIntoView = vi.fn();
    const clock = manualClock();
    let top = 1000;
    const stop = scrollToElementWhenReady('precos', {
      findElement: () => ({ scrollIntoView, getBoundingClientRect: () => ({ top }) }),
      readScrollY: () => 0,
      ...clock,
    });
    stop();
    top = 2000;
    clock.advance(1000);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
  });
});
