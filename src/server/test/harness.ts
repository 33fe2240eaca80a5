import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AgendoApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseEngine, type DatabaseHandle } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { freePort, HttpClient } from './http-client.ts';

export { freePort, HttpClient, type JsonResponse } from './http-client.ts';

/** The engines integration tests run on: PGlite always, PostgreSQL when a server answers. */
export function testEngines(): DatabaseEngine[] {
  return inject('postgresUrl') ? ['pglite', 'postgresql'] : ['pglite'];
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The throwaway database's URL (PostgreSQL only). */
  url: string | undefined;
  drop(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a throwaway PostgreSQL database. */
export async function createTestDatabase(engine: DatabaseEngine, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  let url: string | undefined;
  let adminUrl: string | undefined;
  let name = '';
  if (engine === 'postgresql') {
    adminUrl = inject('postgresUrl') ?? undefined;
    if (!adminUrl) throw new Error('No PostgreSQL server for the tests');
    name = `agendo_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  }
  const handle = await openDatabase({ databaseUrl: url, dataDir: '', inMemory: true, poolSize: 20 });
  if (options.migrate !== false) await migrateToLatest(handle.db);
  return {
    handle,
    url,
    async drop() {
      if (!adminUrl) return;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
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
  const agendo = await buildApp({ config, database: database.handle, now: options.now, webRoot: options.webRoot, workerIntervalMs: 100 });
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

