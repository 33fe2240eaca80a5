import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './http-client.ts';

/**
 * A real CalDAV server for the calendar tests: Debian's Radicale, started on a free port with its
 * storage in a temporary directory and plain-text users, stopped with `stop()`. Outside CI a
 * machine without Radicale skips those tests, loudly; under CI its absence is a failure.
 */
export interface Radicale {
  url: string;
  /** Adds or changes a user's password (Radicale reads the users' file at each sign-in). */
  setUser(name: string, password: string): void;
  stop(): Promise<void>;
}

export function radicaleAvailable(): boolean {
  const found = spawnSync('sh', ['-c', 'command -v radicale'], { stdio: 'ignore' }).status === 0;
  if (!found) {
    if (process.env.CI)
      throw new Error('Radicale is required under CI (apt-get install radicale) but is not installed');
    console.warn('\n*** Radicale is not installed: the CalDAV tests are skipped (apt-get install radicale) ***\n');
  }
  return found;
}

export async function startRadicale(): Promise<Radicale> {
  const directory = mkdtempSync(path.join(tmpdir(), 'agendo-radicale-'));
  const usersFile = path.join(directory, 'users');
  const users = new Map<string, string>();
  const writeUsers = () =>
    writeFileSync(usersFile, [...users].map(([name, password]) => `${name}:${password}\n`).join(''));
  writeUsers();
  const port = await freePort();
  const configFile = path.join(directory, 'config');
  writeFileSync(
    configFile,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${usersFile}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${path.join(directory, 'collections')}`,
      '[web]',
      'type = none',
      '[logging]',
      'level = warning',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('radicale', ['--config', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Radicale exited: ${output}`);
    const up = await fetch(`${url}/.web/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`Radicale did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    setUser(name, password) {
      users.set(name, password);
      writeUsers();
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
