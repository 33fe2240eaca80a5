import { MAX_STOCK_QUANTITY, type ProductUnit, type ServiceRecipe } from '../../../../contracts/products.ts';
import { costOf } from '../../../../core/stock.ts';

/*
 * A service's recipe as the owner edits it: each product with the quantity one service uses, typed
 * as text, read back into the contract's items with the cost of one service at the products'
 * average costs and the margin it leaves on the service's price.
 */

/** The most products a recipe holds (the contract's). */
export const MAX_RECIPE_ITEMS = 30;

export interface RecipeLine {
  productId: string;
  productName: string;
  unit: ProductUnit;
  /** The average cost of one unit of the product now, in cents. */
  unitCostCents: number;
  quantityText: string;
}

export interface ReadRecipe {
  items: { productId: string; quantity: number }[];
  /** By product id: the key of what is wrong with its quantity. */
  problems: Record<string, string>;
  /** One service's cost in products; lines typed wrong count as nothing. */
  costCents: number;
  valid: boolean;
}

/** The recipe as saved, ready to edit: each line's unit cost is its cost over its quantity. */
export function recipeLinesOf(recipe: ServiceRecipe): RecipeLine[] {
  return recipe.items.map((item) => ({
    productId: item.productId,
    productName: item.productName,
    unit: item.unit,
    unitCostCents: item.quantity > 0 ? item.costCents / item.quantity : 0,
    quantityText: String(item.quantity),
  }));
}

/** A quantity of 1 up to the most the contract takes, or the key of its problem. */
function readQuantity(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return 'validation.required';
  if (!/^\d+$/.test(trimmed)) return 'forms.wholeNumber';
  const quantity = Number(trimmed);
  return quantity >= 1 && quantity <= MAX_STOCK_QUANTITY ? quantity : 'serviceRecipe.problems.quantityRange';
}

export function readRecipe(lines: readonly RecipeLine[]): ReadRecipe {
  const read: ReadRecipe = { items: [], problems: {}, costCents: 0, valid: true };
  for (const line of lines) {
    const quantity = readQuantity(line.quantityText);
    if (typeof quantity === 'string') {
      read.problems[line.productId] = quantity;
      read.valid = false;
      continue;
    }
    read.items.push({ productId: line.productId, quantity });
    read.costCents += costOf(quantity, line.unitCostCents);
  }
  return read;
}

/** What one service leaves after its products: its price less their cost, and that as a share of the price. */
export function marginOf(priceCents: number, costCents: number): { marginCents: number; percent: number | null } {
  const marginCents = priceCents - costCents;
  return { marginCents, percent: priceCents > 0 ? Math.round((marginCents / priceCents) * 1000) / 10 : null };
}
