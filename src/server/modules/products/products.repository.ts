// Over 300 lines: the one writer of products and recipes, with the reads of their lists, movements and low stock.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Product, ProductUnit, ServiceRecipe, StockMovement } from '../../../contracts/products.ts';
import { searchWords } from '../../../core/search-text.ts';
import { costOf, isLowStock } from '../../../core/stock.ts';
import { containsPattern, folded } from '../../db/search.ts';
import type { Database } from '../../db/schema.ts';
import { moveStockWith, type StockChange, type StockContext } from './stock.ts';

/**
 * The one writer of `products` and `service_products`; stock moves through `stock.ts`
 * (docs/products.md). Every query names the business.
 */

export interface ProductValues {
  name: string;
  sku: string | null;
  barcode: string | null;
  unit: ProductUnit;
  priceCents: number;
  minStock: number;
  active: boolean;
}

type ProductRow = Selectable<Database['products']>;

/** `isLowStock` (core/stock.ts) in SQL, for the lists that filter and count by it. */
const IS_LOW = sql<boolean>`(stock <= min_stock)`;

const toProduct = (row: ProductRow): Product => ({
  id: row.id,
  name: row.name,
  sku: row.sku,
  barcode: row.barcode,
  unit: row.unit,
  priceCents: row.price_cents,
  costCents: row.cost_cents,
  stock: row.stock,
  minStock: row.min_stock,
  low: isLowStock(row.stock, row.min_stock),
  active: row.active,
  createdAt: row.created_at.toISOString(),
});

const toColumns = (values: Partial<ProductValues>) => ({
  ...(values.name !== undefined ? { name: values.name } : {}),
  ...(values.sku !== undefined ? { sku: values.sku } : {}),
  ...(values.barcode !== undefined ? { barcode: values.barcode } : {}),
  ...(values.unit !== undefined ? { unit: values.unit } : {}),
  ...(values.priceCents !== undefined ? { price_cents: values.priceCents } : {}),
  ...(values.minStock !== undefined ? { min_stock: values.minStock } : {}),
  ...(values.active !== undefined ? { active: values.active } : {}),
});

