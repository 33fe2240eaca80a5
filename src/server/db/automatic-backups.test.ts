import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/harness.ts';
import { spawnServer } from '../test/server-process.ts';
import {
  backupBeforeMigrating,
  backupsDir,
  listAutomaticBackups,
  newBackupFile,
  rotateAutomaticBackups,
} from './automatic-backups.ts';
import { readBackupManifest } from './backup.ts';
import { openDatabase } from './connection.ts';
import { MIGRATIONS, MIGRATION_NAMES, migrateToLatest, pendingMigrations } from './migrate.ts';

const work = mkdtempSync(path.join(tmpdir(), 'agendo-auto-backups-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const config = (dataDir: string) => ({ dataDir, uploadsDir: path.join(dataDir, 'uploads'), version: '0.0.0-test' });

describe('backup file names and rotation', () => {
  it('names files by the moment in UTC, without colons, and never reuses a name', async () => {
    const dir = mkdtempSync(path.join(work, 'names-'));
    const now = new Date('2026-11-23T10:00:00.123Z');
    expect(path.basename(newBackupFile(dir, now))).toBe('agendo-2026-11-23T10-00-00Z.tar.gz');
    const first = newBackupFile(dir, now, 'automatic');
    expect(path.basename(first)).toBe('agendo-auto-2026-11-23T10-00-00Z.tar.gz');
    await writeFile(first, '');
    expect(path.basename(newBackupFile(dir, now, 'automatic'))).toBe('agendo-auto-2026-11-23T10-00-00Z-2.tar.gz');
  });

  it('keeps the five newest automatic backups and never touches the others', async () => {
    const dir = mkdtempSync(path.join(work, 'rotation-'));
    const automatic = [
      'agendo-auto-2026-01-01T00-00-00Z.tar.gz',
      'agendo-auto-2026-01-02T00-00-00Z.tar.gz',
      'agendo-auto-2026-01-03T00-00-00Z.tar.gz',
      'agendo-auto-2026-01-03T00-00-00Z-2.tar.gz',
      'agendo-auto-2026-01-03T00-00-00Z-10.tar.gz',
      'agendo-auto-2026-02-01T00-00-00Z.tar.gz',
      'agendo-auto-2026-03-01T00-00-00Z.tar.gz',
    ];
    const others = ['agendo-2025-12-01T00-00-00Z.tar.gz', 'agendo-2026-01-01T00-00-00Z.tar.gz', 'notes.txt'];
    for (const name of [...automatic, ...others]) await writeFile(path.join(dir, name), name);
    expect((await listAutomaticBackups(dir)).map((file) => path.basename(file))).toEqual(automatic);

    const deleted = await rotateAutomaticBackups(dir);
    expect(deleted.map((file) => path.basename(file))).toEqual(automatic.slice(0, 2));
    expect((await readdir(dir)).sort()).toEqual([...automatic.slice(2), ...others].sort());
    expect(await rotateAutomaticBackups(dir)).toEqual([]);
  });
});

describe('the backup before migrating', () => {
  const upTo = (count: number) =>
    Object.fromEntries(MIGRATION_NAMES.slice(0, count).map((name) => [name, MIGRATIONS[name]!]));

  it('is taken only from an embedded database with migrations applied and others pending', async () => {
    const dataDir = mkdtempSync(path.join(work, 'cases-'));
    const fresh = await openDatabase({ databaseUrl: undefined, dataDir, inMemory: true });
    try {
      // A new, empty database: nothing to keep.
      expect(await backupBeforeMigrating(fresh, config(dataDir))).toBeUndefined();
      await migrateToLatest(fresh.db);
      // Nothing pending: nothing to keep either.
      expect(await backupBeforeMigrating(fresh, config(dataDir))).toBeUndefined();
    } finally {
      await fresh.close();
    }
    expect(await listAutomaticBackups(backupsDir(dataDir))).toEqual([]);
  });

  it.runIf(inject('postgresUrl'))('is not taken on PostgreSQL, whose backups are the operator’s', async () => {
    const test = await createTestDatabase('postgresql', { migrate: false });
    const dataDir = mkdtempSync(path.join(work, 'postgresql-'));
    try {
      await migrateToLatest(test.handle.db, upTo(MIGRATION_NAMES.length - 1));
      expect(await pendingMigrations(test.handle.db)).toHaveLength(1);
      expect(await backupBeforeMigrating(test.handle, config(dataDir))).toBeUndefined();
    } finally {
      await test.handle.close();
      await test.drop();
    }
  });

  it('is taken by the server starting on an older embedded database, and named in its log', async () => {
    const dataDir = mkdtempSync(path.join(work, 'older-'));
    const earlier = MIGRATION_NAMES.length - 2;
    const older = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      await migrateToLatest(older.db, upTo(earlier));
      await sql`INSERT INTO users (id, name, email) VALUES ('u1', 'Olga Older', 'olga@example.com')`.execute(older.db);
    } finally {
      await older.close();
    }
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'info', DRAIN_SECONDS: '0', WORKER: 'false' };
    const server = await spawnServer(env, 90_000);
    let backups: string[];
    try {
      backups = await listAutomaticBackups(backupsDir(dataDir));
      expect(backups).toHaveLength(1);
      expect(server.output()).toContain(`Backed up the database before migrating it: ${backups[0]}`);
    } finally {
      await server.stop();
    }
    const manifest = await readBackupManifest(backups[0]!);
    expect(manifest.migrations).toEqual(MIGRATION_NAMES.slice(0, earlier));
    expect(manifest.tables.users).toBe(1);

    // Started again with nothing left to migrate, it takes no other.
    const again = await spawnServer(env, 90_000);
    await again.stop();
    expect(await listAutomaticBackups(backupsDir(dataDir))).toEqual(backups);
  }, 240_000);
});
