import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { MIGRATIONS, migrateToLatest } from './db/migrate.ts';
import { createTestDatabase, freePort } from './test/harness.ts';
import { serverNodeFlags } from './node-flags.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'agendo-main-'));

const started: ChildProcess[] = [];

function start(port: number, env: Record<string, string> = {}): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [...serverNodeFlags, 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WORKER: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Start-up speed is bench/startup.ts's business: here a first start that seeds the demo gets a minute on a busy machine. */
async function waitForReady(
  port: number,
  { child, output }: { child: ChildProcess; output: () => string },
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('the server process', () => {
  afterAll(() => {
    // A failed test must not leave a server behind.
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is started by `npm start` with the same Node flags as in the tests and benchmarks', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    // `npm start` makes sure of a recent enough Node and then runs `npm run serve`.
    expect(scripts.start).toBe('node scripts/with-node.mjs npm run serve');
    expect(scripts.serve).toContain(`node ${serverNodeFlags.join(' ')} src/server/main.ts`);
  });

  it('refuses a bad configuration with a message per bad value', async () => {
    const { child, output } = start(await freePort(), { PORT: 'eighty', SMTP_URL: 'mail.example.com' });
    expect(await exited(child)).toBe(78);
    expect(output()).toContain('PORT="eighty": must be a port number');
    expect(output()).toContain('SMTP_URL="mail.example.com": must start with smtp:// or smtps://');
  });

  it('on a first start answers readiness 503 "starting" and other requests 503 STARTING until migrated and seeded, then 200; prints the demo sign-ins; finishes in-flight requests on SIGTERM; opens again without a new seed', async () => {
    const port = await freePort();
    const server = start(port, { SIGN_IN_LIMIT_PER_EMAIL: '100', LOG_LEVEL: 'info', DRAIN_SECONDS: '0' });
    const seen: string[] = [];
    let starting: { status: number; code?: string; retryAfter: string | null } | undefined;
    for (let i = 0; i < 3000 && !seen.includes('ready'); i++) {
      if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
      try {
        const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
        const { status } = (await ready.json()) as { status: string };
        expect(ready.status).toBe(status === 'ready' ? 200 : 503);
        if (seen.at(-1) !== status) seen.push(status);
        if (status === 'starting' && !starting) {
          const other = await fetch(`http://127.0.0.1:${port}/api/public/blog/posts`, {
            headers: { 'accept-language': 'en-US' },
          });
          const body = (await other.json()) as { error?: { code: string; message: string } };
          starting = { status: other.status, code: body.error?.code, retryAfter: other.headers.get('retry-after') };
          expect(body.error?.message).toBe('Agendo is starting. Try again in a few seconds.');
        }
      } catch (error) {
        if (!(error instanceof TypeError)) throw error; // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toEqual(['starting', 'ready']);
    expect(starting).toEqual({ status: 503, code: 'STARTING', retryAfter: '2' });
    expect((await fetch(`http://127.0.0.1:${port}/api/public/blog/posts`)).status).toBe(200);
    expect(server.output()).toContain('admin@agendo.local');

    // Sign-ins hash passwords, so they are still being answered when the signal comes. The
    // signal is sent once the server has read every request: all of them are in flight.
    const requests = Array.from({ length: 12 }, () =>
      fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify({ email: 'admin@agendo.local', password: 'agendo123' }),
      }).then((r) => r.status),
    );
    const received = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('incoming request') && line.includes('/api/auth/sign-in/email')).length;
    for (let i = 0; i < 1500 && received() < 12; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received()).toBe(12);
    server.child.kill('SIGTERM');
    expect(await Promise.all(requests)).toEqual(Array(12).fill(200));
    expect(await exited(server.child)).toBe(0);

    // The embedded database was closed cleanly: it opens again with its data and no new seed.
    const again = start(port);
    await waitForReady(port, again);
    expect(again.output()).not.toContain('Seeded the demo business');
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ email: 'admin@agendo.local', password: 'agendo123' }),
    });
    expect(signIn.status).toBe(200);
    again.child.kill('SIGINT');
    expect(await exited(again.child)).toBe(0);
  }, 120_000);

  it('after SIGTERM answers readiness 503 "draining" while still serving for DRAIN_SECONDS, then exits 0', async () => {
    const port = await freePort();
    const server = start(port, { DRAIN_SECONDS: '2' });
    await waitForReady(port, server);
    server.child.kill('SIGTERM');
    let draining: Response | undefined;
    for (let i = 0; i < 100; i++) {
      draining = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      if (draining.status === 503) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(draining?.status).toBe(503);
    expect(await draining?.json()).toEqual({ status: 'draining' });
    // Still served while the balancer notices.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(await exited(server.child)).toBe(0);
  });

  it.runIf(inject('postgresUrl'))(
    'refuses to start on a migration that fails: exit 1, the migration named',
    async () => {
      // A database one migration behind, with a column in the way of the next one.
      const database = await createTestDatabase('postgresql', { migrate: false });
      const names = Object.keys(MIGRATIONS).sort();
      const last = names.at(-1)!;
      await migrateToLatest(
        database.handle.db,
        Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name !== last)),
      );
      expect(last).toBe('0029-deposits');
      // A table the last migration adds, already there.
      await sql`CREATE TABLE payment_accounts (business_id uuid)`.execute(database.handle.db);
      await database.handle.close();
      try {
        const server = start(await freePort(), { DATABASE_URL: database.url! });
        expect(await exited(server.child)).toBe(1);
        expect(server.output()).toContain(`Agendo did not start: migration ${last} failed:`);
      } finally {
        await database.drop();
      }
    },
  );
});
