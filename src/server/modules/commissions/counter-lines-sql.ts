import { sql } from 'kysely';
import { commissionCents, localDayEnd, localDayStart, rateInForce, type MonthScope } from './commission-sql.ts';

/**
 * The ledger lines a month's closed comandas call for (docs/metrics.md, "Commissions"), as CTEs
 * after the business's `b`: `c_scope` (the comanda lines looked at), `c_wanted` and `c_pending`,
 * keyed by comanda line. A visit's services earn through their appointments; what a comanda adds
 * with no appointment earns here, in the month the comanda closed:
 * - a **tip**, wholly its professional's (rate 100);
 * - a **service added at the chair**, its net (price less its share of the discount) at the rate in
 *   force, as an appointment's;
 * - a **product sold** by a professional who earns a product rate (docs/products.md), its net at
 *   that rate.
 * A reversed comanda owes nothing: a pending line goes, a paid one is adjusted. Adjustments land
 * as the appointments' do.
 */
export function wantedCounterLines({ businessId, period, currentMonthStart }: MonthScope) {
  const monthStart = `${period.from.slice(0, 7)}-01`;
  const sweep = monthStart >= currentMonthStart;
  return sql`
    c_scope AS (
      SELECT l.id, l.kind, l.professional_id, l.service_id, c.status, l.total_cents - l.discount_cents AS net, c.closed_at
      FROM comandas c JOIN comanda_lines l ON l.comanda_id = c.id, b
      WHERE c.business_id = b.id
        AND c.closed_at >= ${localDayStart(period.from, sql`b.time_zone`)}
        AND c.closed_at < ${localDayEnd(period.to, sql`b.time_zone`)}
        AND l.appointment_id IS NULL AND l.professional_id IS NOT NULL
        AND (l.kind IN ('service', 'tip') OR (l.kind = 'item' AND l.product_id IS NOT NULL
          AND EXISTS (SELECT 1 FROM professionals x WHERE x.id = l.professional_id AND x.product_commission_rate IS NOT NULL)))
      UNION
      SELECT l.id, l.kind, l.professional_id, l.service_id, c.status, l.total_cents - l.discount_cents AS net, c.closed_at
      FROM commission_lines x JOIN comanda_lines l ON l.id = x.comanda_line_id JOIN comandas c ON c.id = l.comanda_id
      WHERE ${sweep} AND x.business_id = ${businessId} AND x.payment_id IS NOT NULL AND c.updated_at > x.updated_at
    ),
    c_paid AS (
      SELECT x.comanda_line_id, sum(x.base_cents)::int AS base, sum(x.amount_cents)::int AS amount, max(x.rate) AS rate
      FROM commission_lines x JOIN c_scope s ON s.id = x.comanda_line_id
      WHERE x.payment_id IS NOT NULL
      GROUP BY x.comanda_line_id
    ),
    c_owed AS (
      SELECT s.id AS comanda_line_id, s.professional_id, s.kind AS line_kind, c_paid.comanda_line_id IS NULL AS first,
        s.status = 'closed' AS due,
        CASE WHEN s.status = 'closed' THEN s.net ELSE 0 END AS due_base,
        CASE WHEN s.kind = 'tip' THEN 100::numeric
          WHEN s.kind = 'item' THEN coalesce(c_paid.rate, p.product_commission_rate, 0)
          ELSE ${rateInForce(sql`c_paid.rate`, sql`r.rate`, sql`p.commission_rate`, sql`b.default_commission_rate`)} END AS rate,
        coalesce(c_paid.base, 0) AS paid_base, coalesce(c_paid.amount, 0) AS paid_amount,
        date_trunc('month', s.closed_at AT TIME ZONE b.time_zone)::date AS line_month
      FROM c_scope s
      JOIN professionals p ON p.id = s.professional_id
      CROSS JOIN b
      LEFT JOIN commission_service_rates r ON r.professional_id = s.professional_id AND r.service_id = s.service_id
      LEFT JOIN c_paid ON c_paid.comanda_line_id = s.id
    ),
    c_computed AS (
      SELECT comanda_line_id, professional_id, first, due,
        CASE WHEN NOT first THEN 'adjustment' WHEN line_kind = 'tip' THEN 'tip' ELSE 'commission' END AS kind,
        CASE WHEN first THEN line_month ELSE greatest(line_month, ${currentMonthStart}::date) END AS month,
        due_base - paid_base AS base_cents,
        rate,
        (${commissionCents(sql`due_base`, sql`rate`)} - paid_amount)::int AS amount_cents
      FROM c_owed
    ),
    c_wanted AS (
      SELECT comanda_line_id, professional_id, kind, month, base_cents, rate::numeric(5, 2) AS rate, amount_cents
      FROM c_computed
      WHERE (first AND due) OR (NOT first AND (base_cents <> 0 OR amount_cents <> 0))
    ),
    c_pending AS (
      SELECT x.comanda_line_id, x.professional_id, x.kind, x.month, x.base_cents, x.rate, x.amount_cents
      FROM commission_lines x JOIN c_scope s ON s.id = x.comanda_line_id
      WHERE x.payment_id IS NULL
    )
  `;
}
