import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

/**
 * Whether the server should be sent requests (docs/operations.md): `starting` until its database is
 * migrated (and seeded), `ready` then, `draining` from a SIGTERM until it closes, so that a load
 * balancer polling GET /api/health/ready stops sending it requests before it goes.
 */
export type ReadinessState = 'starting' | 'ready' | 'draining';

export interface Readiness {
  state(): ReadinessState;
  markReady(): void;
  drain(): void;
}

export function createReadiness(): Readiness {
  let state: ReadinessState = 'starting';
  return {
    state: () => state,
    markReady: () => {
      if (state === 'starting') state = 'ready';
    },
    drain: () => {
      state = 'draining';
    },
  };
}

/** The health routes answer at any time; anything else waits for the start to finish (503 STARTING). */
const ALWAYS_ANSWERED = /^\/api\/health(?:\/|$|\?)/;

/**
 * While the server starts (it listens before migrating, so that readiness can say so), every
 * request but the health checks is answered 503 `STARTING` with a Retry-After. A draining server
 * still answers: the requests a balancer sends before it notices are served.
 */
export function registerReadinessGate(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onRequest', async (request, reply) => {
    if (readiness.state() !== 'starting' || ALWAYS_ANSWERED.test(request.url)) return;
    reply.header('retry-after', '2');
    return sendError(request, reply, 503, 'STARTING');
  });
}
