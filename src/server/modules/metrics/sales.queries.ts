import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * The counter's sales (docs/metrics.md, "Sales"), added up by the database: each closed comanda
 * counts on the local day it closed, and a reversed one is taken back on the day of its reversal
 * (so a day's figures agree with the money received that day); a line counts net of its share of
 * the discount.
 */

interface Bounds {
  from: Date;
  to: Date;
  timeZone: string;
}

/** The comandas of the range with their sign: +1 on the day closed, −1 on the day reversed. */
const signed = (businessId: string, b: Bounds) => sql`
  SELECT k.id, k.subtotal_cents, k.discount_cents, k.tips_cents, k.total_cents, 1 AS sign, k.closed_at AS at
  FROM comandas k
  WHERE k.business_id = ${businessId} AND k.status <> 'open' AND k.closed_at >= ${b.from} AND k.closed_at < ${b.to}
  UNION ALL
  SELECT k.id, k.subtotal_cents, k.discount_cents, k.tips_cents, k.total_cents, -1, k.reversed_at
  FROM comandas k
  WHERE k.business_id = ${businessId} AND k.status = 'reversed' AND k.reversed_at >= ${b.from} AND k.reversed_at < ${b.to}
`;

export async function salesBetween(db: Kysely<Database>, businessId: string, b: Bounds) {
  const [days, methods, professionals, services, products] = await Promise.all([
    sql<{ day: string; comandas: string; gross: string; discount: string; tips: string; total: string }>`
      SELECT to_char((s.at AT TIME ZONE ${b.timeZone})::date, 'YYYY-MM-DD') AS day, sum(s.sign) AS comandas,
        sum(s.sign * s.subtotal_cents) AS gross, sum(s.sign * s.discount_cents) AS discount,
        sum(s.sign * s.tips_cents) AS tips, sum(s.sign * s.total_cents) AS total
      FROM (${signed(businessId, b)}) s GROUP BY 1 ORDER BY 1
    `.execute(db),
    sql<{ day: string; method: string; cents: string }>`
      SELECT to_char((p.created_at AT TIME ZONE ${b.timeZone})::date, 'YYYY-MM-DD') AS day, p.method, sum(p.amount_cents) AS cents
      FROM comanda_payments p
      WHERE p.business_id = ${businessId} AND p.created_at >= ${b.from} AND p.created_at < ${b.to}
      GROUP BY 1, 2
    `.execute(db),
    sql<{ professional_id: string | null; name: string | null; services: string; items: string; tips: string }>`
      SELECT l.professional_id, p.full_name AS name,
        sum(s.sign * (l.total_cents - l.discount_cents)) FILTER (WHERE l.kind = 'service') AS services,
        sum(s.sign * (l.total_cents - l.discount_cents)) FILTER (WHERE l.kind = 'item') AS items,
        sum(s.sign * l.total_cents) FILTER (WHERE l.kind = 'tip') AS tips
      FROM (${signed(businessId, b)}) s JOIN comanda_lines l ON l.comanda_id = s.id
      LEFT JOIN professionals p ON p.id = l.professional_id
      GROUP BY 1, 2 ORDER BY p.full_name NULLS LAST, 1
    `.execute(db),
    // A service's cost in products: its recipe at the products' average costs now (docs/products.md).
    sql<{ service_id: string; name: string; quantity: string; net: string; recipe_cost: string }>`
      SELECT l.service_id, sv.name, sum(s.sign * l.quantity) AS quantity, sum(s.sign * (l.total_cents - l.discount_cents)) AS net,
        coalesce((SELECT sum(r.quantity * p.cost_cents) FROM service_products r JOIN products p ON p.id = r.product_id
          WHERE r.service_id = l.service_id), 0) AS recipe_cost
      FROM (${signed(businessId, b)}) s JOIN comanda_lines l ON l.comanda_id = s.id
      JOIN services sv ON sv.id = l.service_id
      WHERE l.kind = 'service'
      GROUP BY 1, 2 ORDER BY net DESC, sv.name
    `.execute(db),
    // A product's cost: what its sales took from stock, at the average cost each left at.
    sql<{ product_id: string; name: string; unit: 'unit' | 'ml' | 'g'; quantity: string; net: string; cost: string }>`
      WITH sold AS (
        SELECT l.product_id, sum(s.sign * l.quantity) AS quantity, sum(s.sign * (l.total_cents - l.discount_cents)) AS net
        FROM (${signed(businessId, b)}) s JOIN comanda_lines l ON l.comanda_id = s.id
        WHERE l.kind = 'item' AND l.product_id IS NOT NULL
        GROUP BY 1
      ), costs AS (
        SELECT m.product_id, sum(s.sign * -m.quantity * m.unit_cost_cents) AS cost
        FROM (${signed(businessId, b)}) s JOIN stock_movements m ON m.comanda_id = s.id AND m.kind = 'sale'
        GROUP BY 1
      )
      SELECT sold.product_id, p.name, p.unit, sold.quantity, sold.net, coalesce(costs.cost, 0) AS cost
      FROM sold JOIN products p ON p.id = sold.product_id LEFT JOIN costs ON costs.product_id = sold.product_id
      ORDER BY sold.net DESC, p.name
    `.execute(db),
  ]);
  return {
    days: days.rows,
    methods: methods.rows,
    professionals: professionals.rows,
    services: services.rows,
    products: products.rows,
  };
}

export type SalesRows = Awaited<ReturnType<typeof salesBetween>>;
