import { sql, type Kysely } from 'kysely';
import type { DepositFigures } from '../../../contracts/metrics.ts';
import type { Database } from '../../db/schema.ts';

/**
 * **Deposits** (docs/metrics.md, docs/deposits.md) between two instants: those paid (on the moment
 * the provider's word arrived, whatever became of them), those kept (on the moment they were
 * kept: a cancellation too late, a no-show), those refunded (on the moment the refund went through),
 * and those taken off a comanda's bill (its `deposit` payments, net of reversals, on the moment the
 * comanda closed or was reversed). Counts and cents.
 */
export async function depositsBetween(
  db: Kysely<Database>,
  businessId: string,
  from: Date,
  to: Date,
): Promise<DepositFigures> {
  const [deposits, comandas] = await Promise.all([
    sql<{ paid_n: number; paid: string; kept_n: number; kept: string; refunded_n: number; refunded: string }>`
      SELECT
        count(*) FILTER (WHERE paid_at >= ${from} AND paid_at < ${to})::int AS paid_n,
        coalesce(sum(amount_cents) FILTER (WHERE paid_at >= ${from} AND paid_at < ${to}), 0) AS paid,
        count(*) FILTER (WHERE status = 'kept' AND settled_at >= ${from} AND settled_at < ${to})::int AS kept_n,
        coalesce(sum(amount_cents) FILTER (WHERE status = 'kept' AND settled_at >= ${from} AND settled_at < ${to}), 0) AS kept,
        count(*) FILTER (WHERE status = 'refunded' AND settled_at >= ${from} AND settled_at < ${to})::int AS refunded_n,
        coalesce(sum(amount_cents) FILTER (WHERE status = 'refunded' AND settled_at >= ${from} AND settled_at < ${to}), 0) AS refunded
      FROM deposits WHERE business_id = ${businessId}
    `.execute(db),
    sql<{ n: number; cents: string }>`
      SELECT (count(*) FILTER (WHERE reverses IS NULL) - count(*) FILTER (WHERE reverses IS NOT NULL))::int AS n,
        coalesce(sum(amount_cents), 0) AS cents
      FROM comanda_payments
      WHERE business_id = ${businessId} AND method = 'deposit' AND created_at >= ${from} AND created_at < ${to}
    `.execute(db),
  ]);
  const d = deposits.rows[0]!;
  const c = comandas.rows[0]!;
  return {
    paid: { count: d.paid_n, amountCents: Number(d.paid) },
    kept: { count: d.kept_n, amountCents: Number(d.kept) },
    refunded: { count: d.refunded_n, amountCents: Number(d.refunded) },
    onComandas: { count: c.n, amountCents: Number(c.cents) },
  };
}
