import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../../src/server/node-flags.ts';
import { freePort } from '../../src/server/test/http-client.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface ProductionServer {
  baseUrl: string;
  /** Stops the process (SIGTERM, then SIGKILL after 10 s) and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * The server as `npm start` runs it after a build (`node --max-semi-space-size=16
 * src/server/main.ts`), on a free port of 127.0.0.1, with a throwaway embedded database that its
 * first start seeds with the demo business. Resolves once /api/health answers 200; on any failure
 * the process is ended and the directory removed before the error is thrown.
 */
export async function startProductionServer(startTimeoutMs = 120_000): Promise<ProductionServer> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agendo-bench-server-'));
  let output = '';
  const child = spawn(process.execPath, [...serverNodeFlags, 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      WORKER: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + startTimeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server did not answer /api/health within ${startTimeoutMs / 1000} s:\n${output}`);
      try {
        if ((await fetch(`${baseUrl}/api/health`)).status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
