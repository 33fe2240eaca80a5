import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const architecture = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** Every name the map writes as code (`…`), and each part of a path written so (`src/web/app/` names `src`, `web`, `app`). */
const named = new Set(
  [...architecture.matchAll(/`([^`\n]+)`/g)].flatMap(([, code]) => [code!, ...code!.split(/[/\s,{}()]+/)].filter(Boolean)),
);

const isTest = (name: string) => /\.test\.tsx?$/.test(name);

/** The entries of a folder of the repository, tests left out. */
function entries(folder: string, kind: 'folders' | 'files' | 'all'): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.') && !isTest(entry.name))
    .filter((entry) => kind === 'all' || (kind === 'folders') === entry.isDirectory())
    .map((entry) => entry.name);
}

function missing(folder: string, kind: 'folders' | 'files' | 'all'): string[] {
  return entries(folder, kind)
    .filter((name) => !named.has(name) && !named.has(`${name}/`))
    .map((name) => `${folder}/${name}`);
}

describe('docs/architecture.md', () => {
  it('names every module of the server and every feature of the web app', () => {
    expect([...missing('src/server/modules', 'folders'), ...missing('src/web/features', 'folders')]).toEqual([]);
  });

  it('names every plugin and every job of the server, file by file', () => {
    expect([...missing('src/server/plugins', 'files'), ...missing('src/server/jobs', 'files')]).toEqual([]);
  });

  it('names every entry of src/, src/server/, src/web/ and every folder of the repository', () => {
    const rootFolders = entries('.', 'folders')
      .filter((name) => !['node_modules', 'dist', 'data', 'test-results', 'playwright-report', 'coverage', 'tmp'].includes(name))
      .filter((name) => !named.has(name) && !named.has(`${name}/`));
    expect([...missing('src', 'all'), ...missing('src/server', 'all'), ...missing('src/web', 'all'), ...rootFolders]).toEqual([]);
  });

  it('names no path under src/ that is not there', () => {
    const paths = [...architecture.matchAll(/`(src\/[^`\s{}<*]*)`/g)].map(([, code]) => code!);
    expect(paths.filter((claimed) => !existsSync(path.join(root, claimed)))).toEqual([]);
  });
});
