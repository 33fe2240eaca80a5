import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from './connection.ts';
import { MIGRATION_NAMES } from './migrate.ts';
import {
  BackupError,
  countRelations,
  describeDatabase,
  dumpDatabase,
  loadDatabase,
  type DatabaseState,
} from './backup-database.ts';

export { BackupError } from './backup-database.ts';

/**
 * Backups (docs/operations.md, "Backups"): one .tar.gz holding `manifest.json`, `database.sql`
 * (a plain SQL dump: PGlite's own pg_dump, or the pg_dump client for PostgreSQL) and
 * `uploads/…` (the uploaded files). A restore goes into an empty database of either engine.
 */
export const BACKUP_FORMAT = 'agendo-backup';
export const BACKUP_FORMAT_VERSION = 1;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  agendoVersion: z.string(),
  engine: z.enum(['pglite', 'postgresql']),
  serverVersion: z.string(),
  migrations: z.array(z.string()),
  tables: z.record(z.string(), z.number().int().nonnegative()),
  uploads: z.object({ files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export interface CreateBackupOptions {
  /** The archive to write (replaced when it exists; written whole or not at all). */
  file: string;
  uploadsDir: string;
  agendoVersion: string;
  now?: Date;
}

/**
 * Writes the database and the uploaded files to one archive. The dump and its manifest come
 * from one state of the database; the archive is written beside its final name and renamed, so
 * a backup that fails half-way leaves no file that looks like a backup.
 */
export async function createBackup(
  database: DatabaseHandle,
  options: CreateBackupOptions,
): Promise<{ file: string; manifest: BackupManifest; bytes: number }> {
  const file = path.resolve(options.file);
  await mkdir(path.dirname(file), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(file), '.agendo-backup-'));
  try {
    const state = await dumpDatabase(database, path.join(staging, 'database.sql'));
    const uploads = await measureFiles(options.uploadsDir);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: (options.now ?? new Date()).toISOString(),
      agendoVersion: options.agendoVersion,
      engine: database.engine,
      ...state,
      uploads,
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = ['manifest.json', 'database.sql'];
    if (uploads.files > 0) {
      // The uploads are archived from where they are, under the name uploads/.
      // (A junction on Windows, which needs no privilege; the type is ignored elsewhere.)
      await symlink(path.resolve(options.uploadsDir), path.join(staging, 'uploads'), 'junction');
      entries.push('uploads');
    }
    const partial = path.join(staging, 'archive.tar.gz');
    await tar.c(
      {
        gzip: true,
        file: partial,
        cwd: staging,
        follow: true,
        portable: true,
        filter: (entry) => !isPartialUpload(entry),
      },
      entries,
    );
    await rename(partial, file);
    return { file, manifest, bytes: (await stat(file)).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export interface RestoreTarget {
  /** PostgreSQL to restore into; without it, the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the database went, for the operator: the embedded one's folder or PostgreSQL's address without password. */
  target: string;
}

/**
 * Loads a backup into the database the configuration names and its files into the uploads
 * folder. The database must be empty (no tables of ours), unless `replace`: then it is wiped
 * in the same transaction as the load. A backup of a newer schema than this version knows is
 * refused. The database is left at the backup's schema: the next start migrates it forward.
 */
export async function restoreBackup(
  target: RestoreTarget,
  file: string,
  options: { replace: boolean },
): Promise<RestoreResult> {
  const unpacked = await unpackBackup(file);
  try {
    const { manifest } = unpacked;
    const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    const where = describeTarget(target);
    try {
      await assertRestorable(database, where, options.replace);
      await loadDatabase(database, path.join(unpacked.dir, 'database.sql'), {
        replace: options.replace,
        madeBy: manifest.engine,
      });
      assertSameContents(manifest, await describeDatabase(database.db));
    } finally {
      await database.close();
    }
    await restoreUploads(path.join(unpacked.dir, 'uploads'), target.uploadsDir, options.replace);
    return { manifest, target: where };
  } finally {
    await rm(unpacked.dir, { recursive: true, force: true });
  }
}

/** Reads a backup's manifest (and checks that this version can restore it) without loading anything. */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  const unpacked = await unpackBackup(file, ['manifest.json']);
  await rm(unpacked.dir, { recursive: true, force: true });
  return unpacked.manifest;
}

async function unpackBackup(file: string, only?: string[]): Promise<{ dir: string; manifest: BackupManifest }> {
  const source = path.resolve(file);
  const info = await stat(source).catch(() => undefined);
  if (!info?.isFile()) throw new BackupError('NOT_FOUND', `No such backup file: ${source}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'agendo-restore-'));
  try {
    await tar.x({
      file: source,
      cwd: dir,
      strict: true,
      // Only what a backup holds, and only files and folders (never links out of the folder).
      filter: (entryPath, entry) =>
        ('type' in entry ? entry.type === 'File' || entry.type === 'Directory' : true) &&
        (only
          ? only.includes(entryPath)
          : ['manifest.json', 'database.sql'].includes(entryPath) || entryPath.startsWith('uploads/')),
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw new BackupError(
      'NOT_A_BACKUP',
      `${source} is not an Agendo backup (not a readable .tar.gz archive: ${messageOf(error)}).`,
    );
  }
  try {
    const manifest = parseManifest(
      await readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => undefined),
      source,
    );
    if (!only && !existsSync(path.join(dir, 'database.sql')))
      throw new BackupError('NOT_A_BACKUP', `${source} is not a complete Agendo backup: it has no database.sql.`);
    return { dir, manifest };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

function parseManifest(text: string | undefined, source: string): BackupManifest {
  let json: unknown;
  try {
    json = text === undefined ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const header = z.object({ format: z.literal(BACKUP_FORMAT), formatVersion: z.number() }).safeParse(json);
  if (!header.success)
    throw new BackupError('NOT_A_BACKUP', `${source} is not an Agendo backup (it has no Agendo manifest.json).`);
  if (header.data.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      'NEWER_FORMAT',
      `${source} was written by a newer version of Agendo (backup format ${header.data.formatVersion}; this version reads ${BACKUP_FORMAT_VERSION}). Restore it with that version or a newer one.`,
    );
  }
  const manifest = manifestSchema.safeParse(json);
  if (!manifest.success)
    throw new BackupError(
      'NOT_A_BACKUP',
      `${source} has a damaged manifest.json: ${manifest.error.issues[0]?.message ?? 'invalid'}.`,
    );
  const unknown = manifest.data.migrations.filter((name) => !MIGRATION_NAMES.includes(name));
  if (unknown.length > 0) {
    throw new BackupError(
      'NEWER_SCHEMA',
      `${source} holds a database of a newer version of Agendo (${manifest.data.agendoVersion}): this version does not know its migrations ${unknown.join(', ')}. Restore it with that version or a newer one.`,
    );
  }
  return manifest.data;
}

async function assertRestorable(database: DatabaseHandle, where: string, replace: boolean): Promise<void> {
  if (replace) return;
  const relations = await countRelations(database.db);
  if (relations === 0) return;
  const { migrations, tables } = await describeDatabase(database.db);
  const holds =
    Object.keys(tables).length > 0 ? `${Object.keys(tables).length} tables` : `${relations} views or sequences`;
  const applied =
    migrations.length > 0 ? `, ${migrations.length} migrations applied, the last ${migrations.at(-1)}` : '';
  throw new BackupError(
    'NOT_EMPTY',
    `${where} is not empty (it holds ${holds}${applied}). A backup is restored into an empty database; ` +
      'to delete everything in this one and restore over it, run the restore again with --replace.',
  );
}

function assertSameContents(manifest: BackupManifest, restored: DatabaseState): void {
  const names = new Set([...Object.keys(manifest.tables), ...Object.keys(restored.tables)]);
  for (const name of names) {
    if (manifest.tables[name] !== restored.tables[name]) {
      throw new BackupError(
        'MISMATCH',
        `The restored database does not match the backup: table ${name} has ${restored.tables[name] ?? 'no'} rows, the backup ${manifest.tables[name] ?? 'no'}.`,
      );
    }
  }
}

async function restoreUploads(from: string, to: string, replace: boolean): Promise<void> {
  if (replace && existsSync(to)) {
    // The folder itself may be a mount point: empty it rather than remove it.
    for (const entry of await readdir(to)) await rm(path.join(to, entry), { recursive: true, force: true });
  }
  if (!existsSync(from)) return;
  await mkdir(to, { recursive: true });
  await cp(from, to, { recursive: true, force: true });
}

/** The files under `dir` (a missing folder has none), leaving out uploads still being written. */
async function measureFiles(dir: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  let files = 0;
  let bytes = 0;
  for (const entry of entries) {
    if (!entry.isFile() || isPartialUpload(entry.name)) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/** upload-storage.ts writes `<key>.<pid>.partial` and renames it: such a file is not an upload yet. */
function isPartialUpload(name: string): boolean {
  return name.endsWith('.partial');
}

function describeTarget(target: RestoreTarget): string {
  if (!target.databaseUrl) return `The embedded database in ${path.join(target.dataDir, 'pg')}`;
  const url = new URL(target.databaseUrl);
  return `The PostgreSQL database ${url.pathname.slice(1)} on ${url.host}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
