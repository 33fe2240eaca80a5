import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startTestApp, bothEngines, testEngines, type TestApp } from '../test/harness.ts';
import { tableChecksums, type TableChecksum } from '../test/table-checksums.ts';
import { createDiskStorage } from '../modules/site-content/upload-storage.ts';
import { BackupError, createBackup, readBackupManifest, restoreBackup, type RestoreTarget } from './backup.ts';
import { openDatabase, type DatabaseEngine } from './connection.ts';
import { fillEveryTable } from './fixtures/every-table.ts';
import { MIGRATION_NAMES } from './migrate.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed.ts';

const work = mkdtempSync(path.join(tmpdir(), 'agendo-backup-test-'));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  rmSync(work, { recursive: true, force: true });
});

/** A new, empty database of `engine` to restore into: a DATA_DIR of its own, or a throwaway PostgreSQL database. */
async function emptyTarget(
  engine: DatabaseEngine,
): Promise<RestoreTarget & { checksums(): Promise<Record<string, TableChecksum>> }> {
  const dataDir = mkdtempSync(path.join(work, 'target-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  if (engine === 'pglite') {
    return {
      databaseUrl: undefined,
      dataDir,
      uploadsDir,
      async checksums() {
        const database = await openDatabase({ databaseUrl: undefined, dataDir });
        try {
          return await tableChecksums(database.db);
        } finally {
          await database.close();
        }
      },
    };
  }
  const test = await createTestDatabase('postgresql', { migrate: false });
  cleanups.push(async () => {
    await test.handle.close();
    await test.drop();
  });
  return { databaseUrl: test.url, dataDir, uploadsDir, checksums: () => tableChecksums(test.handle.db) };
}

/** Every file under `dir` by its path there, as a hash of its bytes. */
async function filesOf(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return files;
}

describe.each(
  bothEngines("a backup is taken by PGlite's own pg_dump or by the pg_dump client, and restored into either engine"),
)('backup and restore on %s', (engine) => {
  let source: TestApp;
  let file: string;
  let expected: Record<string, TableChecksum>;
  let uploads: Record<string, string>;

  beforeAll(async () => {
    source = await startTestApp(engine);
    cleanups.push(() => source.close());
    const db = source.database.handle.db;
    const storage = createDiskStorage(source.config.uploadsDir);
    await seedDemo(db, new Date('2026-07-15T15:00:00Z'), { storage });
    await fillEveryTable(db, storage);
    // And through the API, as people use it: a sign-in (its session) and a new client.
    const owner = source.client();
    expect((await owner.signIn(DEMO_USERS.admin.email, DEMO_PASSWORD)).status).toBe(200);
    expect((await owner.post('/api/clients', { fullName: 'Zélia Backup', phone: '+55 11 91234-5678' })).status).toBe(
      201,
    );
    expected = await tableChecksums(db);
    uploads = await filesOf(source.config.uploadsDir);
    file = path.join(work, `${engine}.tar.gz`);
    await createBackup(source.database.handle, {
      file,
      uploadsDir: source.config.uploadsDir,
      agendoVersion: source.config.version,
    });
  });

  it('filled every table and has uploads to back up', () => {
    const empty = Object.entries(expected)
      .filter(([, table]) => table.rows === 0)
      .map(([name]) => name);
    expect(empty).toEqual([]);
    expect(Object.keys(uploads).length).toBeGreaterThan(4);
  });

  it('writes one archive whose manifest names the engine, the migrations, every table’s rows and the uploads', async () => {
    const manifest = await readBackupManifest(file);
    expect(manifest).toMatchObject({
      format: 'agendo-backup',
      formatVersion: 1,
      engine,
      agendoVersion: source.config.version,
      migrations: MIGRATION_NAMES,
    });
    expect(manifest.tables).toEqual(
      Object.fromEntries(Object.entries(expected).map(([name, table]) => [name, table.rows])),
    );
    expect(manifest.uploads.files).toBe(Object.keys(uploads).length);
  });

  it('leaves the backed-up database as it was, taking writes (PGlite’s pg_dump shares the server’s session)', async () => {
    const owner = source.client();
    expect((await owner.signIn(DEMO_USERS.admin.email, DEMO_PASSWORD)).status).toBe(200);
    const created = await owner.post('/api/clients', { fullName: 'Xavier Depois' });
    expect(created.status).toBe(201);
    const listed = await owner.get('/api/clients?search=Xavier');
    expect(listed.body.items.map((c: { fullName: string }) => c.fullName)).toEqual(['Xavier Depois']);
  });

  let restored: Awaited<ReturnType<typeof emptyTarget>>;

  it('restores into a new empty database: every table’s rows identical, the uploads byte for byte', async () => {
    const target = (restored = await emptyTarget(engine));
    const result = await restoreBackup(target, file, { replace: false });
    expect(result.manifest.migrations).toEqual(MIGRATION_NAMES);
    expect(await target.checksums()).toEqual(expected);
    expect(await filesOf(target.uploadsDir)).toEqual(uploads);
  }, 120_000);

  it('refuses a database that is not empty and leaves it as it was; --replace restores over it', async () => {
    // The database restored above, which someone went on using.
    const target = restored;
    const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    try {
      await sql`INSERT INTO services (business_id, name, duration_minutes, price_cents) SELECT id, 'Hidratação', 40, 8000 FROM businesses LIMIT 1`.execute(
        database.db,
      );
    } finally {
      await database.close();
    }
    await writeFile(path.join(target.uploadsDir, 'blog', 'stray.webp'), 'not in the backup');
    const changed = await target.checksums();
    expect(changed.services!.rows).toBe(expected.services!.rows + 1);

    const refused = await restoreBackup(target, file, { replace: false }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as BackupError).code).toBe('NOT_EMPTY');
    expect((refused as BackupError).message).toContain('--replace');
    expect(await target.checksums()).toEqual(changed);

    await restoreBackup(target, file, { replace: true });
    expect(await target.checksums()).toEqual(expected);
    expect(await filesOf(target.uploadsDir)).toEqual(uploads);
  }, 180_000);

  it.runIf(testEngines().includes('postgresql'))(
    'restores into the other engine too',
    async () => {
      const target = await emptyTarget(engine === 'pglite' ? 'postgresql' : 'pglite');
      await restoreBackup(target, file, { replace: false });
      expect(await target.checksums()).toEqual(expected);
      expect(await filesOf(target.uploadsDir)).toEqual(uploads);
    },
    120_000,
  );
});
