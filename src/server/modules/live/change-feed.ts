import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/connection.ts';

export interface Change {
  businessId: string;
  kind: 'appointments';
}

export interface ChangeFeed {
  /** Tells every server process that a business's data changed. */
  publish(change: Change): Promise<void>;
  subscribe(businessId: string, listener: (change: Change) => void): () => void;
  /** Every business's changes (the waitlist's offers watch them all). */
  subscribeAll(listener: (change: Change) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'agendo_changes';
const COALESCE_MS = 100;
/** The emitter's event of every change (business ids are uuids, never this). */
const ALL = '*';

/**
 * On PostgreSQL, changes travel through NOTIFY/LISTEN, so a change made through one server
 * process reaches the open schedules served by every other. The embedded database serves one
 * process, so an in-process emitter is enough there.
 */
export async function createChangeFeed(database: DatabaseHandle, log: FastifyBaseLogger): Promise<ChangeFeed> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (change: Change) => {
    local.emit(change.businessId, change);
    local.emit(ALL, change);
  };

  if (database.engine === 'pglite' || !database.url) {
    return {
      async publish(change) {
        deliver(change);
      },
      subscribe: (businessId, listener) => subscribeLocal(local, businessId, listener),
      subscribeAll: (listener) => subscribeLocal(local, ALL, listener),
      async close() {
        local.removeAllListeners();
      },
    };
  }

  const url = database.url;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        deliver(JSON.parse(message.payload) as Change);
      } catch {
        // Its length only: a payload is never written to the log.
        log.warn({ payloadLength: message.payload.length }, 'unreadable change notification');
      }
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'change feed connection lost; reconnecting');
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  }

  function scheduleReconnect(): void {
    const old = client;
    client = null;
    old?.end().catch(() => {});
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'change feed reconnect failed');
        scheduleReconnect();
      });
    }, 1000);
  }

  await connect();
  const db: Kysely<any> = database.db;
  // NOTIFY takes a lock that every notifying commit queues for, so a busy business's changes are
  // announced at most once per COALESCE_MS: a schedule refetches all it shows anyway.
  const pending = new Map<string, { timer: NodeJS.Timeout; change: Change }>();
  const notify = async (change: Change) => {
    pending.delete(change.businessId);
    await sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(change)})`.execute(db).catch((error: unknown) => {
      log.warn({ err: error }, 'change notification not sent');
    });
  };
  return {
    async publish(change) {
      if (pending.has(change.businessId)) return;
      pending.set(change.businessId, { change, timer: setTimeout(() => void notify(change), COALESCE_MS) });
    },
    subscribe: (businessId, listener) => subscribeLocal(local, businessId, listener),
    subscribeAll: (listener) => subscribeLocal(local, ALL, listener),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const unsent = [...pending.values()];
      for (const { timer } of unsent) clearTimeout(timer);
      await Promise.all(unsent.map(({ change }) => notify(change)));
      local.removeAllListeners();
      await client?.end().catch(() => {});
    },
  };
}

function subscribeLocal(emitter: EventEmitter, businessId: string, listener: (change: Change) => void): () => void {
  emitter.on(businessId, listener);
  return () => emitter.off(businessId, listener);
}
