import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';
import { sendError } from './errors.ts';

export const METRICS_PATH = '/metrics';

/** The operations that create an appointment: a 2xx answer is one booking more. */
const BOOKING_OPERATIONS = new Set(['createPublicBooking', 'createAppointment']);
const SIGN_IN_PATH = '/api/auth/sign-in/email';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The operation a request is counted under: the route's operationId, else its pattern (never the
 * raw URL, which would make a label value per id), else `unmatched` for a 404 nothing routed.
 */
export function operationOf(request: FastifyRequest): string {
  if (request.is404) return 'unmatched';
  const options = request.routeOptions;
  const operationId = (options.schema as { operationId?: unknown } | undefined)?.operationId;
  if (typeof operationId === 'string' && operationId !== '') return operationId;
  return options.url ?? 'unmatched';
}

/**
 * A scraper on this machine, talking to the server directly: the socket's address (never
 * X-Forwarded-For, which a client writes) is a loopback one, and no proxy forwarded the request
 * (a reverse proxy on the same machine connects from loopback on behalf of anyone).
 */
function isDirectLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress;
  if (address === undefined || !LOOPBACK.has(address)) return false;
  return request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers.authorization;
  if (typeof header !== 'string') return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return false;
  // Digests have one length: the comparison takes the same time whatever the guess.
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/** The messages the worker should have sent by now and has not, and how late the oldest one is. */
async function readOutboxBacklog(db: Kysely<Database>): Promise<{ count: number; oldestAgeSeconds: number }> {
  const row = await db
    .selectFrom('outbox_messages')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<number | null>`extract(epoch from now() - min(send_after))::float8`.as('oldest_age_seconds'),
    ])
    .where('status', '=', 'pending')
    .where('send_after', '<=', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldestAgeSeconds: Math.max(0, Number(row.oldest_age_seconds ?? 0)) };
}

/**
 * Prometheus metrics at GET /metrics (docs/operations.md), in a registry of this app's own. Answered to a
 * scraper on loopback, or to one sending `Authorization: Bearer <METRICS_TOKEN>`; 403 otherwise.
 * Registered before the routes, so that its hook counts every request but the scrapes.
 */
export function registerPrometheusMetrics(
  app: FastifyInstance,
  deps: { config: Pick<Config, 'metricsToken'>; database: DatabaseHandle },
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'agendo_http_requests_total',
    help: 'HTTP requests answered, by operation and status code',
    labelNames: ['operation', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'agendo_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by operation and status code',
    labelNames: ['operation', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const bookings = new Counter({
    name: 'agendo_bookings_created_total',
    help: 'Appointments created, by the operation that created them (createPublicBooking: online; createAppointment: staff)',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'agendo_sign_in_failures_total',
    help: 'E-mail sign-ins refused (4xx: wrong credentials, missing fields, rate limited)',
    registers: [registry],
  });
  const pool = new Gauge({
    name: 'agendo_db_pool_connections',
    help: 'Database pool connections: max (the pool size), in_use, idle',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const poolWaiting = new Gauge({
    name: 'agendo_db_pool_waiting_requests',
    help: 'Queries waiting for a database connection',
    registers: [registry],
  });
  const outboxBacklog = new Gauge({
    name: 'agendo_outbox_backlog_messages',
    help: 'E-mails due and not sent yet (pending with send_after passed)',
    registers: [registry],
  });
  const outboxOldest = new Gauge({
    name: 'agendo_outbox_oldest_unsent_age_seconds',
    help: 'How long the oldest due, unsent e-mail has been due (0 when none)',
    registers: [registry],
  });
  // Each series is known before its first request: rate() and alerts see 0, not nothing.
  for (const operation of BOOKING_OPERATIONS) bookings.inc({ operation }, 0);
  signInFailures.inc(0);

  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === METRICS_PATH) return;
    const operation = operationOf(request);
    const labels = { operation, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    if (ok && BOOKING_OPERATIONS.has(operation)) bookings.inc({ operation });
    if (
      reply.statusCode >= 400 &&
      reply.statusCode < 500 &&
      request.method === 'POST' &&
      request.url.split('?')[0] === SIGN_IN_PATH
    ) {
      signInFailures.inc();
    }
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!isDirectLoopback(request) && !hasToken(request, deps.config.metricsToken))
      return sendError(request, reply, 403, 'FORBIDDEN');
    const stats = deps.database.poolStats();
    pool.set({ state: 'max' }, stats.max);
    pool.set({ state: 'in_use' }, stats.total - stats.idle);
    pool.set({ state: 'idle' }, stats.idle);
    poolWaiting.set(stats.waiting);
    const outbox = await readOutboxBacklog(deps.database.db);
    outboxBacklog.set(outbox.count);
    outboxOldest.set(outbox.oldestAgeSeconds);
    reply.header('cache-control', 'no-store');
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  return registry;
}
