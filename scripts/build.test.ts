import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WEB_APP_FILES } from '../src/server/pages/web-app-files.ts';
import { buildWebApp } from './build.ts';

describe('npm run build / npm start (scripts/build.ts)', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A stand-in for the Vite builds: every file of a complete build, saying which source it was made from. */
  const fakeBuild =
    (calls: string[], check: (outDir: string) => void = () => undefined) =>
    (outDir: string) => {
      check(outDir);
      calls.push(outDir);
      for (const file of WEB_APP_FILES) {
        mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
        writeFileSync(path.join(outDir, file), readFileSync(path.join(root, 'src/web/main.tsx'), 'utf8'));
      }
    };
  const served = (file = 'index.html') => readFileSync(path.join(root, 'dist', file), 'utf8');

  it('builds only when the sources changed, into a new folder that dist is switched to whole; the earlier build stays for the servers on it', () => {
    root = mkdtempSync(path.join(tmpdir(), 'agendo-build-'));
    mkdirSync(path.join(root, 'src/web'), { recursive: true });
    writeFileSync(path.join(root, 'src/web/main.tsx'), 'first');
    // A dist/ folder as the builds before wrote it, in place.
    mkdirSync(path.join(root, 'dist'));
    writeFileSync(path.join(root, 'dist/index.html'), 'in place');

    const calls: string[] = [];
    expect(buildWebApp({ root, ifChanged: true, build: fakeBuild(calls) })).toBe(true);
    expect(lstatSync(path.join(root, 'dist')).isSymbolicLink()).toBe(true);
    expect(served()).toBe('first');
    const first = realpathSync(path.join(root, 'dist'));

    // Started again (or a second instance from the same folder): nothing to build.
    expect(buildWebApp({ root, ifChanged: true, build: fakeBuild(calls) })).toBe(false);
    expect(calls).toHaveLength(1);

    // A change: built beside the one served, which stays complete while the new one is written.
    writeFileSync(path.join(root, 'src/web/main.tsx'), 'second');
    const whileBuilding = (outDir: string) => {
      expect(outDir).not.toBe(first);
      expect(WEB_APP_FILES.every((file) => existsSync(path.join(root, 'dist', file)))).toBe(true);
      expect(served('agendar.html')).toBe('first');
    };
    expect(buildWebApp({ root, ifChanged: true, build: fakeBuild(calls, whileBuilding) })).toBe(true);
    expect(served('agendar.html')).toBe('second');
    expect(readFileSync(path.join(first, 'agendar.html'), 'utf8')).toBe('first');

    // A failed build leaves dist as it was, and no folder behind.
    writeFileSync(path.join(root, 'src/web/main.tsx'), 'broken');
    const before = readdirSync(path.join(root, '.builds')).length;
    expect(() =>
      buildWebApp({
        root,
        ifChanged: true,
        build: () => {
          throw new Error('vite failed');
        },
      }),
    ).toThrow('vite failed');
    expect(served('agendar.html')).toBe('second');
    expect(readdirSync(path.join(root, '.builds'))).toHaveLength(before);

    // `npm run build` builds even when nothing changed; old builds are pruned to a few.
    for (let i = 0; i < 5; i++) buildWebApp({ root, ifChanged: false, build: fakeBuild(calls) });
    expect(readdirSync(path.join(root, '.builds')).length).toBeLessThanOrEqual(4);
    expect(served()).toBe('broken');
  });
});
