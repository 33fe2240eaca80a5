import { z } from 'zod';
import { PAGE_KINDS, WEB_VITAL_NAMES, WEB_VITALS_LIMITS, type WebVitalsReport } from './web-vitals.ts';

/** The body of reportWebVitals (src/contracts/web-vitals.ts), as the server checks it. */
export const webVitalSchema = z.object({
  name: z.enum(WEB_VITAL_NAMES),
  /** Milliseconds, except CLS (a score). */
  value: z.number().min(0).max(WEB_VITALS_LIMITS.maxValue),
});

export const webVitalsReportSchema = z
  .object({
    page: z.enum(PAGE_KINDS),
    metrics: z.array(webVitalSchema).min(1).max(WEB_VITAL_NAMES.length),
  })
  .refine((report) => new Set(report.metrics.map((metric) => metric.name)).size === report.metrics.length, {
    error: 'validation.duplicate',
    path: ['metrics'],
  }) satisfies z.ZodType<WebVitalsReport>;
