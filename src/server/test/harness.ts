import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type AgendoApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseEngine, type DatabaseHandle } from '../db/connection.ts';
import { freePort, HttpClient } from './http-client.ts';
import { databaseUrl, dropDatabase, runDatabaseName, withClient } from './templates.ts';

export { freePort, HttpClient, type JsonResponse } from './http-client.ts';

/**
 * The engines an integration file runs on. Every file runs on PostgreSQL (on PGlite when no
 * server answers, outside CI). A file where the two engines can behave differently — the pool
 * adapter, backups and restore, the live feed, search, readiness, the embedded lock, migrations —
 * also runs on PGlite, saying why; docs/testing.md lists them. Every module's smoke runs on both
 * (src/server/engine-smoke.test.ts).
 */
export function testEngines(options: { embeddedToo?: string } = {}): DatabaseEngine[] {
  if (!inject('postgresUrl')) return ['pglite'];
  return options.embeddedToo ? ['pglite', 'postgresql'] : ['postgresql'];
}

/** The engine of a test that is not about engines: PostgreSQL, or PGlite when no server answers. */
export function defaultEngine(): DatabaseEngine {
  return testEngines()[0]!;
}

/** Both engines, for a file that must run on each of them; see testEngines. */
export function bothEngines(why: string): DatabaseEngine[] {
  return testEngines({ embeddedToo: why });
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The throwaway database's URL (PostgreSQL only). */
  url: string | undefined;
  drop(): Promise<void>;
}

let pgliteTemplate: Blob | undefined;

/** The run's migrated embedded data directory, read once per file. */
function migratedPgliteTemplate(): Blob {
  pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return pgliteTemplate;
}

/**
 * A fresh database: in-memory PGlite, or a throwaway PostgreSQL database. Migrated by default, as a
 * copy of the run's migrated template (src/server/test/global-setup.ts), so no test replays the
 * migrations; `migrate: false` gives an empty one.
 */
export async function createTestDatabase(
  engine: DatabaseEngine,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const migrated = options.migrate !== false;
  if (engine === 'pglite') {
    const handle = await openDatabase({
      databaseUrl: undefined,
      dataDir: '',
      inMemory: true,
      template: migrated ? migratedPgliteTemplate() : undefined,
    });
    return { handle, url: undefined, drop: async () => {} };
  }
  const adminUrl = inject('postgresUrl');
  const template = inject('postgresTemplate');
  if (!adminUrl || !template) throw new Error('No PostgreSQL server for the tests');
  const name = runDatabaseName('test', inject('testRun'));
  await withClient(adminUrl, (client) =>
    client.query(migrated ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
  const url = databaseUrl(adminUrl, name);
  const opened = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 20 });
  // Dropping closes the handle's connections first (once, whoever closes it): a connection the
  // drop terminated instead would report the termination after the file's tests are over.
  let closing: Promise<void> | undefined;
  const handle = { ...opened, close: () => (closing ??= opened.close()) };
  return {
    handle,
    url,
    drop: async () => {
      await handle.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

export interface TestApp {
  baseUrl: string;
  config: Config;
  agendo: AgendoApp;
  database: TestDatabase;
  client(): HttpClient;
  close(): Promise<void>;
}

/** A listening Agendo on a fresh database. `env` overrides configuration variables. */
export async function startTestApp(
  engine: DatabaseEngine,
  env: Record<string, string> = {},
  options: { now?: () => Date; database?: TestDatabase; webRoot?: string } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase(engine));
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agendo-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ...env,
  });
  const agendo = await buildApp({
    config,
    database: database.handle,
    now: options.now,
    webRoot: options.webRoot,
    workerIntervalMs: 100,
  });
  await agendo.app.listen({ port, host: '127.0.0.1' });
  const baseUrl = `http://localhost:${port}`;
  return {
    baseUrl,
    config,
    agendo,
    database,
    client: () => new HttpClient(baseUrl),
    async close() {
      await agendo.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
