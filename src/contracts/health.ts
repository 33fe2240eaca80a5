import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgresql']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * GET /api/health/ready (getReadiness, docs/operations.md): whether the server should be sent requests.
 * 200 `ready` only when its database answers and every migration is applied; 503 otherwise, with
 * the reason — `starting`, `draining` (after SIGTERM, until it closes), `database-unavailable`
 * `migrations-pending` (with their names) or, in production, `web-app-missing` (the server started
 * without a complete build of the web app: it would answer its pages with errors until restarted).
 */
export const READINESS_STATUSES = [
  'ready',
  'starting',
  'draining',
  'database-unavailable',
  'migrations-pending',
  'web-app-missing',
] as const;
export const readinessResponseSchema = z.object({
  status: z.enum(READINESS_STATUSES),
  pendingMigrations: z.array(z.string()).optional(),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
