/**
 * Development: the API server on :3000, restarted when its code changes, and Vite's dev server
 * on :5173 with hot reload, which passes /api on to it (vite.config.ts). Open
 * http://localhost:5173. Ctrl+C stops both.
 *
 *   npm run dev
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { serverNodeFlags } from '../src/server/node-flags.ts';

const root = path.resolve(import.meta.dirname, '..');
const web = 'http://localhost:5173';

const children: ChildProcess[] = [
  // The browser is on Vite's address: links in e-mails, cookies and the same-origin check follow it.
  spawn(process.execPath, [...serverNodeFlags, '--watch-path=src', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { BASE_URL: web, ...process.env, PORT: '3000' },
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', '5173', '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
  }),
];

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
// Either one ending ends the other.
for (const child of children) child.once('exit', (code) => stop(code ?? 0));
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
