import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { addDays } from '../../src/core/local-date.ts';
import { lastDays, previousPeriod, wholeMonthsIn } from '../../src/core/metrics.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { createMetricsQueries } from '../../src/server/modules/metrics/metrics.queries.ts';

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statement behind the dashboard or the report, as the server
 * sends it (taken from metrics.queries.ts itself, so it cannot drift from it): once with its
 * values (a custom plan) and once as the prepared statement's generic plan, which the server may
 * would settle on if the statement were prepared (these two are not: their range is a plain value). Imported only
 * when a budget is missed, so a run within budget carries none of the server's code.
 */
export async function explainFigures(
  databaseUrl: string,
  businessId: string,
  which: 'dashboard' | 'report',
  today: string,
  timeZone: string,
): Promise<{ custom: string; generic: string }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let captured: CompiledQuery | undefined;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') captured = event.query;
    },
  });
  try {
    const queries = createMetricsQueries(db);
    if (which === 'dashboard') {
      const current = lastDays(today, 90);
      const previous = previousPeriod(current);
      const [lo, mid, hi, todayStart] = await queries.midnights(timeZone, [
        previous.from,
        current.from,
        addDays(current.to, 1),
        current.to,
      ]);
      await queries.dashboard(
        businessId,
        { previous, current },
        { lo: lo!, mid: mid!, hi: hi!, todayStart: todayStart! },
        new Date(),
      );
    } else {
      const period = lastDays(today, 366);
      const { months, edges } = wholeMonthsIn(period);
      const instants = await queries.midnights(
        timeZone,
        edges.flatMap((e) => [e.from, addDays(e.to, 1)]),
      );
      await queries.report(businessId, {
        period,
        months,
        edges: edges.map((_, i) => ({ from: instants[2 * i]!, to: instants[2 * i + 1]! })),
      });
    }
    const statement = captured!;
    const values = statement.parameters.map((v) => (v instanceof Date ? v.toISOString() : v));
    const client = await pool.connect();
    try {
      const plan = async (text: string, params: unknown[] = []) =>
        (await client.query<{ 'QUERY PLAN': string }>(text, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
      const custom = await plan(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, values);
      await client.query(`PREPARE bench_figures AS ${statement.sql}`);
      await client.query(`SET plan_cache_mode = force_generic_plan`);
      const literals = values.map((v) => (v === null ? 'NULL' : client.escapeLiteral(String(v)))).join(', ');
      const generic = await plan(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE bench_figures(${literals})`);
      await client.query(`DEALLOCATE bench_figures; RESET plan_cache_mode`);
      return { custom, generic };
    } finally {
      client.release();
    }
  } finally {
    await db.destroy();
  }
}
