import { sql, type Kysely } from 'kysely';
import type { ProductUnit, StockMovementKind } from '../../../contracts/products.ts';
import type { Database } from '../../db/schema.ts';
import type { ExportFile } from './business-export-files.ts';

/*
 * The products' part of the business export (docs/products.md): the products, every stock
 * movement and the services' recipes. Times as wall-clock text in the business's time zone.
 */

type Cells = ReadonlyArray<string | null>;

/** The products' rows of a business: products by name, movements oldest first, recipes by service. */
export async function productsExportRows(db: Kysely<Database>, businessId: string) {
  const [products, movements, recipes] = await Promise.all([
    db.selectFrom('products').selectAll().where('business_id', '=', businessId).orderBy('name').orderBy('id').execute(),
    sql<{
      id: string;
      product_id: string;
      product_name: string;
      kind: StockMovementKind;
      quantity: number;
      stock_after: number;
      unit_cost_cents: number | null;
      reason: string | null;
      comanda_id: string | null;
      by: string | null;
      at: string;
    }>`
      SELECT m.id, m.product_id, p.name AS product_name, m.kind, m.quantity, m.stock_after, m.unit_cost_cents, m.reason,
        m.comanda_id, u.name AS by, to_char(m.created_at AT TIME ZONE b.time_zone, 'YYYY-MM-DD HH24:MI') AS at
      FROM stock_movements m JOIN products p ON p.id = m.product_id JOIN businesses b ON b.id = m.business_id
      LEFT JOIN users u ON u.id = m.created_by
      WHERE m.business_id = ${businessId} ORDER BY m.created_at, m.id
    `.execute(db),
    db
      .selectFrom('service_products as r')
      .innerJoin('services as s', 's.id', 'r.service_id')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .select(['r.service_id', 's.name as service_name', 'r.product_id', 'p.name as product_name', 'r.quantity'])
      .where('r.business_id', '=', businessId)
      .orderBy('s.name')
      .orderBy('p.name')
      .execute(),
  ]);
  return { products, movements: movements.rows, recipes };
}

/** The products' files as cells, in the export's words and money. */
export function productsExportFiles(
  rows: Awaited<ReturnType<typeof productsExportRows>>,
  words: { unit: Record<ProductUnit, string>; stockKind: Record<StockMovementKind, string>; yes: string; no: string },
  money: (cents: number) => string,
): Array<[ExportFile, Cells[]]> {
  return [
    [
      'products.csv',
      rows.products.map((p) => [
        p.id,
        p.name,
        p.sku,
        p.barcode,
        words.unit[p.unit],
        money(p.price_cents),
        money(p.cost_cents),
        String(p.stock),
        String(p.min_stock),
        p.active ? words.yes : words.no,
      ]),
    ],
    [
      'stock-movements.csv',
      rows.movements.map((m) => [
        m.id,
        m.product_id,
        m.product_name,
        words.stockKind[m.kind],
        String(m.quantity),
        String(m.stock_after),
        m.unit_cost_cents === null ? null : money(m.unit_cost_cents),
        m.reason,
        m.comanda_id,
        m.by,
        m.at,
      ]),
    ],
    [
      'service-products.csv',
      rows.recipes.map((r) => [r.service_id, r.service_name, r.product_id, r.product_name, String(r.quantity)]),
    ],
  ];
}
