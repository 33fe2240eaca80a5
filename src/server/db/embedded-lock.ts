import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Another live process has the embedded database open: PGlite takes one process at a time. */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (a running Agendo server, or a command such as npm run backup). ` +
        'It takes one process at a time: stop that process first, then run this again.',
    );
  }
}

/**
 * Marks `dataDir`'s embedded database as this process's, in `embedded-database.pid`, and answers
 * how to let it go. PGlite keeps no lock of its own, and two processes writing one data folder
 * corrupt it (a backup taken beside the running server would be torn): a second process is
 * refused while the first is alive. A file left by a process that died is taken over.
 */
export function claimEmbeddedDatabase(dataDir: string): () => void {
  const file = path.join(dataDir, 'embedded-database.pid');
  const holder = readPid(file);
  if (holder !== null && holder !== process.pid && isAlive(holder))
    throw new EmbeddedDatabaseInUseError(dataDir, holder);
  writeFileSync(file, String(process.pid));
  return () => {
    if (readPid(file) === process.pid) unlinkSync(file);
  };
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
