import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Histogram, type Registry } from 'prom-client';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { webVitalsReportSchema } from '../../../contracts/web-vitals-report.ts';
import { WEB_VITALS_LIMITS, WEB_VITALS_PATH, type WebVitalName } from '../../../contracts/web-vitals.ts';
import { AppError } from '../../errors.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';

/** Buckets in seconds for the loading figures (the monitor's LCP threshold, 2.5 s, is a bound). */
const LOADING_BUCKETS = [0.1, 0.25, 0.5, 0.8, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10, 20];
const INTERACTION_BUCKETS = [0.016, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5];
const LAYOUT_SHIFT_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

const HISTOGRAMS: Record<WebVitalName, { name: string; help: string; buckets: number[]; scale: number }> = {
  LCP: {
    name: 'agendo_web_vitals_lcp_seconds',
    help: "Largest Contentful Paint of real visitors' page loads, by page kind",
    buckets: LOADING_BUCKETS,
    scale: 1 / 1000,
  },
  FCP: {
    name: 'agendo_web_vitals_fcp_seconds',
    help: "First Contentful Paint of real visitors' page loads, by page kind",
    buckets: LOADING_BUCKETS,
    scale: 1 / 1000,
  },
  TTFB: {
    name: 'agendo_web_vitals_ttfb_seconds',
    help: "Time to first byte of real visitors' page loads, by page kind",
    buckets: LOADING_BUCKETS,
    scale: 1 / 1000,
  },
  INP: {
    name: 'agendo_web_vitals_inp_seconds',
    help: "Interaction to Next Paint of real visitors' page views, by page kind",
    buckets: INTERACTION_BUCKETS,
    scale: 1 / 1000,
  },
  CLS: {
    name: 'agendo_web_vitals_cls',
    help: "Cumulative Layout Shift of real visitors' page views (a score), by page kind",
    buckets: LAYOUT_SHIFT_BUCKETS,
    scale: 1,
  },
};

/**
 * The speed real visitors' browsers measured (src/contracts/web-vitals.ts), kept as histograms in
 * the app's Prometheus registry: public, validated, and bounded per address.
 */
export function registerWebVitalsRoutes(
  app: FastifyInstance,
  deps: { registry: Registry; rateLimiter: RateLimiter; reportsPerWindow: number },
) {
  const histograms = Object.fromEntries(
    Object.entries(HISTOGRAMS).map(([metric, { name, help, buckets }]) => [
      metric,
      new Histogram({ name, help, buckets, labelNames: ['page'] as const, registers: [deps.registry] }),
    ]),
  ) as Record<WebVitalName, Histogram<'page'>>;

  app.withTypeProvider<ZodTypeProvider>().post(WEB_VITALS_PATH, {
    schema: {
      operationId: 'reportWebVitals',
      tags: ['metrics'],
      summary:
        'Records the speed a page measured of itself (LCP, INP, CLS, FCP, TTFB), counted at /metrics by page kind',
      body: webVitalsReportSchema,
      response: { 204: z.null(), 400: errorResponseSchema, 429: errorResponseSchema },
    },
    handler: async (request, reply) => {
      const limit = await deps.rateLimiter.consume(
        `web-vitals:${request.ip}`,
        deps.reportsPerWindow,
        WEB_VITALS_LIMITS.windowSeconds,
      );
      if (!limit.allowed)
        throw new AppError('RATE_LIMITED', 429, { params: { minutes: Math.ceil(limit.retryAfterSeconds / 60) } });
      const { page, metrics } = request.body;
      for (const { name, value } of metrics) histograms[name].observe({ page }, value * HISTOGRAMS[name].scale);
      return reply.status(204).send(null);
    },
  });
}
