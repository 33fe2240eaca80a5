import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  OPERATION_PERMISSIONS,
  OPERATIONS_WHILE_CLOSED,
  PUBLIC_OPERATIONS,
  type Operation,
} from '../src/core/permissions.ts';

const page = readFileSync(path.resolve(import.meta.dirname, '../docs/permissions.md'), 'utf8');

/** Each table of the page whose first column is `operation`: its header, and each operation it names with the row's other cells. */
function operationTables(): { header: string[]; rows: { operation: string; cells: string[] }[] }[] {
  const cellsOf = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  const lines = page.split('\n');
  return lines.flatMap((line, index) => {
    if (!line.startsWith('| operation |') || !lines[index + 1]?.startsWith('|-')) return [];
    const rows: { operation: string; cells: string[] }[] = [];
    for (let next = index + 2; lines[next]?.startsWith('|'); next++) {
      const [first = '', ...cells] = cellsOf(lines[next]!);
      // The operations a row names: the code spans of its first cell that are names (not paths or codes).
      for (const [, operation] of first.matchAll(/`([a-z][A-Za-z]+)`/g)) rows.push({ operation: operation!, cells });
    }
    return [{ header: cellsOf(line).slice(1), rows }];
  });
}

const tables = operationTables();
const table = (column: string) => tables.find(({ header }) => header[0] === column)?.rows ?? [];

/** What the page would say of an operation, written from src/core/permissions.ts. */
function expectedCells(operation: Operation): string[] {
  const { roles, ownRecordsOnly, superAdminOnly } = OPERATION_PERMISSIONS[operation];
  if (superAdminOnly) return ['✓', '—', '—'];
  const professional = !roles.includes('professional') ? '—' : ownRecordsOnly ? 'own records' : '✓';
  return [roles.includes('admin') ? '✓' : '—', professional];
}

describe('docs/permissions.md', () => {
  const operations = Object.keys(OPERATION_PERMISSIONS) as Operation[];
  const business = table('owner');
  const superAdmin = table('super admin');
  const described = [...business, ...superAdmin];

  it('names every operation of src/core/permissions.ts once, in the table of who may call it', () => {
    const names = described.map(({ operation }) => operation);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect([...names].sort()).toEqual([...operations].sort());
  });

  it('says for each operation what the code allows the owner, a professional and a super admin', () => {
    const differing = described
      .filter(({ operation }) => Object.hasOwn(OPERATION_PERMISSIONS, operation))
      .map(({ operation, cells }) => {
        const expected = expectedCells(operation as Operation);
        return { operation, page: cells.slice(0, expected.length), code: expected };
      })
      .filter(({ page: said, code }) => said.join() !== code.join());
    expect(differing).toEqual([]);
    expect(superAdmin.every(({ operation }) => OPERATION_PERMISSIONS[operation as Operation]?.superAdminOnly)).toBe(
      true,
    );
  });

  it('lists exactly the public operations', () => {
    expect(
      table('why no session')
        .map(({ operation }) => operation)
        .sort(),
    ).toEqual([...PUBLIC_OPERATIONS].sort());
  });

  it('lists exactly the operations that stay open while the business is closed', () => {
    expect(
      table('why it stays open while the business is closed')
        .map(({ operation }) => operation)
        .sort(),
    ).toEqual([...OPERATIONS_WHILE_CLOSED].sort());
  });
});
