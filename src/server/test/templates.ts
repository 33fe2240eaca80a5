import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Migration } from 'kysely/migration';
import pg from 'pg';
import { openDatabase } from '../db/connection.ts';
import { MIGRATIONS, migrateToLatest } from '../db/migrate.ts';

// The migrated templates a test run copies its databases from (global-setup.ts, bench/test-growth.ts).

/** A database named `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The names a run gives its databases: `agendo_<kind>_<unix seconds>_<run>` for its template and
 * that plus `_<random>` for each test database, so that the run's teardown finds all of its own and
 * a later run can tell how old a leftover one is.
 */
export function runDatabaseName(kind: 'test' | 'template', run = newRunId()): string {
  return kind === 'template' ? `agendo_template_${run}` : `agendo_test_${run}_${randomBytes(4).toString('hex')}`;
}

/** `<unix seconds>_<random>`: one run's mark on its databases. */
export function newRunId(): string {
  return `${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
}

/** Test databases and templates of runs that died without their teardown are dropped once this old. */
const STALE_AFTER_SECONDS = 6 * 60 * 60;

export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Drops the test databases and templates that runs which died without their teardown left behind. */
export async function dropStaleDatabases(adminUrl: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    const now = Math.floor(Date.now() / 1000);
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname ~ '^agendo_(test|template)_[0-9]+_[0-9a-f]+(_[0-9a-f]+)?$'`,
    );
    for (const { datname } of rows) {
      if (now - Number(datname.split('_')[2]) > STALE_AFTER_SECONDS)
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  });
}

/** Migrates a new PostgreSQL database once; every test database of the run is then a copy of it. Returns its name. */
export async function createPostgresTemplate(
  adminUrl: string,
  run: string,
  migrations: Record<string, Migration> = MIGRATIONS,
): Promise<string> {
  const name = runDatabaseName('template', run);
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: '', poolSize: 1 });
  try {
    await migrateToLatest(handle.db, migrations);
  } finally {
    // A template takes no connections: CREATE DATABASE … TEMPLATE refuses a source in use.
    await handle.close();
  }
  return name;
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** Drops a run's template and every test database of it that a test left behind. */
export async function dropRunDatabases(adminUrl: string, run: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname IN ($1) OR datname LIKE $2`,
      [runDatabaseName('template', run), `agendo_test_${run}_%`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}

/** Migrates an in-memory embedded database once and keeps its data directory as a tar file in `directory`. Returns the file. */
export async function createPgliteTemplate(
  directory: string,
  migrations: Record<string, Migration> = MIGRATIONS,
): Promise<string> {
  const handle = await openDatabase({ databaseUrl: undefined, dataDir: '', inMemory: true });
  try {
    await migrateToLatest(handle.db, migrations);
    const tar = await handle.pglite!.dumpDataDir('none');
    const file = path.join(directory, 'pglite-template.tar');
    writeFileSync(file, new Uint8Array(await tar.arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}
