import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

interface QueryResult {
  rows: unknown[];
  rowCount: number;
  command: 'UPDATE' | 'DELETE' | 'INSERT' | 'SELECT' | 'MERGE';
}

type PoolClient = PostgresPoolClient;

/** A pool's connections: at most `max`, `total` open, `idle` of them free, and requests `waiting` for one. */
export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

/**
 * A `pg.Pool`-shaped front for PGlite, so Kysely's PostgresDialect (and better-auth through
 * it) runs unchanged on the embedded engine.
 *
 * PGlite is one session. A transaction holds that session from BEGIN to COMMIT, so the
 * connection is lent to one holder at a time: `connect()` waits in a queue and `release()`
 * hands the session to the next holder. Without that, two requests' transactions would
 * interleave on one session.
 */
export class PGlitePool implements PostgresPool {
  readonly options = {};
  readonly #db: PGlite;
  readonly #waiting: Array<(client: PoolClient) => void> = [];
  #lent = false;
  readonly #client: PoolClient;

  constructor(db: PGlite) {
    this.#db = db;
    this.#client = {
      // Kysely also calls query() with a cursor for streaming, which PGlite has no use for.
      query: ((sql: unknown, parameters?: readonly unknown[]) => {
        if (typeof sql !== 'string') throw new Error('Streaming queries are not supported on PGlite');
        return this.#query(sql, parameters ?? []);
      }) as PoolClient['query'],
      release: () => this.#release(),
    };
  }

  /** The session's use, shaped as pg.Pool's counts: one connection, lent or not, and who waits for it. */
  stats(): PoolStats {
    return { max: 1, total: 1, idle: this.#lent ? 0 : 1, waiting: this.#waiting.length };
  }

  connect(): Promise<PoolClient> {
    if (!this.#lent) {
      this.#lent = true;
      return Promise.resolve(this.#client);
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  async end(): Promise<void> {
    await this.#db.close();
  }

  async #query(sql: string, parameters: readonly unknown[]): Promise<QueryResult> {
    // Like pg, a query without parameters may hold several statements (migrations do).
    if (parameters.length === 0) {
      const results = await this.#db.exec(sql);
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0, command: commandOf(sql) };
    }
    const result = await this.#db.query(sql, [...parameters]);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length, command: commandOf(sql) };
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) next(this.#client);
    else this.#lent = false;
  }
}

function commandOf(sql: string): QueryResult['command'] {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
  return word === 'INSERT' || word === 'UPDATE' || word === 'DELETE' || word === 'MERGE' ? word : 'SELECT';
}
