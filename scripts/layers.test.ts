import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layers of docs/architecture.md, held by reading the source: imports go one way (no circle),
// repositories are made in the composition root, each table has one writer, no routes file builds
// SQL and no repository reads the wall clock.

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(src).map((file) => ({
  file,
  name: path.relative(root, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}));
const isTest = (name: string) =>
  /\.test\.tsx?$/.test(name) || name.startsWith('src/server/test/') || name.startsWith('src/web/test/');

/** Every relative import, type-only ones too: `import … from`, `export … from`, `import '…'` and `import('…')`. */
const RELATIVE_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const { file, name, text } of files) {
    const targets = [...text.matchAll(RELATIVE_IMPORT)]
      .map((match) => path.resolve(path.dirname(file), (match[1] ?? match[2])!))
      .filter((target) => /\.tsx?$/.test(target) && existsSync(target))
      .map((target) => path.relative(root, target).split(path.sep).join('/'));
    graph.set(name, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan): each holds an import circle. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The part of the code a file belongs to: its module folder, else the file itself. */
const ownerOf = (name: string) => /^src\/server\/modules\/[^/]+/.exec(name)?.[0] ?? name;

/** Tables written by more than one part of the code, on purpose: the parts and why. */
const SHARED_TABLES: Record<string, { writers: string[]; why: string }> = {
  businesses: {
    writers: ['src/server/modules/billing', 'src/server/modules/business'],
    why: "billing keeps the provider state in the business row's billing columns; the business module writes the row itself",
  },
};

describe('the layers', () => {
  it('have no import circle in src/ (type-only imports count)', () => {
    expect(circles(importGraph())).toEqual([]);
  });

  it('make repositories in the composition root only (src/server/repositories.ts; a command line makes its own)', () => {
    const makers = files
      .filter(({ name }) => !isTest(name) && name !== 'src/server/repositories.ts' && !name.endsWith('-cli.ts'))
      .filter(({ text }) => /\bcreate\w+(Repository|Queries)\(/.test(text.replace(/export function create\w+\(/g, '')))
      .map(({ name }) => name);
    expect(makers).toEqual([]);
  });

  it('write each table from its one module', () => {
    const WRITE =
      /\b(?:insertInto|updateTable|deleteFrom)\(\s*'([a-z_]+)|\b(?:INSERT INTO|DELETE FROM)\s+([a-z_]+)|\bUPDATE\s+([a-z_]+)\s+(?:AS\s+\w+\s+)?SET\b/g;
    const writers = new Map<string, Set<string>>();
    for (const { name, text } of files) {
      if (
        isTest(name) ||
        !name.startsWith('src/server/') ||
        name.startsWith('src/server/db/migrations/') ||
        name.startsWith('src/server/db/fixtures/')
      )
        continue;
      for (const match of text.matchAll(WRITE)) {
        const table = (match[1] ?? match[2] ?? match[3])!;
        writers.set(table, (writers.get(table) ?? new Set()).add(ownerOf(name)));
      }
    }
    expect(writers.size).toBeGreaterThan(30);
    const shared = [...writers]
      .filter(
        ([table, owners]) => owners.size > 1 && SHARED_TABLES[table]?.writers.join() !== [...owners].sort().join(),
      )
      .map(([table, owners]) => `${table}: ${[...owners].sort().join(', ')}`);
    expect(shared).toEqual([]);
  });

  it("build no SQL in a routes file: that is the repositories' work", () => {
    const SQL = /\bsql`|\.(?:selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom)\(|from 'kysely'/;
    expect(
      files.filter(({ name, text }) => name.endsWith('.routes.ts') && SQL.test(text)).map(({ name }) => name),
    ).toEqual([]);
  });

  it('read no wall clock in a repository: the time comes from the caller', () => {
    const repository = /^src\/server\/modules\/.*(\.repository|\.queries|-sql)\.ts$/;
    const CLOCK = /\bnew Date\(\s*\)|\bDate\.now\(\s*\)/;
    const readers = files.filter(({ name, text }) => repository.test(name) && CLOCK.test(text)).map(({ name }) => name);
    expect(files.filter(({ name }) => repository.test(name)).length).toBeGreaterThan(20);
    expect(readers).toEqual([]);
  });
});
