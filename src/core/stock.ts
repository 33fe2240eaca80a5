/**
 * Stock rules (docs/products.md). Quantities are whole numbers of a product's unit, money integer
 * cents; a stock is the sum of its movements, positive in and negative out.
 */

/**
 * The average cost of one unit after buying `quantity` at `unitCostCents` each, with `stock` on hand
 * at `averageCostCents`: the weighted average of what is on hand and what was bought, rounded to the
 * cent, a half cent up. Stock at or below zero has no cost to weigh: the purchase's cost is the new
 * average.
 */
export function averageCostAfterPurchase(
  stock: number,
  averageCostCents: number,
  quantity: number,
  unitCostCents: number,
): number {
  if (quantity <= 0) throw new RangeError('a purchase adds stock');
  if (stock <= 0) return unitCostCents;
  const totalCents = stock * averageCostCents + quantity * unitCostCents;
  return Math.floor((2 * totalCents + (stock + quantity)) / (2 * (stock + quantity)));
}

/** The change a count makes: what was counted less what the stock says. */
export function countDifference(stock: number, counted: number): number {
  return counted - stock;
}

/** Whether a stock may take `change`: never below zero, unless the business allows it. */
export function stockAllows(stock: number, change: number, allowNegative: boolean): boolean {
  return change >= 0 || allowNegative || stock + change >= 0;
}

/** A product is low at or below its minimum (a minimum of zero: only when it has run out). */
export function isLowStock(stock: number, minStock: number): boolean {
  return stock <= minStock;
}

/** What `quantity` of a product costs at its average cost: for a service's recipe and its margin. */
export function costOf(quantity: number, averageCostCents: number): number {
  return quantity * averageCostCents;
}

/**
 * What a closed comanda takes from stock: each product sold on an item line (its quantity) and used
 * by each service line's recipe (the recipe's quantity × the line's), added up per product and kind.
 */
export function comandaStockUse(
  lines: ReadonlyArray<{ kind: string; productId: string | null; serviceId: string | null; quantity: number }>,
  recipes: ReadonlyMap<string, ReadonlyArray<{ productId: string; quantity: number }>>,
): Array<{ productId: string; kind: 'sale' | 'use'; quantity: number }> {
  const taken = new Map<string, { productId: string; kind: 'sale' | 'use'; quantity: number }>();
  const take = (productId: string, kind: 'sale' | 'use', quantity: number) => {
    const key = `${kind}:${productId}`;
    const entry = taken.get(key) ?? { productId, kind, quantity: 0 };
    entry.quantity += quantity;
    taken.set(key, entry);
  };
  for (const line of lines) {
    if (line.kind === 'item' && line.productId) take(line.productId, 'sale', line.quantity);
    if (line.kind === 'service' && line.serviceId)
      for (const item of recipes.get(line.serviceId) ?? []) take(item.productId, 'use', item.quantity * line.quantity);
  }
  return [...taken.values()];
}
