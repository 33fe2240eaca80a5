import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { open, readFile, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseEngine, DatabaseHandle } from './connection.ts';
import { readPreamble, splitCopyBlocks, withoutUnrestrict } from './backup-sql-text.ts';

export type BackupErrorCode =
  | 'NOT_FOUND'
  | 'NOT_A_BACKUP'
  | 'NEWER_FORMAT'
  | 'NEWER_SCHEMA'
  | 'NOT_EMPTY'
  | 'NO_DATABASE'
  | 'MISSING_TOOL'
  | 'DUMP_FAILED'
  | 'LOAD_FAILED'
  | 'MISMATCH';

/** A backup or a restore that cannot go on, with a message meant for the operator who ran it. */
export class BackupError extends Error {
  readonly code: BackupErrorCode;
  constructor(code: BackupErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}

/** What a database holds, as a backup's manifest records it and a restore checks it. */
export interface DatabaseState {
  serverVersion: string;
  /** The migrations applied, by name. */
  migrations: string[];
  /** Every table of schema public and its row count, by name. */
  tables: Record<string, number>;
}

/** The tables of schema public, by name (in byte order: the same on every engine). */
export async function publicTables(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname
  `.execute(db);
  return rows.map((row) => row.name);
}

/** Every table's row count, the migrations applied and the server's version: one consistent read when `db` is a snapshot. */
export async function describeDatabase(db: Kysely<any>): Promise<DatabaseState> {
  const tables: Record<string, number> = {};
  const names = await publicTables(db);
  for (const name of names) {
    const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(db);
    tables[name] = Number(rows[0]!.n);
  }
  const migrations = names.includes('kysely_migration')
    ? (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db)).rows.map(
        (row) => row.name,
      )
    : [];
  const { rows } = await sql<{ server_version: string }>`SHOW server_version`.execute(db);
  return { serverVersion: rows[0]!.server_version, migrations, tables };
}

/** How many tables, views and sequences schema public holds: a restore only goes into a database with none. */
export async function countRelations(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    SELECT count(*) AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
  `.execute(db);
  return Number(rows[0]!.n);
}

/**
 * Writes a plain SQL dump of the whole database to `file` and returns what it holds, read from
 * the same state. PGlite: its own pg_dump, while the session is lent to nobody else. PostgreSQL:
 * the pg_dump client on a snapshot exported by the transaction that counts the rows, so the
 * counts are exactly the dump's even while the server keeps writing.
 */
export async function dumpDatabase(database: DatabaseHandle, file: string): Promise<DatabaseState> {
  if (database.engine === 'pglite') {
    const pglite = database.pglite!;
    return database.db.connection().execute(async (connection) => {
      const state = await describeDatabase(connection);
      const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
      let dump: File;
      try {
        dump = await pgDump({ pg: pglite, args: ['--no-owner', '--no-privileges'] });
      } finally {
        // pg_dump runs on the server's own session and leaves its read-only transaction open and
        // its settings in place (a server would end them with its connection): end and undo them.
        await pglite.exec('ROLLBACK; RESET ALL');
      }
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
      return state;
    });
  }
  return database.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const { rows } = await sql<{ snapshot: string }>`SELECT pg_export_snapshot() AS snapshot`.execute(trx);
      const state = await describeDatabase(trx);
      await runClientTool(
        'pg_dump',
        ['--no-owner', '--no-privileges', '--format=plain', `--snapshot=${rows[0]!.snapshot}`, `--file=${file}`],
        database.url!,
      );
      return state;
    });
}

/** Drops everything of ours (and the extensions in schema public, which the dump creates again). */
const WIPE = 'DROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n';

export interface LoadOptions {
  /** Wipe schema public first, in the same transaction as the load. */
  replace: boolean;
  /** The engine that made the dump: PostgreSQL's holds COPY blocks. */
  madeBy: DatabaseEngine;
}

/**
 * Runs the dump in `sqlFile` against the database, in one transaction: a load that fails leaves
 * the database as it was (with `replace` too). Into PostgreSQL through psql; into PGlite through
 * its own session, COPY data handed over as blobs.
 */
