import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startTestApp, bothEngines, type TestApp, type TestDatabase } from '../test/harness.ts';
import { publicColumns, publicSchema, tableChecksums, type TableChecksum } from '../test/table-checksums.ts';
import { readBackupManifest, restoreBackup } from './backup.ts';
import { openDatabase, type DatabaseEngine } from './connection.ts';
import { MIGRATION_NAMES, migrateToLatest } from './migrate.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed.ts';

/**
 * Upgrades (docs/operations.md, "Upgrades"): each fixture in ./fixtures is a backup of a released
 * schema with data of every kind (scripts/make-upgrade-fixture.ts). Restored and migrated to
 * today's schema, it must keep every row of every table, column by column as the fixture had
 * them, and the app must run on it.
 */
const FIXTURES = readdirSync(path.join(import.meta.dirname, 'fixtures'))
  .filter((name) => /^upgrade-\d{4}\.tar\.gz$/.test(name))
  .sort();

/**
 * What a later migration changes on purpose in a fixture's data, by table: a column it drops or
 * rewrites, or the table itself when dropped. Empty while no migration has; one that does adds
 * its entry here, saying why, in the same change as the migration ("widen, then narrow").
 */
const EXPECTED_CHANGES: Record<string, { columns?: string[]; table?: true; why: string }> = {};

const work = mkdtempSync(path.join(tmpdir(), 'agendo-upgrade-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A new empty database of `engine` that the fixture is restored into, opened. */
async function restoredFixture(engine: DatabaseEngine, fixture: string): Promise<TestDatabase> {
  const file = path.join(import.meta.dirname, 'fixtures', fixture);
  const dataDir = mkdtempSync(path.join(work, 'data-'));
  if (engine === 'pglite') {
    await restoreBackup({ databaseUrl: undefined, dataDir, uploadsDir: path.join(dataDir, 'uploads') }, file, {
      replace: false,
    });
    const handle = await openDatabase({ databaseUrl: undefined, dataDir });
    return { handle, url: undefined, drop: async () => {} };
  }
  const test = await createTestDatabase('postgresql', { migrate: false });
  await restoreBackup({ databaseUrl: test.url, dataDir, uploadsDir: path.join(dataDir, 'uploads') }, file, {
    replace: false,
  });
  return test;
}

/** The fixture's columns, less those a later migration changes on purpose. */
function comparedColumns(columns: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([table]) => !EXPECTED_CHANGES[table]?.table)
      .map(([table, names]) => [table, names.filter((name) => !EXPECTED_CHANGES[table]?.columns?.includes(name))]),
  );
}

describe.each(bothEngines('an upgrade restores a released backup and migrates it on either engine'))(
  'upgrading on %s',
  (engine) => {
    describe.each(FIXTURES)('from the fixture %s', (fixture) => {
      let database: TestDatabase;
      let fixtureMigrations: string[];
      let before: Record<string, TableChecksum>;
      let after: Record<string, TableChecksum>;
      let migrated: string[];
      let schema: { upgraded: string[]; fresh: string[] };

      beforeAll(async () => {
        fixtureMigrations = (await readBackupManifest(path.join(import.meta.dirname, 'fixtures', fixture))).migrations;
        database = await restoredFixture(engine, fixture);
        const columns = comparedColumns(await publicColumns(database.handle.db));
        before = await tableChecksums(database.handle.db, columns);
        migrated = await migrateToLatest(database.handle.db);
        after = await tableChecksums(database.handle.db, columns);
        const fresh = await createTestDatabase(engine);
        try {
          schema = { upgraded: await publicSchema(database.handle.db), fresh: await publicSchema(fresh.handle.db) };
        } finally {
          await fresh.handle.close();
          await fresh.drop();
        }
      }, 180_000);
      afterAll(async () => {
        await database.handle.close();
        await database.drop();
      });

      it('is a schema this version knows, and is migrated from it to the newest', () => {
        expect(MIGRATION_NAMES.slice(0, fixtureMigrations.length)).toEqual(fixtureMigrations);
        expect(migrated).toEqual(MIGRATION_NAMES.slice(fixtureMigrations.length));
      });

      it('ends with the very schema a new database gets (same columns, indexes and constraints)', () => {
        expect(schema.upgraded).toEqual(schema.fresh);
      });

      it('holds data of every kind: every table of the fixture has rows', () => {
        const empty = Object.entries(before)
          .filter(([, table]) => table.rows === 0)
          .map(([name]) => name);
        expect(empty).toEqual([]);
        expect(Object.keys(before).length).toBeGreaterThan(40);
      });

      it('keeps every row of every table through the migrations, column by column as the fixture had them', () => {
        // Kysely's own record of the migrations gains a row for each one applied.
        const withoutRecord = (tables: typeof before) =>
          Object.fromEntries(Object.entries(tables).filter(([name]) => name !== 'kysely_migration'));
        expect(withoutRecord(after)).toEqual(withoutRecord(before));
        expect(after.kysely_migration?.rows).toBe((before.kysely_migration?.rows ?? 0) + migrated.length);
      });

      describe('then runs the app', () => {
        let app: TestApp;
        beforeAll(async () => {
          app = await startTestApp(engine, {}, { database: { ...database, drop: async () => {} } });
        }, 60_000);
        // The app closes the database; the fixture's own afterAll drops it.
        afterAll(() => app.close());

        it('where the demo owner signs in and lists clients and appointments', async () => {
          const owner = app.client();
          expect((await owner.signIn(DEMO_USERS.admin.email, DEMO_PASSWORD)).status).toBe(200);
          const clients = await owner.get('/api/clients');
          expect(clients.status).toBe(200);
          expect(clients.body.total).toBeGreaterThan(20);
          const appointments = await owner.get('/api/appointments?from=2026-11-01T00:00:00Z&to=2026-11-08T00:00:00Z');
          expect(appointments.status).toBe(200);
          expect(appointments.body.items.length).toBeGreaterThan(0);
        });
      });
    });
  },
);
