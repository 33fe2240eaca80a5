import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
/** This file names the pointers it looks for. */
const thisFile = 'scripts/doc-references.test.ts';

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(relative, pattern);
    return pattern.test(entry.name) ? [relative] : [];
  });
}

/** The source of the app, its tests, journeys, benchmarks and scripts. */
const sources = ['src', 'scripts', 'e2e', 'bench'].flatMap((folder) =>
  filesUnder(folder, /\.(ts|tsx|mjs|js|css|html)$/),
);
/** The docs a reader has: the topic pages and the README (the decision records are history, kept as written). */
const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/**
 * Pointers at documents this repository does not hold: the product specification's and the design's
 * sections ("SPEC 4", "SPEC §5", "DESIGN §2") and the tracker's issues ("issue 17", "Issue #3").
 */
const FOREIGN_POINTERS = [/\bSPEC\b/, /\bDESIGN\b/, /§\s*\d/, /\bissues? ?#?\d/i];

function linesMatching(files: string[], patterns: RegExp[]): string[] {
  return files
    .filter((file) => file !== thisFile)
    .flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          patterns.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
}

describe('pointers to documents', () => {
  it('no comment or test name cites the specification, the design or an issue by number: the rule is written in docs/ and pointed at', () => {
    expect(linesMatching(sources, FOREIGN_POINTERS)).toEqual([]);
  });

  it('the docs cite none either', () => {
    expect(linesMatching(docs, FOREIGN_POINTERS)).toEqual([]);
  });

  it("the README's way through the docs names every page of docs/", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(docs.filter((page) => page !== 'README.md' && !readme.includes(`\`${page}\``))).toEqual([]);
  });

  it('every docs/… page and decision record (docs/decisions/NNNN, ADR N) pointed at exists', () => {
    const missing = [...sources, ...docs]
      .filter((file) => file !== thisFile)
      .flatMap((file) => {
        const text = readFileSync(path.join(root, file), 'utf8');
        const pages = [...text.matchAll(/\bdocs\/([\w-]+\.md)\b/g)].map(([, page]) => `docs/${page}`);
        const records = [...text.matchAll(/\bdocs\/decisions\/(\d{4})\b|\bADR (\d+)\b/g)].map(([, numbered, adr]) =>
          (numbered ?? adr!).padStart(4, '0'),
        );
        return [
          ...pages.filter((page) => !existsSync(path.join(root, page))).map((page) => `${file}: ${page}`),
          ...records
            .filter(
              (number) => !readdirSync(path.join(root, 'docs/decisions')).some((name) => name.startsWith(`${number}-`)),
            )
            .map((number) => `${file}: docs/decisions/${number}`),
        ];
      });
    expect(missing).toEqual([]);
  });
});
