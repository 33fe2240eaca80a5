import { sql, type Kysely } from 'kysely';

/**
 * "The rate a visit was paid at" as one SQL function, `paid_commission_rate(appointment,
 * professional)`: the rate of that appointment's paid commission lines for that professional,
 * none when none is paid (docs/metrics.md). The commission rule takes it before any current rate,
 * and the month totals (migration 0012) carry it for completed appointments; the ledger
 * (commissions.repository.ts), the report's edge days (metrics.queries.ts) and the month totals'
 * triggers all read it from here.
 *
 * It returns a one-row table, not a value: PostgreSQL inlines a set-returning SQL function into
 * the statement that reads it, where a scalar one holding a subquery is called once per row. So
 * `(SELECT rate FROM paid_commission_rate(a.id, a.professional_id))` is planned as the subquery
 * it replaces, one probe of `commission_lines_paid_rate_idx`.
 *
 * Migration 0012 wrote the lookup into six of its functions; their definitions are read back and
 * the lookup replaced by the call (a definition not as 0012 wrote it stops the migration). Their
 * other lookup, the paid rate before a statement on the ledger, reads that statement's transition
 * tables and stays.
 */
const FUNCTIONS = [
  'appointment_month_totals_update',
  'appointment_month_totals_delete',
  'appointment_month_totals_rebuild',
  'commission_month_totals_insert',
  'commission_month_totals_update',
  'commission_month_totals_delete',
];

/** The paid rate of an appointment row `x`, as migration 0012 wrote it. */
const WRITTEN = `(
    SELECT max(l.rate) FROM commission_lines l
    WHERE l.appointment_id = x.id AND l.professional_id = x.professional_id AND l.payment_id IS NOT NULL
  )`;
const CALLED = '(SELECT rate FROM paid_commission_rate(x.id, x.professional_id))';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION paid_commission_rate(of_appointment uuid, of_professional uuid) RETURNS TABLE (rate numeric)
    LANGUAGE sql STABLE AS $fn$
      SELECT max(l.rate) FROM commission_lines l
      WHERE l.appointment_id = of_appointment AND l.professional_id = of_professional AND l.payment_id IS NOT NULL
    $fn$
  `.execute(db);
  const { rows } = await sql<{ name: string; definition: string }>`
    SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition
    FROM pg_proc p WHERE p.proname IN (${sql.join(FUNCTIONS)}) AND pg_function_is_visible(p.oid)
  `.execute(db);
  const found = rows.map((row) => row.name).sort();
  if (found.join() !== [...FUNCTIONS].sort().join())
    throw new Error(`expected the functions ${FUNCTIONS.join(', ')}; found ${found.join(', ')}`);
  for (const { name, definition } of rows) {
    if (!definition.includes(WRITTEN))
      throw new Error(`${name} does not read the paid rate as migration 0012 wrote it`);
    await sql.raw(definition.replaceAll(WRITTEN, CALLED)).execute(db);
  }
}
