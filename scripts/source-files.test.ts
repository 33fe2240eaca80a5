import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const MAX_LINES = 300;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('source files', () => {
  it(`stay under ${MAX_LINES} lines, or say on their first line why not ('// Over 300 lines: …')`, () => {
    const long = sourceFiles(path.join(root, 'src'))
      .map((file) => ({ file: path.relative(root, file), lines: readFileSync(file, 'utf8').split('\n') }))
      .filter(({ lines }) => lines.length > MAX_LINES && !/^\/\/ Over 300 lines: \S/.test(lines[0] ?? ''))
      .map(({ file, lines }) => `${file} (${lines.length} lines)`);
    expect(long).toEqual([]);
  });
});
