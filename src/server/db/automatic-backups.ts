import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from './connection.ts';
import { MIGRATION_NAMES, pendingMigrations } from './migrate.ts';
import { createBackup } from './backup.ts';

/** How many automatic backups (taken before migrating) are kept; older ones are deleted, manual ones never. */
export const AUTOMATIC_BACKUPS_KEPT = 5;

/** Where backups go by default: DATA_DIR/backups (for either engine). */
export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

const AUTOMATIC = /^agendo-auto-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)(?:-(\d+))?\.tar\.gz$/;

/**
 * A new file name in `dir` carrying the moment in UTC: `agendo-2026-11-23T10-00-00Z.tar.gz`
 * (`agendo-auto-…` for the automatic ones; `-2`, `-3`… when one of that second exists).
 * Sorting the names sorts by time, and no name has a colon (which Windows refuses).
 */
export function newBackupFile(dir: string, now: Date, kind: 'manual' | 'automatic' = 'manual'): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  const base = `agendo-${kind === 'automatic' ? 'auto-' : ''}${stamp}`;
  for (let n = 1; ; n++) {
    const file = path.join(dir, `${base}${n === 1 ? '' : `-${n}`}.tar.gz`);
    if (!existsSync(file)) return file;
  }
}

/** The automatic backups in `dir`, oldest first (by the moment in their names). */
export async function listAutomaticBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .map((name) => ({ name, match: AUTOMATIC.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .sort((a, b) => a.match[1]!.localeCompare(b.match[1]!) || Number(a.match[2] ?? 1) - Number(b.match[2] ?? 1))
    .map((entry) => path.join(dir, entry.name));
}

/** Deletes all but the newest `keep` automatic backups; returns the files deleted. */
export async function rotateAutomaticBackups(dir: string, keep = AUTOMATIC_BACKUPS_KEPT): Promise<string[]> {
  const all = await listAutomaticBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const file of old) await rm(file, { force: true });
  return old;
}

/**
 * Before migrating an embedded database that holds data (some migrations applied, some
 * pending), keeps a backup of it in DATA_DIR/backups: PGlite has no server-side backups, so
 * this is what an upgrade gone wrong is undone from. Not on a new, empty database, and not on
 * PostgreSQL (whose backups are the operator's: npm run backup, or the server's own tools).
 * Returns the file, or undefined when none was needed.
 */
export async function backupBeforeMigrating(
  database: DatabaseHandle,
  config: Pick<Config, 'dataDir' | 'uploadsDir' | 'version'>,
  now = new Date(),
): Promise<string | undefined> {
  if (database.engine !== 'pglite') return undefined;
  const pending = await pendingMigrations(database.db);
  if (pending.length === 0 || pending.length === MIGRATION_NAMES.length) return undefined;
  const dir = backupsDir(config.dataDir);
  try {
    const { file } = await createBackup(database, {
      file: newBackupFile(dir, now, 'automatic'),
      uploadsDir: config.uploadsDir,
      agendoVersion: config.version,
      now,
    });
    await rotateAutomaticBackups(dir);
    return file;
  } catch (error) {
    // No migration runs without its safety net: the start stops, saying why.
    throw new Error(
      `the backup before migrating (into ${dir}) failed, nothing was migrated: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}
