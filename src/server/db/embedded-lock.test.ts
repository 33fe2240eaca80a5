import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.ts';
import { claimEmbeddedDatabase, EmbeddedDatabaseInUseError } from './embedded-lock.ts';

describe('the embedded database takes one process at a time', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agendo-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses while another live process holds it, names that process, and takes over once it is gone', async () => {
    const dir = newDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dir, 'embedded-database.pid'), String(other.pid));
      expect(() => claimEmbeddedDatabase(dir)).toThrow(EmbeddedDatabaseInUseError);
      expect(() => claimEmbeddedDatabase(dir)).toThrow(`in use by process ${other.pid}`);
      await expect(openDatabase({ databaseUrl: undefined, dataDir: dir })).rejects.toThrow(EmbeddedDatabaseInUseError);
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // The holder died without letting go: its file is taken over.
    const release = claimEmbeddedDatabase(dir);
    expect(readFileSync(path.join(dir, 'embedded-database.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'embedded-database.pid'))).toBe(false);
  });

  it('lets the same process open it again, and closing lets it go', async () => {
    const dir = newDir();
    const first = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    await first.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
    expect(readFileSync(path.join(dir, 'embedded-database.pid'), 'utf8')).toBe(String(process.pid));
    await first.close();
    expect(existsSync(path.join(dir, 'embedded-database.pid'))).toBe(false);
    const again = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    await again.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
    await again.close();
  });
});
