import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(import.meta.dirname, '../docs/decisions');

interface DecisionRecord {
  number: number;
  file: string;
  status: string | undefined;
}

const records: DecisionRecord[] = readdirSync(folder)
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map((file) => ({
    number: Number(/^(\d{4})-/.exec(file)?.[1] ?? Number.NaN),
    file,
    status: /^Status: (.+)$/m.exec(readFileSync(path.join(folder, file), 'utf8'))?.[1],
  }));

/** The records a status names after `phrase` in one of its clauses ("…; superseded by ADR 23"), as numbers. */
function named(status: string | undefined, phrase: 'superseded by' | 'supersedes'): number[] {
  return (status ?? '')
    .split(';')
    .filter((clause) => clause.includes(phrase))
    .flatMap((clause) =>
      [...clause.matchAll(/\bADR (\d+)\b|\b(\d{4})\b/g)].map((match) => Number(match[1] ?? match[2])),
    );
}

describe('architecture decision records (docs/decisions/)', () => {
  it('are numbered NNNN-title.md, one record per number, with no gap', () => {
    expect(records.filter(({ number }) => Number.isNaN(number)).map(({ file }) => file)).toEqual([]);
    expect(records.map(({ number }) => number)).toEqual(records.map((_, index) => index + 1));
  });

  it("each say under the title whether they stand: 'Status: accepted', or superseded (by which record)", () => {
    const without = records.filter(
      ({ status }) => !/^(proposed|accepted|superseded by (ADR \d+|\d{4}))\b/.test(status ?? ''),
    );
    expect(without.map(({ file, status }) => `${file}: ${status ?? 'no Status line'}`)).toEqual([]);
  });

  it('are superseded, not rewritten: a record superseded by another is named by it, both ways', () => {
    const numbers = new Set(records.map(({ number }) => number));
    const unmatched = records.flatMap(({ number, file, status }) => [
      ...named(status, 'superseded by')
        .filter((by) => !numbers.has(by) || !named(records[by - 1]?.status, 'supersedes').includes(number))
        .map(
          (by) => `${file} says it is superseded by ADR ${by}, whose status does not say it supersedes ADR ${number}`,
        ),
      ...named(status, 'supersedes')
        .filter((old) => !numbers.has(old) || !named(records[old - 1]?.status, 'superseded by').includes(number))
        .map(
          (old) => `${file} says it supersedes ADR ${old}, whose status does not say it is superseded by ADR ${number}`,
        ),
    ]);
    expect(unmatched).toEqual([]);
  });
});
