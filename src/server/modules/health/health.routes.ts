import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema, readinessResponseSchema, type ReadinessResponse } from '../../../contracts/health.ts';
import type { DatabaseEngine } from '../../db/connection.ts';
import type { Readiness } from '../../plugins/readiness.ts';
import type { HealthRepository } from './health.repository.ts';

/** How long readiness waits for the database before calling it gone. */
const DATABASE_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function registerHealthRoutes(
  app: FastifyInstance,
  deps: {
    health: HealthRepository;
    engine: DatabaseEngine;
    version: string;
    readiness: Readiness;
    webAppComplete?: () => boolean;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/health', {
    schema: {
      operationId: 'getHealth',
      tags: ['health'],
      summary: 'Whether the server and its database answer (liveness)',
      response: { 200: healthResponseSchema },
    },
    handler: async () => {
      await deps.health.ping();
      return { status: 'ok' as const, database: deps.engine, version: deps.version };
    },
  });

  // Once every migration is applied it stays so (they run only at start-up): asked until then.
  let migrated = false;
  async function readiness(): Promise<ReadinessResponse> {
    const state = deps.readiness.state();
    if (state !== 'ready') return { status: state };
    if (deps.webAppComplete && !deps.webAppComplete()) return { status: 'web-app-missing' };
    try {
      await withTimeout(deps.health.ping(), DATABASE_TIMEOUT_MS);
      if (!migrated) {
        const pending = await withTimeout(deps.health.pendingMigrations(), DATABASE_TIMEOUT_MS);
        if (pending.length > 0) return { status: 'migrations-pending', pendingMigrations: pending };
        migrated = true;
      }
    } catch {
      return { status: 'database-unavailable' };
    }
    return { status: 'ready' };
  }

  routes.get('/api/health/ready', {
    schema: {
      operationId: 'getReadiness',
      tags: ['health'],
      summary: 'Whether the server should be sent requests: 200 when ready, 503 with the reason otherwise',
      response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
    },
    handler: async (_request, reply) => {
      const answer = await readiness();
      reply.header('cache-control', 'no-store');
      return reply.status(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  });
}
