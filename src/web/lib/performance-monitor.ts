import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import {
  PERFORMANCE_THRESHOLDS,
  WEB_VITALS_PATH,
  pageKindOf,
  type WebVitalName,
  type WebVitalsReport,
} from '../../contracts/web-vitals.ts';

/*
 * The performance monitor (docs/operations.md, src/contracts/web-vitals.ts), started by each entry (the app,
 * the booking page, the review pages): warns in the console about slow resources and fetches, a
 * slow Largest Contentful Paint, a slow input and layout shift, and sends the page's Core Web
 * Vitals to the server when the page is hidden or left, to be counted at /metrics.
 */

let started = false;

export function startPerformanceMonitor(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const page = pageKindOf(window.location.pathname);
  warnAboutSlowEntries();

  // Each figure once per page load: its value when the page is first hidden or left.
  const pending = new Map<WebVitalName, number>();
  const sent = new Set<WebVitalName>();
  const keep = (metric: Metric) => {
    if (!sent.has(metric.name)) pending.set(metric.name, metric.value);
  };
  onLCP((metric) => {
    keep(metric);
    if (metric.value > PERFORMANCE_THRESHOLDS.lcpMs)
      console.warn(
        `[performance] Largest Contentful Paint took ${Math.round(metric.value)} ms (over ${PERFORMANCE_THRESHOLDS.lcpMs} ms)`,
      );
  });
  onCLS(keep);
  onINP(keep);
  onFCP(keep);
  onTTFB(keep);
  let layoutShiftWarned = false;
  onCLS(
    (metric) => {
      if (layoutShiftWarned || metric.value <= PERFORMANCE_THRESHOLDS.layoutShift) return;
      layoutShiftWarned = true;
      console.warn(
        `[performance] The layout shifted by ${metric.value.toFixed(3)} (over ${PERFORMANCE_THRESHOLDS.layoutShift})`,
      );
    },
    { reportAllChanges: true },
  );

  const flush = () => {
    if (pending.size === 0) return;
    const report: WebVitalsReport = { page, metrics: [...pending].map(([name, value]) => ({ name, value })) };
    for (const name of pending.keys()) sent.add(name);
    pending.clear();
    const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
    if (!navigator.sendBeacon?.(WEB_VITALS_PATH, body)) {
      void fetch(WEB_VITALS_PATH, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'application/json' },
      }).catch(() => undefined);
    }
  };
  // web-vitals reports on the same event, registered before this one: the figures are in by then.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** Resources and fetches over the threshold, and inputs that waited too long for their handlers. */
function warnAboutSlowEntries(): void {
  if (typeof PerformanceObserver === 'undefined') return;
  const supported = PerformanceObserver.supportedEntryTypes ?? [];
  if (supported.includes('resource')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        if (entry.duration > PERFORMANCE_THRESHOLDS.slowResourceMs) {
          const what =
            entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest' ? 'fetch' : 'resource';
          console.warn(
            `[performance] Slow ${what}: ${entry.name} took ${Math.round(entry.duration)} ms (over ${PERFORMANCE_THRESHOLDS.slowResourceMs} ms)`,
          );
        }
      }
    }).observe({ type: 'resource', buffered: true });
  }
  if (supported.includes('event')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        const delay = entry.processingStart - entry.startTime;
        if (delay > PERFORMANCE_THRESHOLDS.inputDelayMs) {
          console.warn(
            `[performance] A ${entry.name} waited ${Math.round(delay)} ms before it was handled (over ${PERFORMANCE_THRESHOLDS.inputDelayMs} ms)`,
          );
        }
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  }
}
