import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/harness.ts';
import { serverNodeFlags } from './node-flags.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'agendo-main-'));

const started: ChildProcess[] = [];

function start(port: number, env: Record<string, string> = {}): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [...serverNodeFlags, 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BASE_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, WORKER: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitForHealth(port: number, { child, output }: { child: ChildProcess; output: () => string }): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
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
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
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

  it('seeds the demo on first start, prints its sign-ins, and finishes in-flight requests on SIGTERM', async () => {
    const port = await freePort();
    const server = start(port, { SIGN_IN_LIMIT_PER_EMAIL: '100', LOG_LEVEL: 'info' });
    await waitForHealth(port, server);
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
    const received = () => server.output().split('\n').filter((line) => line.includes('incoming request') && line.includes('/api/auth/sign-in/email')).length;
    for (let i = 0; i < 300 && received() < 12; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received()).toBe(12);
    server.child.kill('SIGTERM');
    expect(await Promise.all(requests)).toEqual(Array(12).fill(200));
    expect(await exited(server.child)).toBe(0);

    // The embedded database was closed cleanly: it opens again with its data and no new seed.
    const again = start(port);
    await waitForHealth(port, again);
    expect(again.output()).not.toContain('Seeded the demo business');
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ email: 'admin@agendo.local', password: 'agendo123' }),
    });
    expect(signIn.status).toBe(200);
    again.child.kill('SIGINT');
    expect(await exited(again.child)).toBe(0);
  });
});