export async function loadDatabase(database: DatabaseHandle, sqlFile: string, options: LoadOptions): Promise<void> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM pg_settings`.execute(database.db);
  const known = new Set(rows.map((row) => row.name.toLowerCase()));
  if (database.engine === 'postgresql') return loadIntoPostgres(database.url!, sqlFile, known, options.replace);
  const text = await readFile(sqlFile, 'utf8');
  const preamble = readPreamble(text.slice(0, 65_536), known);
  const body = withoutUnrestrict(text.slice(preamble.length), preamble.restrictKey);
  await database.db.connection().execute(() => loadIntoPGlite(database.pglite!, preamble.text, body, options));
}

async function loadIntoPGlite(pglite: PGlite, preamble: string, body: string, options: LoadOptions): Promise<void> {
  await pglite.exec('BEGIN');
  try {
    if (options.replace) await pglite.exec(WIPE);
    await pglite.exec(preamble);
    const parts = options.madeBy === 'postgresql' ? splitCopyBlocks(body) : [{ kind: 'sql' as const, sql: body }];
    for (const part of parts) {
      if (part.kind === 'sql') await pglite.exec(part.sql);
      else
        await pglite.query(part.statement.replace(/FROM stdin;$/, "FROM '/dev/blob';"), [], {
          blob: new Blob([part.data]),
        });
    }
    await pglite.exec('COMMIT');
  } catch (error) {
    await pglite.exec('ROLLBACK').catch(() => {});
    throw new BackupError('LOAD_FAILED', `The backup could not be loaded (nothing was changed): ${messageOf(error)}`, {
      cause: error,
    });
  } finally {
    // The dump empties search_path for its own session, which is also the server's here.
    await pglite.exec('RESET ALL').catch(() => {});
  }
}

async function loadIntoPostgres(
  url: string,
  sqlFile: string,
  known: ReadonlySet<string>,
  replace: boolean,
): Promise<void> {
  const handle = await open(sqlFile);
  const head = Buffer.alloc(65_536);
  const { bytesRead } = await handle.read(head, 0, head.length, 0);
  await handle.close();
  const preamble = readPreamble(head.subarray(0, bytesRead).toString('utf8'), known);
  // psql reads the dump from its standard input: the wipe, the adapted preamble, then the rest
  // of the file as it is (closing the `\restrict` it opened). --single-transaction makes all of
  // it one transaction.
  const input = async function* () {
    yield (preamble.restrictLine ? `${preamble.restrictLine}\n` : '') + (replace ? WIPE : '') + preamble.text;
    yield* createReadStream(sqlFile, { start: preamble.bytes });
  };
  await runClientTool('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '--file=-'], url, input());
}

const INSTALL_HINT =
  'It comes with the PostgreSQL client tools, of the same major version as the server or newer: install them ' +
  '(Debian/Ubuntu: apt-get install postgresql-client; Fedora/RHEL: dnf install postgresql; macOS: brew install libpq) ' +
  'so that it is on PATH, then run this again.';

/**
 * Runs pg_dump or psql against `url`: the password goes in PGPASSWORD, not on the command line
 * (where any user of the machine could read it). A tool that is not installed is named, with how
 * to install it.
 */
function runClientTool(
  tool: 'pg_dump' | 'psql',
  args: string[],
  url: string,
  input?: AsyncIterable<string | Buffer>,
): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${target.toString()}`], {
      env,
      stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT')
        reject(new BackupError('MISSING_TOOL', `${tool} was not found on PATH. ${INSTALL_HINT}`));
      else reject(error);
    });
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const reason = stderr.trim().split('\n').slice(0, 5).join('\n') || `exit status ${code}`;
      reject(
        tool === 'pg_dump'
          ? new BackupError('DUMP_FAILED', `pg_dump failed: ${reason}`)
          : new BackupError('LOAD_FAILED', `The backup could not be loaded (nothing was changed): ${reason}`),
      );
    });
    // psql exiting early breaks the pipe: its own message (on stderr) says why.
    if (input && child.stdin) pipeline(Readable.from(input), child.stdin).catch(() => {});
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
