import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../node-flags.ts';
import { freePort } from './http-client.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * A real server process, started as `npm start` starts it after a build, e.g. a second instance on
 * the same PostgreSQL, or the production server a benchmark measures. Resolves once /api/health/ready
 * answers 200; if it does not within `startTimeoutMs`, or the process ends first, the process is
 * ended and its data directory removed before the error is thrown.
 */
export async function spawnServer(
  env: Record<string, string>,
  startTimeoutMs = 30_000,
): Promise<{ baseUrl: string; stop(): Promise<void>; kill(): Promise<void>; output(): string }> {
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
      // No balancer to tell: stop() ends it at once rather than after the default drain (a test of draining sets its own).
      DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://localhost:${port}`;
  const running = () => child.exitCode === null && child.signalCode === null;
  const end = async (signal: 'SIGTERM' | 'SIGKILL') => {
    if (!running()) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    // A process that does not finish its shutdown in 10 s is ended.
    const forced = signal === 'SIGTERM' ? setTimeout(() => child.kill('SIGKILL'), 10_000) : undefined;
    await exited;
    clearTimeout(forced);
  };
  const stop = async () => {
    await end('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + startTimeoutMs;
    for (;;) {
      if (!running())
        throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output}`);
      if (Date.now() > deadline)
        throw new Error(`the server was not ready (/api/health/ready) within ${startTimeoutMs / 1000} s:\n${output}`);
      try {
        if ((await fetch(`${baseUrl}/api/health/ready`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    output: () => output,
    /** Ends the process at once, as a crash would: no shutdown, nothing finished. */
    kill: () => end('SIGKILL'),
    stop,
  };
}
