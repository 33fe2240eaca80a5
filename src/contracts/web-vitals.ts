/*
 * The performance monitor (docs/operations.md, the performance monitor): every page measures itself with Google's web-vitals, warns in
 * the console past the thresholds below, and sends its Core Web Vitals to the server once it is
 * hidden or left (src/web/lib/performance-monitor.ts), which keeps them as Prometheus histograms at
 * /metrics by page kind (src/server/modules/web-vitals), so operators see real visitors' speed.
 *
 * - reportWebVitals  POST /api/web-vitals  WebVitalsReport → 204 (public; 400 VALIDATION_ERROR;
 *                    429 RATE_LIMITED past WEB_VITALS_LIMITS per address)
 *
 * Every page's script imports this file: it imports nothing (the body's schema, with zod, is in
 * web-vitals-report.ts, for the server).
 */

export const WEB_VITALS_PATH = '/api/web-vitals';

/** What the performance monitor warns about in the browser's console (docs/operations.md). */
export const PERFORMANCE_THRESHOLDS = {
  /** A resource or a fetch that took longer (ms). */
  slowResourceMs: 1500,
  /** Largest Contentful Paint (ms). */
  lcpMs: 2500,
  /** The time an interaction waited before its handlers ran (ms). */
  inputDelayMs: 100,
  /** Cumulative Layout Shift (unitless). */
  layoutShift: 0.1,
} as const;

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** The kinds of page a figure is counted under: a few, never an address (one series per id). */
export const PAGE_KINDS = ['landing', 'pricing', 'auth', 'blog', 'booking', 'review', 'app'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** The kind of the page at `pathname`: the public pages by name, everything else is the app. */
export function pageKindOf(pathname: string): PageKind {
  if (pathname === '/') return 'landing';
  if (pathname === '/escolha-plano') return 'pricing';
  if (pathname === '/auth') return 'auth';
  if (pathname === '/blog' || pathname.startsWith('/blog/')) return 'blog';
  if (pathname.startsWith('/agendar/')) return 'booking';
  if (pathname.startsWith('/avaliar/')) return 'review';
  return 'app';
}

export const WEB_VITALS_LIMITS = {
  /** Reports one address may send in a window: a page sends one, or a few when shown again. */
  reportsPerWindow: 120,
  windowSeconds: 600,
  /** The largest value taken: ten minutes for the times (ms), far past any real layout shift. */
  maxValue: 600_000,
} as const;

/** What a page sends: its kind, and each figure it has, once (milliseconds, except CLS). */
export interface WebVitalsReport {
  page: PageKind;
  metrics: { name: WebVitalName; value: number }[];
}
