import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/harness.ts';
import { BackupError, createBackup, restoreBackup } from './backup.ts';
import { MIGRATION_NAMES } from './migrate.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'agendo-backup-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `npm run backup|restore -- …` as an operator runs it: its exit status and what it printed. */
function cli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // A clean environment: the test runner's own variables (BASE_URL=/ among them) are not an operator's.
    const base = Object.fromEntries(
      ['PATH', 'HOME', 'TMPDIR'].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
    );
    const child = spawn(process.execPath, ['src/server/db/backup-cli.ts', ...args], {
      cwd: root,
      env: { ...base, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A .tar.gz holding these files: a backup as a newer version, or a stranger, would write it. */
async function archive(name: string, files: Record<string, string>): Promise<string> {
  const dir = mkdtempSync(path.join(work, 'archive-'));
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
  const file = path.join(work, name);
  await tar.c({ gzip: true, file, cwd: dir }, Object.keys(files));
  return file;
}

const manifest = (changes: Record<string, unknown>) =>
  JSON.stringify({
    format: 'agendo-backup',
    formatVersion: 1,
    createdAt: '2030-01-01T00:00:00.000Z',
    agendoVersion: '9.0.0',
    engine: 'pglite',
    serverVersion: '18.6',
    migrations: MIGRATION_NAMES,
    tables: {},
    uploads: { files: 0, bytes: 0 },
    ...changes,
  });

describe('bad input to a restore', () => {
  const target = () => {
    const dataDir = mkdtempSync(path.join(work, 'target-'));
    return { databaseUrl: undefined, dataDir, uploadsDir: path.join(dataDir, 'uploads') };
  };
  const refusal = (file: string) =>
    restoreBackup(target(), file, { replace: false }).then(
      () => undefined,
      (error: unknown) => error as BackupError,
    );

  it('names what is wrong with the file before touching any database', async () => {
    expect(await refusal(path.join(work, 'nothing.tar.gz'))).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining('No such backup file'),
    });
    const text = path.join(work, 'notes.tar.gz');
    await writeFile(text, 'just some text');
    expect(await refusal(text)).toMatchObject({
      code: 'NOT_A_BACKUP',
      message: expect.stringContaining('is not an Agendo backup'),
    });
    expect(await refusal(await archive('stranger.tar.gz', { 'readme.txt': 'hello' }))).toMatchObject({
      code: 'NOT_A_BACKUP',
    });
    expect(await refusal(await archive('no-dump.tar.gz', { 'manifest.json': manifest({}) }))).toMatchObject({
      code: 'NOT_A_BACKUP',
      message: expect.stringContaining('no database.sql'),
    });
  });

  it('refuses a backup of a newer schema or a newer format than this version knows', async () => {
    const newer = await archive('newer-schema.tar.gz', {
      'manifest.json': manifest({ migrations: [...MIGRATION_NAMES, '9999-from-the-future'] }),
      'database.sql': '',
    });
    const error = await refusal(newer);
    expect(error).toMatchObject({ code: 'NEWER_SCHEMA' });
    expect(error!.message).toContain('9999-from-the-future');
    expect(error!.message).toContain('9.0.0');
    const format = await archive('newer-format.tar.gz', {
      'manifest.json': manifest({ formatVersion: 2 }),
      'database.sql': '',
    });
    expect(await refusal(format)).toMatchObject({ code: 'NEWER_FORMAT' });
  });
});

describe('the backup and restore commands', () => {
  const noStack = (output: string) => expect(output).not.toMatch(/^\s+at /m);

  it('explain their usage and exit 2 on wrong arguments', async () => {
    const runs = await Promise.all(
      [[], ['restore'], ['backup', 'a', 'b'], ['restore', 'x.tar.gz', '--force']].map((args) => cli(args, {})),
    );
    for (const run of runs) {
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('Usage: npm run backup');
    }
  });

  it('say in a sentence, without a stack trace, that a file is missing or not a backup', async () => {
    const dataDir = mkdtempSync(path.join(work, 'cli-'));
    const missing = await cli(['restore', path.join(work, 'missing.tar.gz')], { DATA_DIR: dataDir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No such backup file');
    noStack(missing.stderr);
    const text = path.join(work, 'text.tar.gz');
    await writeFile(text, 'not an archive');
    const stranger = await cli(['restore', text], { DATA_DIR: dataDir });
    expect(stranger.code).toBe(1);
    expect(stranger.stderr).toContain('is not an Agendo backup');
    noStack(stranger.stderr);
    const nothing = await cli(['backup'], { DATA_DIR: path.join(dataDir, 'empty') });
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('There is no embedded database');
  });

  describe.runIf(inject('postgresUrl'))('on PostgreSQL', () => {
    let source: TestDatabase;
    const targets: TestDatabase[] = [];
    const dataDir = mkdtempSync(path.join(work, 'postgresql-'));
    beforeAll(async () => {
      source = await createTestDatabase('postgresql');
      await sql`INSERT INTO users (id, name, email) VALUES ('u1', 'Paula Pg', 'paula@example.com')`.execute(
        source.handle.db,
      );
      await mkdir(path.join(dataDir, 'uploads', 'blog'), { recursive: true });
      await writeFile(path.join(dataDir, 'uploads', 'blog', 'a-640.webp'), 'image');
    });
    afterAll(async () => {
      for (const test of [source, ...targets]) {
        await test.handle.close();
        await test.drop();
      }
    });
    const emptyDatabase = async () => {
      const test = await createTestDatabase('postgresql', { migrate: false });
      targets.push(test);
      return test.url!;
    };

    it('back up, restore into an empty database, refuse a full one (exit 1) and restore over it with --replace', async () => {
      const file = path.join(work, 'cli.tar.gz');
      const backup = await cli(['backup', file], { DATABASE_URL: source.url!, DATA_DIR: dataDir });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`and 1 uploaded files to ${file}`);

      const env = { DATABASE_URL: await emptyDatabase(), DATA_DIR: mkdtempSync(path.join(work, 'restored-')) };
      const restored = await cli(['restore', file], env);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.stdout).toContain(`migrated up to ${MIGRATION_NAMES.at(-1)}`);
      const full = await cli(['restore', file], env);
      expect(full.code).toBe(1);
      expect(full.stderr).toContain('is not empty');
      expect(full.stderr).toContain('--replace');
      noStack(full.stderr);
      expect((await cli(['restore', file, '--replace'], env)).code).toBe(0);
    }, 60_000);

    it('name the missing client tool and how to install it', async () => {
      const bare = { PATH: mkdtempSync(path.join(work, 'bin-')) };
      const backup = await cli(['backup', path.join(work, 'never.tar.gz')], {
        DATABASE_URL: source.url!,
        DATA_DIR: dataDir,
        ...bare,
      });
      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain('pg_dump was not found on PATH');
      expect(backup.stderr).toContain('apt-get install postgresql-client');
      noStack(backup.stderr);

      const { handle: embedded } = await createTestDatabase('pglite');
      const file = path.join(work, 'embedded.tar.gz');
      try {
        await createBackup(embedded, { file, uploadsDir: path.join(work, 'no-uploads'), agendoVersion: 'test' });
      } finally {
        await embedded.close();
      }
      const restore = await cli(['restore', file], { DATABASE_URL: await emptyDatabase(), DATA_DIR: dataDir, ...bare });
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain('psql was not found on PATH');
      noStack(restore.stderr);
    }, 60_000);
  });
});
