/**
 * Writes the upgrade fixture of the current schema: src/server/db/fixtures/upgrade-<NNNN>.tar.gz,
 * NNNN being the number of the newest migration. It is a backup made by our own backup code
 * (src/server/db/backup.ts) of a database with data of every kind — the demo seed, plus
 * src/server/db/fixtures/every-table.ts for every table the seed leaves empty — so that
 * src/server/db/upgrade.test.ts can restore it and prove that the migrations added later keep
 * every row of it (docs/operations.md, "Upgrades").
 *
 *   node scripts/make-upgrade-fixture.ts            (or: node scripts/with-node.mjs node scripts/make-upgrade-fixture.ts)
 *
 * A release that adds migrations (and so tables or columns) first makes every-table.ts fill
 * them, then runs this to add its own fixture beside the older ones. A fixture, once released,
 * is never made again: this refuses to overwrite one unless given --replace (for a fixture
 * whose schema has not been released yet).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBackup } from '../src/server/db/backup.ts';
import { describeDatabase } from '../src/server/db/backup-database.ts';
import { openDatabase } from '../src/server/db/connection.ts';
import { fillEveryTable } from '../src/server/db/fixtures/every-table.ts';
import { MIGRATION_NAMES, migrateToLatest } from '../src/server/db/migrate.ts';
import { seedDemo } from '../src/server/db/seed.ts';
import { createDiskStorage } from '../src/server/modules/site-content/upload-storage.ts';

/** The demo's "today": fixed, so that a fixture says when its appointments are. */
const SEEDED_AT = new Date('2026-11-23T12:00:00Z');

const root = path.resolve(import.meta.dirname, '..');
const newest = MIGRATION_NAMES.at(-1)!;
const file = path.join(root, 'src/server/db/fixtures', `upgrade-${newest.slice(0, 4)}.tar.gz`);

if (existsSync(file) && !process.argv.includes('--replace')) {
  console.error(
    `${path.relative(root, file)} exists: a released fixture is never made again (--replace if its schema is unreleased).`,
  );
  process.exit(1);
}

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'agendo-fixture-uploads-'));
const database = await openDatabase({ databaseUrl: undefined, dataDir: '', inMemory: true });
try {
  await migrateToLatest(database.db);
  // Without upload storage the demo blog has no pictures: every-table.ts adds one small one, which
  // keeps the fixture small.
  await seedDemo(database.db, SEEDED_AT);
  await fillEveryTable(database.db, createDiskStorage(uploadsDir));
  const { tables } = await describeDatabase(database.db);
  const empty = Object.entries(tables)
    .filter(([, rows]) => rows === 0)
    .map(([name]) => name);
  if (empty.length > 0)
    throw new Error(`these tables have no rows: ${empty.join(', ')} — make every-table.ts fill them`);
  const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const { bytes } = await createBackup(database, { file, uploadsDir, agendoVersion: version, now: SEEDED_AT });
  console.log(
    `Wrote ${path.relative(root, file)} (${Math.ceil(bytes / 1024)} KB): ${Object.keys(tables).length} tables, all with rows, migrated up to ${newest}.`,
  );
} finally {
  await database.close();
  rmSync(uploadsDir, { recursive: true, force: true });
}
