import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverNodeFlags } from '../../src/server/node-flags.ts';

const EXIT_WITH_PARENT = pathToFileURL(path.join(import.meta.dirname, 'exit-with-parent.ts')).href;

export interface AppServer {
  name: string;
  url: string;
  logFile: string;
  stop(): Promise<void>;
}

/** Fails at once, with a clear message, when something already listens on the port. */
export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use: stop what listens there (or set E2E_PORT) before the e2e run.`
            : `Port ${port}: ${error.message}`,
        ),
      ),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/**
 * Starts the real server (`node src/server/main.ts`, serving the built `dist/`) as a child
 * process with the given environment (and a preload that stops it if the runner dies), and waits until `/api/health/ready` answers 200. Its output goes
 * to `logFile`: warnings and errors, and every request too with E2E_KEEP_LOGS set (the log is
 * deleted at the end of the run otherwise: two lines a request cost the servers, and the runner
 * that copies them, CPU for a log nobody reads).
 */
export async function startAppServer(options: {
  name: string;
  /** The directory holding src/ and dist/ (the repository, or a snapshot of it). */
  cwd: string;
  port: number;
  url: string;
  env: Record<string, string>;
  logFile: string;
}): Promise<AppServer> {
  await assertPortFree(options.port);
  const log = createWriteStream(options.logFile);
  const child: ChildProcess = spawn(
    process.execPath,
    [...serverNodeFlags, '--import', EXIT_WITH_PARENT, 'src/server/main.ts'],
    {
      cwd: options.cwd,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(options.port),
        HOST: 'localhost',
        BASE_URL: options.url,
        LOG_LEVEL: process.env.E2E_KEEP_LOGS ? 'info' : 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  let exited: number | string | null = null;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = code ?? signal ?? 'unknown';
      resolve();
    }),
  );

  const tail = () => {
    try {
      return readFileSync(options.logFile, 'utf8').split('\n').slice(-40).join('\n');
    } catch {
      return '';
    }
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited !== null) {
      throw new Error(
        `The ${options.name} server exited (${exited}) before it answered. Last lines of ${options.logFile}:\n${tail()}`,
      );
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `The ${options.name} server was not ready (/api/health/ready) within 90 s. Last lines of ${options.logFile}:\n${tail()}`,
      );
    }
    try {
      const response = await fetch(`${options.url}/api/health/ready`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    name: options.name,
    url: options.url,
    logFile: options.logFile,
    async stop() {
      if (exited !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
      log.end();
    },
  };
}
