import { sql, type Kysely } from 'kysely';
import type { StockMovementKind } from '../../../contracts/products.ts';
import { averageCostAfterPurchase, comandaStockUse, countDifference, stockAllows } from '../../../core/stock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/**
 * The one writer of a product's stock and average cost (docs/products.md): every change is a
 * movement, written with the product's new stock in the caller's transaction, the products locked
 * first (in one order, so two writers never wait on each other in a circle).
 */

/** A change refused: it would take a product below zero, and the business does not allow that. */
export class StockShortfall extends Error {
  readonly productName: string;
  readonly stock: number;
  readonly needed: number;
  constructor(productName: string, stock: number, needed: number) {
    super(`not enough ${productName}: ${stock} on hand, ${needed} needed`);
    this.productName = productName;
    this.stock = stock;
    this.needed = needed;
  }
}

/** Runs `work`; a StockShortfall comes out as 409 STOCK_INSUFFICIENT, naming the product and the quantities. */
export async function refusingShortfall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StockShortfall)) throw error;
    throw new AppError('STOCK_INSUFFICIENT', 409, {
      params: { product: error.productName, stock: error.stock, needed: error.needed },
    });
  }
}

export interface StockChange {
  productId: string;
  kind: StockMovementKind;
  /** Signed: positive in, negative out. For an adjustment, `counted` says it instead. */
  quantity: number;
  /** An adjustment's count: the change is what it finds less the stock. */
  counted?: number;
  /** A purchase's cost of one unit. */
  unitCostCents?: number | null;
  reason?: string | null;
}

export interface StockContext {
  businessId: string;
  comandaId: string | null;
  userId: string | null;
  now: Date;
  allowNegative: boolean;
}

/**
 * Applies `changes` in order: a purchase re-weighs the average cost, anything taken out leaves at it
 * and is refused below zero (StockShortfall) unless allowed; an adjustment with nothing to change
 * writes nothing. Answers the ids of the movements written; a product not the business's is null.
 */
export async function moveStockWith(
  trx: Kysely<Database>,
  context: StockContext,
  changes: readonly StockChange[],
): Promise<string[] | null> {
  if (changes.length === 0) return [];
  const ids = [...new Set(changes.map((c) => c.productId))].sort();
  const rows = await trx
    .selectFrom('products')
    .select(['id', 'name', 'stock', 'cost_cents'])
    .where('business_id', '=', context.businessId)
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (rows.length !== ids.length) return null;
  const products = new Map(rows.map((r) => [r.id, { ...r, touched: false }]));
  const movements = [];
  for (const change of changes) {
    const product = products.get(change.productId)!;
    const quantity = change.counted === undefined ? change.quantity : countDifference(product.stock, change.counted);
    if (quantity === 0) continue;
    let unitCost = product.cost_cents;
    if (change.kind === 'purchase') {
      unitCost = change.unitCostCents ?? 0;
      product.cost_cents = averageCostAfterPurchase(product.stock, product.cost_cents, quantity, unitCost);
    } else if (!stockAllows(product.stock, quantity, context.allowNegative)) {
      throw new StockShortfall(product.name, product.stock, -quantity);
    }
    product.stock += quantity;
    product.touched = true;
    movements.push({
      business_id: context.businessId,
      product_id: product.id,
      kind: change.kind,
      quantity,
      stock_after: product.stock,
      unit_cost_cents: unitCost,
      reason: change.reason ?? null,
      comanda_id: context.comandaId,
      created_by: context.userId,
      created_at: context.now,
    });
  }
  for (const product of products.values())
    if (product.touched)
      await trx
        .updateTable('products')
        .set({ stock: product.stock, cost_cents: product.cost_cents, updated_at: context.now })
        .where('id', '=', product.id)
        .execute();
  if (movements.length === 0) return [];
  const written = await trx.insertInto('stock_movements').values(movements).returning('id').execute();
  return written.map((w) => w.id);
}

/**
 * What a comanda that closes takes from stock, in its close's transaction: the products its item
 * lines sell and its service lines' recipes use (StockShortfall when one would go below zero).
 */
export async function takeComandaStockWith(trx: Kysely<Database>, context: StockContext & { comandaId: string }) {
  const lines = await trx
    .selectFrom('comanda_lines')
    .select(['kind', 'product_id as productId', 'service_id as serviceId', 'quantity'])
    .where('comanda_id', '=', context.comandaId)
    .execute();
  const recipes = await recipesWith(
    trx,
    context.businessId,
    lines.flatMap((l) => (l.kind === 'service' && l.serviceId ? [l.serviceId] : [])),
  );
  await moveStockWith(
    trx,
    context,
    comandaStockUse(lines, recipes).map((use) => ({ ...use, quantity: -use.quantity })),
  );
}

/** What a reversed comanda took from stock comes back, in its reversal's transaction. */
export async function returnComandaStockWith(trx: Kysely<Database>, context: StockContext & { comandaId: string }) {
  const taken = await takenByComandaWith(trx, context.businessId, context.comandaId);
  await moveStockWith(
    trx,
    context,
    taken.map((t) => ({ productId: t.productId, kind: 'reversal' as const, quantity: -t.quantity })),
  );
}

/** A service's recipes, for the services of a comanda: service id → the products one of it uses. */
async function recipesWith(
  trx: Kysely<Database>,
  businessId: string,
  serviceIds: readonly string[],
): Promise<Map<string, Array<{ productId: string; quantity: number }>>> {
  const recipes = new Map<string, Array<{ productId: string; quantity: number }>>();
  if (serviceIds.length === 0) return recipes;
  const rows = await trx
    .selectFrom('service_products')
    .select(['service_id', 'product_id', 'quantity'])
    .where('business_id', '=', businessId)
    .where('service_id', 'in', [...new Set(serviceIds)])
    .execute();
  for (const row of rows)
    recipes.set(row.service_id, [
      ...(recipes.get(row.service_id) ?? []),
      { productId: row.product_id, quantity: row.quantity },
    ]);
  return recipes;
}

/** What a comanda's sales and uses took, per product, to give back when it is reversed. */
async function takenByComandaWith(
  trx: Kysely<Database>,
  businessId: string,
  comandaId: string,
): Promise<Array<{ productId: string; quantity: number }>> {
  const rows = await trx
    .selectFrom('stock_movements')
    .select(['product_id', sql<number>`sum(quantity)::int`.as('quantity')])
    .where('business_id', '=', businessId)
    .where('comanda_id', '=', comandaId)
    .groupBy('product_id')
    .orderBy('product_id')
    .execute();
  return rows.filter((r) => r.quantity !== 0).map((r) => ({ productId: r.product_id, quantity: r.quantity }));
}
