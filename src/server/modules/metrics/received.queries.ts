import { sql, type Kysely } from 'kysely';
import type { Received } from '../../../contracts/metrics.ts';
import type { Database } from '../../db/schema.ts';

/**
 * **Received** revenue (docs/metrics.md): the money the counter took between two instants, by
 * payment method — each payment's amount, net of change, on the moment it was taken; a reversal's
 * negated payments on the moment of the reversal — and the tips of the comandas closed in it (less
 * those of the comandas reversed in it). What was left on clients' accounts is not received; it is
 * given apart.
 */
/** Received revenue from the payments' sums per method (SQL sums come as text) and the tips. */
export function toReceived(
  payments: ReadonlyArray<{ method: string; cents: string | number }>,
  tipsCents: number,
): Received {
  const by = (method: string) =>
    payments.filter((p) => p.method === method).reduce((sum, p) => sum + Number(p.cents), 0);
  const [cash, credit, debit, pix] = [by('cash'), by('credit'), by('debit'), by('pix')];
  return {
    totalCents: cash + credit + debit + pix,
    byMethod: { cash, credit, debit, pix },
    tipsCents,
    onAccountCents: by('account'),
  };
}

export async function receivedBetween(
  db: Kysely<Database>,
  businessId: string,
  ranges: ReadonlyArray<{ from: Date; to: Date }>,
): Promise<Received[]> {
  return Promise.all(
    ranges.map(async ({ from, to }) => {
      const [payments, tips] = await Promise.all([
        db
          .selectFrom('comanda_payments')
          .select(['method', sql<string>`sum(amount_cents)`.as('cents')])
          .where('business_id', '=', businessId)
          .where('created_at', '>=', from)
          .where('created_at', '<', to)
          .groupBy('method')
          .execute(),
        sql<{ tips: string | null }>`
          SELECT
            coalesce(sum(tips_cents) FILTER (WHERE closed_at >= ${from} AND closed_at < ${to}), 0)
            - coalesce(sum(tips_cents) FILTER (WHERE reversed_at >= ${from} AND reversed_at < ${to}), 0) AS tips
          FROM comandas
          WHERE business_id = ${businessId} AND status <> 'open'
            AND ((closed_at >= ${from} AND closed_at < ${to}) OR (reversed_at >= ${from} AND reversed_at < ${to}))
        `.execute(db),
      ]);
      return toReceived(payments, Number(tips.rows[0]?.tips ?? 0));
    }),
  );
}
