/**
 * `npm test`'s stages, in order, each of npm scripts of package.json, ending with a table of each
 * stage's wall time (also when a stage fails, up to that stage):
 *
 *   typecheck ∥ lint ∥ build
 *   unit and integration (vitest)
 *   end-to-end (Playwright)
 *
 * The type checker, the linter and the formatter's check are single-threaded: they run side by
 * side, with the build (which empties and writes dist/) filling the gaps. The type checker is told
 * so (`--singleThreaded`): its own threads, on two cores already taken, cost 40 CPU-seconds
 * against 17 for the same check. vitest comes after: its servers read dist/,
 * and beside it the checks slowed it as much as they took.
 *
 * The first failing stage stops the run with its exit code. `node scripts/test-stages.ts unit e2e`
 * runs only the stages named (typecheck, lint, unit, build, e2e).
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

interface Stage {
  /** What the table calls it. */
  label: string;
  /** npm scripts run side by side; the stage ends when all have. The first one's output streams, the others' is printed whole as each ends. */
  scripts: string[];
}

const STAGES: Stage[] = [
  { label: 'typecheck ∥ lint ∥ build', scripts: ['typecheck', 'lint:code', 'lint:format', 'build'] },
  { label: 'unit and integration (vitest)', scripts: ['test:unit'] },
  { label: 'end-to-end (Playwright)', scripts: ['test:e2e'] },
];

const SHORT_NAMES: Record<string, string> = {
  typecheck: 'typecheck',
  lint: 'lint',
  unit: 'test:unit',
  build: 'build',
  e2e: 'test:e2e',
};

interface Run {
  script: string;
  code: number;
  output: string;
}

/** Runs one npm script, streaming its output or keeping it to print whole at its end. */
function runScript(script: string, buffered: boolean): Promise<Run> {
  return new Promise((resolve) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: process.platform === 'win32',
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ script, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}

function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

interface Row {
  label: string;
  ms: number;
  result: string;
}

function printTable(rows: Row[], totalMs: number): void {
  const width = Math.max(...rows.map((row) => row.label.length), 'total'.length);
  const line = (label: string, time: string, result: string) =>
    `  ${label.padEnd(width)}  ${time.padStart(9)}  ${result}`;
  console.log('\nnpm test, wall time by stage:');
  for (const row of rows) console.log(line(row.label, seconds(row.ms), row.result));
  console.log(line('total', seconds(totalMs), ''));
}

async function main(): Promise<number> {
  const wanted = process.argv.slice(2).map((name) => SHORT_NAMES[name] ?? name);
  const stages =
    wanted.length === 0
      ? STAGES
      : STAGES.map((stage) => ({
          ...stage,
          scripts: stage.scripts.filter((script) => wanted.includes(script)),
        })).filter((stage) => stage.scripts.length > 0);
  const rows: Row[] = [];
  const started = performance.now();
  let exitCode = 0;
  for (const stage of stages) {
    const label = stage.scripts.length === 1 && stage.label.includes('∥') ? stage.scripts[0]! : stage.label;
    console.log(`\n=== ${label} ===`);
    const stageStart = performance.now();
    const each: Row[] = [];
    const runs = await Promise.all(
      stage.scripts.map(async (script, index) => {
        const run = await runScript(script, index > 0);
        each.push({
          label: `  ${script}`,
          ms: performance.now() - stageStart,
          result: run.code === 0 ? 'passed' : `FAILED (exit ${run.code})`,
        });
        if (index > 0) process.stdout.write(`\n--- ${script} (exit ${run.code}) ---\n${run.output}`);
        return run;
      }),
    );
    const failed = runs.find((run) => run.code !== 0);
    rows.push({ label, ms: performance.now() - stageStart, result: failed ? `FAILED (${failed.script})` : 'passed' });
    if (stage.scripts.length > 1)
      rows.push(...stage.scripts.map((script) => each.find((row) => row.label === `  ${script}`)!));
    if (failed) {
      exitCode = failed.code;
      break;
    }
  }
  printTable(rows, performance.now() - started);
  return exitCode;
}

process.exitCode = await main();
