/**
 * What growth costs the test suite (budgets: an extra empty migration adds under 2 s to the whole
 * run, an extra integration file with one test under 3 s).
 *
 * 1. An extra migration is applied by the run's two templates (global-setup.ts) and by the few
 *    tests that migrate an empty database on purpose (migrate.test.ts; servers started on a new
 *    embedded data directory). The bench times both templates with today's migrations and with one
 *    empty migration more, alternating, and one empty migration applied on each engine; the
 *    estimate is the templates' difference plus the applications in those tests.
 * 2. An extra integration file: `vitest run` on one small unit file, alone and beside a new file
 *    with one test (its own app on a copy of the template, an owner signing up, one request), one
 *    worker, alternating; the difference is what the file costs a worker, and the run's wall time
 *    grows by about half of it on two workers.
 *
 *   npm run bench:test-growth [-- --runs 5]
 * Needs PostgreSQL (127.0.0.1:5432 or BENCH_DATABASE_URL).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Migration } from 'kysely/migration';
import { openDatabase } from '../src/server/db/connection.ts';
import { MIGRATIONS, migrateToLatest } from '../src/server/db/migrate.ts';
import {
  createPgliteTemplate,
  createPostgresTemplate,
  databaseUrl,
  dropDatabase,
  newRunId,
  runDatabaseName,
  withClient,
} from '../src/server/test/templates.ts';

const MIGRATION_BUDGET_S = 2;
const FILE_BUDGET_S = 3;
/**
 * Full migrations of an empty database that the suite runs on purpose, besides the templates:
 * migrate.test.ts (each engine once, and two processes at once on PostgreSQL) and the servers
 * that main.test.ts, request-log.test.ts and automatic-backups.test.ts start on a new embedded
 * data directory. Kept in step with those files by hand; a generous count.
 */
const EMPTY_DATABASE_MIGRATIONS = { postgresql: 3, pglite: 12 };

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
const root = path.resolve(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const work = mkdtempSync(path.join(tmpdir(), 'agendo-bench-growth-'));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const empty: Migration = { up: async () => {} };
const withOneMore = { ...MIGRATIONS, '9999-empty': empty };

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Both templates, built side by side as the global setup builds them. */
async function buildTemplates(migrations: Record<string, Migration>): Promise<number> {
  let name = '';
  const ms = await time(() =>
    Promise.all([
      createPostgresTemplate(adminUrl, newRunId(), migrations).then((created) => (name = created)),
      createPgliteTemplate(work, migrations),
    ]),
  );
  await dropDatabase(adminUrl, name);
  return ms;
}

/** One empty migration applied to a migrated database of each engine. */
async function oneEmptyMigration(): Promise<{ postgresql: number; pglite: number }> {
  const name = runDatabaseName('test');
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const postgres = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: '' });
  const pglite = await openDatabase({ databaseUrl: undefined, dataDir: '', inMemory: true });
  try {
    await migrateToLatest(postgres.db);
    await migrateToLatest(pglite.db);
    const result = { postgresql: 0, pglite: 0 };
    const times = { postgresql: [] as number[], pglite: [] as number[] };
    // Each run adds one more empty migration after those of the runs before.
    const extra: Record<string, Migration> = { ...MIGRATIONS };
    for (let i = 0; i < runs; i++) {
      extra[`9999-empty-${i}`] = empty;
      times.postgresql.push(await time(() => migrateToLatest(postgres.db, extra)));
      times.pglite.push(await time(() => migrateToLatest(pglite.db, extra)));
    }
    result.postgresql = median(times.postgresql);
    result.pglite = median(times.pglite);
    return result;
  } finally {
    await postgres.close();
    await pglite.close();
    await dropDatabase(adminUrl, name);
  }
}

/** Wall time of `vitest run` on these files, one worker. */
function vitest(files: string[]): number {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--maxWorkers=1', '--reporter=dot', ...files],
    {
      cwd: root,
      env: { ...process.env, TEST_DATABASE_URL: adminUrl },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`vitest failed:\n${result.stdout}\n${result.stderr}`);
  return performance.now() - started;
}

const PROBE = 'src/server/growth-probe.test.ts';
const PROBE_SOURCE = `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOwner } from './test/business-fixtures.ts';
import { startTestApp, testEngines, type TestApp } from './test/harness.ts';

describe.each(testEngines())('a new integration file on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());
  it('lists the clients of a new business', async () => {
    const owner = await signUpOwner(t, 'growth@example.com');
    expect((await owner.client.get('/api/clients')).body.total).toBe(0);
  });
});
`;

try {
  console.log(`test-suite growth, ${runs} runs each, medians\n`);

  await buildTemplates(MIGRATIONS); // warm-up
  const today: number[] = [];
  const more: number[] = [];
  for (let i = 0; i < runs; i++) {
    today.push(await buildTemplates(MIGRATIONS));
    more.push(await buildTemplates(withOneMore));
  }
  const templates = median(more) - median(today);
  const applied = await oneEmptyMigration();
  const elsewhere =
    EMPTY_DATABASE_MIGRATIONS.postgresql * applied.postgresql + EMPTY_DATABASE_MIGRATIONS.pglite * applied.pglite;
  const migration = Math.max(0, templates) + elsewhere;
  console.log(
    `templates, today's ${Object.keys(MIGRATIONS).length} migrations: ${seconds(median(today))}; with one empty migration more: ${seconds(median(more))}`,
  );
  console.log(
    `one empty migration applied: PostgreSQL ${seconds(applied.postgresql)}, PGlite ${seconds(applied.pglite)}`,
  );
  console.log(
    `an extra empty migration: ${seconds(migration)} per run (templates ${seconds(templates)} + ${EMPTY_DATABASE_MIGRATIONS.postgresql + EMPTY_DATABASE_MIGRATIONS.pglite} migrations of empty databases ${seconds(elsewhere)}), budget ${MIGRATION_BUDGET_S} s: ${migration / 1000 < MIGRATION_BUDGET_S ? 'within budget' : 'OVER BUDGET'}`,
  );

  const small = 'src/core/plans.test.ts';
  writeFileSync(path.join(root, PROBE), PROBE_SOURCE);
  vitest([small, PROBE]); // warm-up (Vite's transform cache)
  const alone: number[] = [];
  const beside: number[] = [];
  for (let i = 0; i < runs; i++) {
    alone.push(vitest([small]));
    beside.push(vitest([small, PROBE]));
  }
  const file = median(beside) - median(alone);
  console.log(
    `\nvitest, one worker: a small unit file ${seconds(median(alone))}; with a new one-test integration file ${seconds(median(beside))}`,
  );
  console.log(
    `an extra integration file: ${seconds(file)} of a worker's time, about ${seconds(file / 2)} of the run's wall time on two workers, budget ${FILE_BUDGET_S} s: ${file / 1000 < FILE_BUDGET_S ? 'within budget' : 'OVER BUDGET'}`,
  );
  process.exitCode = migration / 1000 < MIGRATION_BUDGET_S && file / 1000 < FILE_BUDGET_S ? 0 : 1;
} finally {
  rmSync(path.join(root, PROBE), { force: true });
  rmSync(work, { recursive: true, force: true });
}
