import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { backupsDir, newBackupFile } from './automatic-backups.ts';
import { BackupError, createBackup, restoreBackup } from './backup.ts';
import { openDatabase } from './connection.ts';

/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file> [--replace]` (docs/operations.md,
 * "Backups"). They read the same configuration as the server: DATABASE_URL, or the embedded
 * database in DATA_DIR — which takes one process at a time, so stop the server first. Exit
 * status: 0 done, 1 failed (the message says why), 2 wrong arguments, 78 bad configuration.
 */
const USAGE = 'Usage: npm run backup [-- <file.tar.gz>]\n       npm run restore -- <file.tar.gz> [--replace]';

async function backup(config: Config, file: string | undefined): Promise<void> {
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pg'))) {
    throw new BackupError('NO_DATABASE', `There is no embedded database in ${config.dataDir} (DATA_DIR) to back up.`);
  }
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const target = file ?? newBackupFile(backupsDir(config.dataDir), new Date());
    const result = await createBackup(database, {
      file: target,
      uploadsDir: config.uploadsDir,
      agendoVersion: config.version,
    });
    const { manifest } = result;
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    console.log(
      `Backed up the ${database.engine === 'pglite' ? 'embedded database' : 'PostgreSQL database'} (${Object.keys(manifest.tables).length} tables, ${rows} rows, ` +
        `migrated up to ${manifest.migrations.at(-1) ?? 'nothing'}) and ${manifest.uploads.files} uploaded files ` +
        `to ${result.file} (${kilobytes(result.bytes)}) in ${seconds(started)}.`,
    );
  } finally {
    await database.close();
  }
}

async function restore(config: Config, file: string, replace: boolean): Promise<void> {
  const started = performance.now();
  const { manifest, target } = await restoreBackup(config, file, { replace });
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored ${path.resolve(file)} (made ${manifest.createdAt} by Agendo ${manifest.agendoVersion} on ${manifest.engine}, migrated up to ${manifest.migrations.at(-1) ?? 'nothing'}) ` +
      `in ${seconds(started)}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, and ${manifest.uploads.files} uploaded files into ${config.uploadsDir}. ` +
      `${target} now holds it. Start Agendo: it migrates the database forward when the backup is from an older version.`,
  );
}

function kilobytes(bytes: number): string {
  return bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const replace = rest.includes('--replace');
  const files = rest.filter((arg) => arg !== '--replace');
  const unknownOption = files.find((arg) => arg.startsWith('-'));
  const valid =
    !unknownOption &&
    ((command === 'backup' && !replace && files.length <= 1) || (command === 'restore' && files.length === 1));
  if (!valid) {
    console.error(unknownOption ? `Unknown option ${unknownOption}.\n${USAGE}` : USAGE);
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig({ ...process.env, WORKER: 'false', SEED_DEMO: 'false' });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 78;
    }
    throw error;
  }
  try {
    if (command === 'backup') await backup(config, files[0]);
    else await restore(config, files[0]!, replace);
    return 0;
  } catch (error) {
    // An operator's mistake or a missing tool is a sentence, never a stack trace.
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      error instanceof BackupError ? message : `${command === 'backup' ? 'Backup' : 'Restore'} failed: ${message}`,
    );
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
