/**
 * Start-up time: from process start to the first 200 on /api/health/ready (migrated and serving), with an existing
 * embedded database (budget: 3 s). The first run creates and seeds the database and is not
 * counted.
 *
 *   npm run bench:startup [-- --runs 5]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../src/server/node-flags.ts';

const BUDGET_MS = 3000;
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'agendo-bench-startup-'));
const port = 3390;

async function timeOneStart(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags, 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

try {
  const first = await timeOneStart();
  console.log(`first start (creates, migrates and seeds the database): ${Math.round(first)} ms (not counted)`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await timeOneStart());
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const worst = times.at(-1)!;
  console.log(
    `start-up with an existing embedded database, ${runs} runs: median ${Math.round(median)} ms, worst ${Math.round(worst)} ms (budget ${BUDGET_MS} ms)`,
  );
  console.log(worst <= BUDGET_MS ? 'within budget' : 'OVER BUDGET');
  process.exitCode = worst <= BUDGET_MS ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