/** A new product, and its opening stock as a first purchase, in the caller's transaction (the demo's too). */
export async function insertProductWith(
  trx: Kysely<Database>,
  businessId: string,
  values: ProductValues,
  opening: { quantity: number; unitCostCents: number; userId: string | null; now: Date } | null,
): Promise<string> {
  const row = await trx
    .insertInto('products')
    .values({
      business_id: businessId,
      ...toColumns(values),
      name: values.name,
      unit: values.unit,
      price_cents: values.priceCents,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (opening && opening.quantity > 0)
    await moveStockWith(
      trx,
      { businessId, comandaId: null, userId: opening.userId, now: opening.now, allowNegative: false },
      [{ productId: row.id, kind: 'purchase', quantity: opening.quantity, unitCostCents: opening.unitCostCents }],
    );
  return row.id;
}

/** Replaces a service's recipe in the caller's transaction; false when a product is not the business's. */
export async function setRecipeWith(
  trx: Kysely<Database>,
  businessId: string,
  serviceId: string,
  items: ReadonlyArray<{ productId: string; quantity: number }>,
): Promise<boolean> {
  if (items.length > 0) {
    const known = await trx
      .selectFrom('products')
      .select('id')
      .where('business_id', '=', businessId)
      .where(
        'id',
        'in',
        items.map((i) => i.productId),
      )
      .execute();
    if (known.length !== items.length) return false;
  }
  await trx
    .deleteFrom('service_products')
    .where('business_id', '=', businessId)
    .where('service_id', '=', serviceId)
    .execute();
  if (items.length > 0)
    await trx
      .insertInto('service_products')
      .values(
        items.map((i) => ({
          business_id: businessId,
          service_id: serviceId,
          product_id: i.productId,
          quantity: i.quantity,
        })),
      )
      .execute();
  return true;
}

export function createProductsRepository(db: Kysely<Database>) {
  async function movementsWhere(
    businessId: string,
    filter: { productId?: string; ids?: readonly string[]; limit: number; offset: number },
  ): Promise<{ items: StockMovement[]; total: number }> {
    let query = db
      .selectFrom('stock_movements as m')
      .innerJoin('products as p', 'p.id', 'm.product_id')
      .leftJoin('comandas as c', 'c.id', 'm.comanda_id')
      .leftJoin('users as u', 'u.id', 'm.created_by')
      .where('m.business_id', '=', businessId);
    if (filter.productId) query = query.where('m.product_id', '=', filter.productId);
    if (filter.ids) query = query.where('m.id', 'in', filter.ids.length ? [...filter.ids] : [null as never]);
    const [rows, count] = await Promise.all([
      query
        .select([
          'm.id',
          'm.product_id',
          'p.name as product_name',
          'p.unit',
          'm.kind',
          'm.quantity',
          'm.stock_after',
          'm.unit_cost_cents',
          'm.reason',
          'm.comanda_id',
          'c.number as comanda_number',
          'u.name as created_by_name',
          'm.created_at',
        ])
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      items: rows.map((r) => ({
        id: r.id,
        productId: r.product_id,
        productName: r.product_name,
        unit: r.unit,
        kind: r.kind,
        quantity: r.quantity,
        stockAfter: r.stock_after,
        unitCostCents: r.unit_cost_cents,
        reason: r.reason,
        comandaId: r.comanda_id,
        comandaNumber: r.comanda_number,
        createdByName: r.created_by_name,
        createdAt: r.created_at.toISOString(),
      })),
      total: Number(count.n),
    };
  }

  return {
    async list(
      businessId: string,
      filter: { search?: string; active?: boolean; low?: boolean; limit: number; offset: number },
    ): Promise<{ items: Product[]; total: number }> {
      let query = db.selectFrom('products').where('business_id', '=', businessId);
      if (filter.active !== undefined) query = query.where('active', '=', filter.active);
      if (filter.low !== undefined) query = query.where(sql<boolean>`(stock <= min_stock)`, '=', filter.low);
      for (const word of searchWords(filter.search ?? '')) {
        query = query.where((eb) =>
          eb.or([
            eb(folded(sql.ref('products.name')), 'like', containsPattern(word)),
            eb(folded(sql.ref('products.sku')), 'like', containsPattern(word)),
            eb('products.barcode', '=', word),
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy(folded(sql.ref('products.name')))
          .orderBy('id')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toProduct), total: Number(count.n) };
    },

    /** The active products at or below their minimum: how many, and the `limit` furthest below it. */
    async lowStock(businessId: string, limit: number) {
      const low = db
        .selectFrom('products')
        .where('business_id', '=', businessId)
        .where('active', '=', true)
        .where(IS_LOW, '=', true);
      const [rows, count] = await Promise.all([
        low
          .select(['id', 'name', 'unit', 'stock', 'min_stock'])
          .orderBy(sql`stock - min_stock`)
          .orderBy('name')
          .limit(limit)
          .execute(),
        low.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        count: Number(count.n),
        products: rows.map((r) => ({
          productId: r.id,
          name: r.name,
          unit: r.unit,
          stock: r.stock,
          minStock: r.min_stock,
        })),
      };
    },

    async find(businessId: string, id: string): Promise<Product | null> {
      const row = await db
        .selectFrom('products')
        .selectAll()
        .where('business_id', '=', businessId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toProduct(row) : null;
    },

    /** A new product, and its opening stock as a first purchase, at once. */
    async create(
      businessId: string,
      values: ProductValues,
      opening: { quantity: number; unitCostCents: number; userId: string; now: Date } | null,
    ): Promise<string> {
      return db.transaction().execute((trx) => insertProductWith(trx, businessId, values, opening));
    },

    async update(businessId: string, id: string, values: Partial<ProductValues>, now: Date): Promise<boolean> {
      const row = await db
        .updateTable('products')
        .set({ ...toColumns(values), updated_at: now })
        .where('business_id', '=', businessId)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Writes `changes` (StockShortfall when one would go below zero and that is not allowed); null when a product is not the business's. */
    async move(context: StockContext, changes: readonly StockChange[]): Promise<StockMovement[] | null> {
      const ids = await db.transaction().execute((trx) => moveStockWith(trx, context, changes));
      if (ids === null) return null;
      return (await movementsWhere(context.businessId, { ids, limit: 500, offset: 0 })).items;
    },

    movements: movementsWhere,

    async recipe(businessId: string, serviceId: string): Promise<ServiceRecipe> {
      const rows = await db
        .selectFrom('service_products as r')
        .innerJoin('products as p', 'p.id', 'r.product_id')
        .select(['r.product_id', 'p.name', 'p.unit', 'r.quantity', 'p.cost_cents'])
        .where('r.business_id', '=', businessId)
        .where('r.service_id', '=', serviceId)
        .orderBy('p.name')
        .execute();
      const items = rows.map((r) => ({
        productId: r.product_id,
        productName: r.name,
        unit: r.unit,
        quantity: r.quantity,
        costCents: costOf(r.quantity, r.cost_cents),
      }));
      return { serviceId, items, costCents: items.reduce((sum, item) => sum + item.costCents, 0) };
    },

    /** Replaces a service's recipe; false when a product is not the business's. */
    setRecipe(
      businessId: string,
      serviceId: string,
      items: ReadonlyArray<{ productId: string; quantity: number }>,
    ): Promise<boolean> {
      return db.transaction().execute((trx) => setRecipeWith(trx, businessId, serviceId, items));
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
