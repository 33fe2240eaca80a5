/**
 * The text of a plain-format pg_dump, as the restore has to adapt it. A dump starts with a
 * preamble of session settings (and, from the pg_dump releases of August 2025 on, a psql
 * `\restrict <key>` meta-command); the rest is SQL, with table data either as INSERTs (PGlite's
 * pg_dump) or as `COPY … FROM stdin;` blocks ended by a `\.` line (pg_dump's default).
 */

export interface DumpPreamble {
  /** The preamble, without settings the target does not know and without `\restrict`. */
  text: string;
  /** How many bytes of the dump the preamble took (the rest follows from there). */
  bytes: number;
  /** The same length in characters (UTF-16 code units, as `String.slice` counts). */
  length: number;
  /** The key of `\restrict <key>`: the dump ends with `\unrestrict <key>`. */
  restrictKey: string | undefined;
  /** The `\restrict <key>` line itself (for psql, which honours it). */
  restrictLine: string | undefined;
}

const PREAMBLE_LINE = /^(--.*|\s*|SET \w+ = .*;|SELECT pg_catalog\.set_config\(.*\);|\\restrict \S+)$/;
const SETTING = /^SET (\w+) = .*;$/;
const RESTRICT = /^\\restrict (\S+)$/;

/**
 * Reads the preamble at the start of `head` (the first bytes of a dump), keeping only the
 * settings `knownSettings` has: a dump made by a newer PostgreSQL (PGlite is 18) sets parameters
 * an older server refuses (`transaction_timeout` is 17's), and they only matter to pg_dump's
 * own session. `\restrict` is a psql command, set apart: psql is given it back (it guards
 * against meta-commands smuggled into the dump), PGlite knows no meta-commands.
 */
export function readPreamble(head: string, knownSettings: ReadonlySet<string>): DumpPreamble {
  const kept: string[] = [];
  let bytes = 0;
  let restrictKey: string | undefined;
  let restrictLine: string | undefined;
  let start = 0;
  for (;;) {
    const end = head.indexOf('\n', start);
    if (end === -1) break; // an unfinished line belongs to the body
    const line = head.slice(start, end);
    if (!PREAMBLE_LINE.test(line)) break;
    bytes += Buffer.byteLength(line) + 1;
    start = end + 1;
    const restrict = RESTRICT.exec(line);
    if (restrict) [restrictLine, restrictKey] = [line, restrict[1]];
    else if (!SETTING.test(line) || knownSettings.has(SETTING.exec(line)![1]!.toLowerCase())) kept.push(line);
  }
  return { text: kept.length > 0 ? `${kept.join('\n')}\n` : '', bytes, length: start, restrictKey, restrictLine };
}

/** The dump's body without its closing `\unrestrict <key>` line (the key is random: it matches nothing else). */
export function withoutUnrestrict(body: string, restrictKey: string | undefined): string {
  if (!restrictKey) return body;
  return body.replace(`\\unrestrict ${restrictKey}\n`, '');
}

export type DumpPart = { kind: 'sql'; sql: string } | { kind: 'copy'; statement: string; data: string };

const COPY_START = /^COPY .+ FROM stdin;$/;

/**
 * Splits a pg_dump body into SQL to run as it is and `COPY … FROM stdin` blocks with their data
 * (which PGlite takes as a blob, not through a psql stream). Only for dumps with COPY data (made
 * by pg_dump against PostgreSQL): in those, table data is never outside a COPY block, and a data
 * line cannot be `\.` (pg_dump escapes backslashes), so the blocks are found by their lines.
 */
export function splitCopyBlocks(body: string): DumpPart[] {
  const parts: DumpPart[] = [];
  const lines = body.split('\n');
  let sqlLines: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (!COPY_START.test(line)) {
      sqlLines.push(line);
      continue;
    }
    const end = lines.indexOf('\\.', index + 1);
    if (end === -1) throw new Error(`unfinished COPY block: ${line}`);
    if (sqlLines.some((l) => l.trim() !== '')) parts.push({ kind: 'sql', sql: sqlLines.join('\n') });
    sqlLines = [];
    const rows = lines.slice(index + 1, end);
    parts.push({ kind: 'copy', statement: line, data: rows.length > 0 ? `${rows.join('\n')}\n` : '' });
    index = end;
  }
  if (sqlLines.some((l) => l.trim() !== '')) parts.push({ kind: 'sql', sql: sqlLines.join('\n') });
  return parts;
}
