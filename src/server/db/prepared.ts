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

/** Sends marked statements as named prepared statements on this connection. */
export function prepareMarkedStatements(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (config: unknown, values?: unknown) => unknown;
  client.query = ((text: unknown, values?: unknown) => {
    if (typeof text !== 'string' || !text.includes(PREPARED_MARK)) return query(text, values);
    let name = names.get(text);
    if (!name) {
      name = `agendo_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    return query({ name, text, values });
  }) as typeof client.query;
}
