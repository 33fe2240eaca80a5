import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AgendoApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseEngine, type DatabaseHandle } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';

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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
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
  options: { now?: () => Date; database?: TestDatabase } = {},
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
  const agendo = await buildApp({ config, database: database.handle, now: options.now, workerIntervalMs: 100 });
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

export interface JsonResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A fetch with a cookie jar, as a browser of the same origin would be. */
export class HttpClient {
  readonly baseUrl: string;
  readonly cookies = new Map<string, string>();
  language = 'pt-BR';
  /** Browsers send their origin with state-changing requests; a test can leave it out. */
  sendOrigin = true;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async request<T = any>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonResponse<T>> {
    const response = await fetch(new URL(url, this.baseUrl), {
      method,
      redirect: 'manual',
      headers: {
        'accept-language': this.language,
        // A browser on our own pages sends its origin with every state-changing request.
        ...(this.sendOrigin && method !== 'GET' && method !== 'HEAD' ? { origin: new URL(this.baseUrl).origin } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size > 0 ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, undefined, headers);
  }

  post<T = any>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', url, body ?? {}, headers);
  }

  async signUp(email: string, password = 'secret123', name = 'Test Owner') {
    const response = await this.post('/api/auth/sign-up/email', { email, password, name });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response;
  }

  signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}
