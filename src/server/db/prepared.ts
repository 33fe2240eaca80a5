import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';

const PREPARED_MARK = '/* prepared */';

/**
 * Marks a hot statement (`sql\`${prepared} SELECT …\``, or `.modifyFront(prepared)` on a
 * select): on PostgreSQL each connection then parses it once and, after a few calls, plans it
 * once too — for a small look-up, parsing and planning cost more than running it. Only for
 * statements whose text is fixed (a value list of varying length would prepare one statement
 * per length) and that name their columns (a prepared `*` fails once a migration adds one).
 */
export const prepared = sql.raw(PREPARED_MARK);

/**
 * Sends marked statements as named prepared statements on this connection. Every other call,
 * and every argument (a callback too), reaches `pg` as it was given.
 */
export function prepareMarkedStatements(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, ...rest: unknown[]) => {
    if (typeof text !== 'string' || !text.includes(PREPARED_MARK)) return query(text, ...rest);
    let name = names.get(text);
    if (!name) {
      name = `agendo_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    // query(text, callback) or query(text, values[, callback])
    const [values, ...callback] = typeof rest[0] === 'function' ? [undefined, rest[0]] : rest;
    return query({ name, text, values }, ...callback);
  }) as typeof client.query;
}
