import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { claimEmbeddedDatabase } from './embedded-lock.ts';
import { PGlitePool, type PoolStats } from './pglite-pool.ts';
import { prepareMarkedStatements } from './prepared.ts';
import type { Database } from './schema.ts';

export type DatabaseEngine = 'pglite' | 'postgresql';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  /** The PostgreSQL connection string (for LISTEN); undefined on PGlite. */
  url: string | undefined;
  /** The embedded engine itself (its own tools, such as its pg_dump); undefined on PostgreSQL. */
  pglite: PGlite | undefined;
  /** How many connections are in use and how many requests wait for one. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Keep the embedded database in memory (tests). */
  inMemory?: boolean;
  /** Start the embedded database from this data directory, a tar made by PGlite's dumpDataDir (tests' migrated template). */
  template?: Blob;
  poolSize?: number;
}

const INT8_OID = 20;

/** PostgreSQL through `pg` when a URL is given, otherwise the embedded PGlite in `dataDir/pg`. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // PGlite answers bigint columns (count(*)) with numbers; make pg agree.
      types: {
        getTypeParser: (oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text'),
      },
    });
    // An idle connection that dies (a server restart, a failover) is dropped by the pool and the
    // next query opens another; without a listener the error would end the process. A connection
    // lent out when it dies rejects the query it runs and then emits the error on its client,
    // which the pool does not listen to while it is lent: each client gets its own listener.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
      prepareMarkedStatements(client);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const max = options.poolSize ?? 10;
    return {
      db,
      engine: 'postgresql',
      url: options.databaseUrl,
      pglite: undefined,
      poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  let dataDir: string | undefined;
  let release = () => {};
  if (!options.inMemory) {
    dataDir = `${options.dataDir}/pg`;
    mkdirSync(dataDir, { recursive: true });
    release = claimEmbeddedDatabase(options.dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ dataDir, loadDataDir: options.template, extensions: { btree_gist, pg_trgm } });
  } catch (error) {
    release();
    throw error;
  }
  const pool = new PGlitePool(pglite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const close = async () => {
    try {
      await db.destroy();
    } finally {
      release();
    }
  };
  return { db, engine: 'pglite', url: undefined, pglite, poolStats: () => pool.stats(), close };
}
