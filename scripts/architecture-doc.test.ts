import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const architecture = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** The names written as code (`…`) in a text, with each part of a path written so (`src/web/app/` names `src`, `web`, `app`). */
function codeNames(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/`([^`\n]+)`/g)].flatMap(([, code]) => [code!, ...code!.split(/[/\s,{}()]+/)].filter(Boolean)),
  );
}

const named = codeNames(architecture);

/** The names in the rows of the map's table about `folder` (the rows whose first cell names it), so a module is named where the modules are. */
function namedInRowsOf(folder: string): Set<string> {
  const rows = architecture
    .split('\n')
    .filter((line) => line.startsWith('|') && (line.split('|')[1] ?? '').includes(`\`${folder}/\``));
  return codeNames(rows.join('\n'));
}

const isTest = (name: string) => /\.test\.tsx?$/.test(name);

/** The entries of a folder of the repository, tests left out. */
function entries(folder: string, kind: 'folders' | 'files' | 'all'): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.') && !isTest(entry.name))
    .filter((entry) => kind === 'all' || (kind === 'folders') === entry.isDirectory())
    .map((entry) => entry.name);
}

function missing(folder: string, kind: 'folders' | 'files' | 'all', names: Set<string> = named): string[] {
  return entries(folder, kind)
    .filter((name) => !names.has(name) && !names.has(`${name}/`))
    .map((name) => `${folder}/${name}`);
}

describe('docs/architecture.md', () => {
  it('names every module of the server and every feature of the web app, in their rows of the table', () => {
    expect([
      ...missing('src/server/modules', 'folders', namedInRowsOf('src/server/modules')),
      ...missing('src/web/features', 'folders', namedInRowsOf('src/web/features')),
    ]).toEqual([]);
  });

  it('names every plugin and every job of the server, file by file, in their rows of the table', () => {
    expect([
      ...missing('src/server/plugins', 'files', namedInRowsOf('src/server/plugins')),
      ...missing('src/server/jobs', 'files', namedInRowsOf('src/server/jobs')),
    ]).toEqual([]);
  });

  it('names every entry of src/, src/server/, src/web/ and every folder of the repository', () => {
    const rootFolders = entries('.', 'folders')
      .filter(
        (name) =>
          !['node_modules', 'dist', 'data', 'test-results', 'playwright-report', 'coverage', 'tmp'].includes(name),
      )
      .filter((name) => !named.has(name) && !named.has(`${name}/`));
    expect([
      ...missing('src', 'all'),
      ...missing('src/server', 'all'),
      ...missing('src/web', 'all'),
      ...rootFolders,
    ]).toEqual([]);
  });

  it('names no path under src/ that is not there', () => {
    const paths = [...architecture.matchAll(/`(src\/[^`\s{}<*]*)`/g)].map(([, code]) => code!);
    expect(paths.filter((claimed) => !existsSync(path.join(root, claimed)))).toEqual([]);
  });
});
