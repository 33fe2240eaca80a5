import { describe, expect, it } from 'vitest';
import { readPreamble, splitCopyBlocks, withoutUnrestrict } from './backup-sql-text.ts';

const DUMP = [
  '--',
  '-- PostgreSQL database dump',
  '--',
  '',
  '\\restrict abc123',
  '',
  'SET statement_timeout = 0;',
  'SET transaction_timeout = 0;',
  "SELECT pg_catalog.set_config('search_path', '', false);",
  '',
  'CREATE TABLE public.t (a text);',
  '',
  'COPY public.t (a) FROM stdin;',
  'ação',
  'back\\\\slash',
  '\\.',
  '',
  'COPY public.empty (a) FROM stdin;',
  '\\.',
  '',
  'ALTER TABLE ONLY public.t ADD CONSTRAINT t_pkey PRIMARY KEY (a);',
  '',
  '\\unrestrict abc123',
  '',
].join('\n');

describe('a pg_dump text, as a restore adapts it', () => {
  it('keeps the preamble’s settings the target knows, sets \\restrict apart, and measures the preamble', () => {
    const preamble = readPreamble(DUMP, new Set(['statement_timeout']));
    expect(preamble.text).toContain('SET statement_timeout = 0;');
    expect(preamble.text).not.toContain('transaction_timeout');
    expect(preamble.text).not.toContain('\\restrict');
    expect(preamble.text).toContain("set_config('search_path', '', false)");
    expect(preamble.restrictKey).toBe('abc123');
    expect(preamble.restrictLine).toBe('\\restrict abc123');
    expect(DUMP.slice(preamble.length).startsWith('CREATE TABLE public.t')).toBe(true);
    expect(preamble.bytes).toBe(Buffer.byteLength(DUMP.slice(0, preamble.length)));
  });

  it('drops the closing \\unrestrict of the same key only', () => {
    expect(withoutUnrestrict('SELECT 1;\n\\unrestrict abc123\n', 'abc123')).toBe('SELECT 1;\n');
    expect(withoutUnrestrict('SELECT 1;\n\\unrestrict other\n', 'abc123')).toBe('SELECT 1;\n\\unrestrict other\n');
    expect(withoutUnrestrict('SELECT 1;\n', undefined)).toBe('SELECT 1;\n');
  });

  it('splits the body into SQL and COPY blocks with their data lines as they are', () => {
    const body = withoutUnrestrict(DUMP.slice(readPreamble(DUMP, new Set()).length), 'abc123');
    const parts = splitCopyBlocks(body);
    expect(parts.map((part) => part.kind)).toEqual(['sql', 'copy', 'copy', 'sql']);
    expect(parts[1]).toEqual({
      kind: 'copy',
      statement: 'COPY public.t (a) FROM stdin;',
      data: 'ação\nback\\\\slash\n',
    });
    expect(parts[2]).toEqual({ kind: 'copy', statement: 'COPY public.empty (a) FROM stdin;', data: '' });
    expect(parts[3]).toMatchObject({ kind: 'sql', sql: expect.stringContaining('ADD CONSTRAINT t_pkey') });
    expect(() => splitCopyBlocks('COPY public.t (a) FROM stdin;\nrow\n')).toThrow('unfinished COPY block');
  });
});
