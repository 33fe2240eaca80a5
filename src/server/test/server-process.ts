import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../node-flags.ts';
import { freePort } from './http-client.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** A real server process, started as `npm start` starts it, e.g. a second instance on the same PostgreSQL. */
export async function spawnServer(env: Record<string, string>): Promise<{ baseUrl: string; stop(): Promise<void>; kill(): Promise<void>; output(): string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agendo-process-'));
  let output = '';
  const child = spawn(process.execPath, [...serverNodeFlags, 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    if (i > 300) throw new Error(`server did not start: ${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    output: () => output,
    /** Ends the process at once, as a crash would: no shutdown, nothing finished. */
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
