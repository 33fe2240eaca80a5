import { MAX_STOCK_QUANTITY, type Product, type RecordStockCountBody } from '../../../../contracts/products.ts';
import { parseMoneyInput } from '../../../lib/money.ts';

/*
 * The stock forms read as the server will: what was typed (text, in the language's format) into
 * the body of a purchase, a loss, an adjustment or a count, or the problems to show on its fields.
 * A problem is a message key ('forms.wholeNumber'), translated where it is shown.
 */

export type HandMovementKind = 'purchase' | 'loss' | 'adjustment';

export interface MovementInput {
  quantity: string;
  unitCost: string;
  reason: string;
}

export type MovementProblems = Partial<Record<keyof MovementInput, string>>;

export type MovementRead =
  | { ok: true; body: { kind: HandMovementKind; quantity: number; unitCostCents?: number; reason?: string } }
  | { ok: false; problems: MovementProblems };

/** The most characters a reason takes (the contract's). */
export const REASON_MAX = 200;
/** The largest amount the contract takes, in cents. */
const MAX_CENTS = 100_000_000;

/** A whole quantity of the product's unit from `min`; null with the problem's key otherwise. */
export function readQuantity(text: string, min: number): { quantity: number } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'validation.required' };
  if (!/^\d+$/.test(trimmed)) return { problem: 'forms.wholeNumber' };
  const quantity = Number(trimmed);
  if (quantity < min || quantity > MAX_STOCK_QUANTITY) return { problem: 'products.problems.quantityRange' };
  return { quantity };
}

/**
 * A movement recorded by hand: a purchase takes a quantity of 1 or more and its unit cost; a loss a
 * quantity of 1 or more and its reason; an adjustment the quantity counted (0 or more) and its reason.
 */
export function readMovement(kind: HandMovementKind, input: MovementInput, language: string): MovementRead {
  const problems: MovementProblems = {};
  const quantity = readQuantity(input.quantity, kind === 'adjustment' ? 0 : 1);
  if ('problem' in quantity) problems.quantity = quantity.problem;

  let unitCostCents: number | undefined;
  if (kind === 'purchase') {
    const text = input.unitCost.trim();
    const cents = text === '' ? null : parseMoneyInput(text, language);
    if (text === '') problems.unitCost = 'validation.required';
    else if (cents === null || cents > MAX_CENTS) problems.unitCost = 'forms.invalidMoney';
    else unitCostCents = cents;
  }

  const reason = input.reason.trim();
  const readReasonOf = kind === 'purchase' && reason === '' ? null : readReason(reason);
  if (readReasonOf && 'problem' in readReasonOf) problems.reason = readReasonOf.problem;

  if (Object.keys(problems).length > 0 || 'problem' in quantity) return { ok: false, problems };
  return {
    ok: true,
    body: {
      kind,
      quantity: quantity.quantity,
      ...(unitCostCents !== undefined ? { unitCostCents } : {}),
      ...(reason !== '' ? { reason } : {}),
    },
  };
}

/** The stock a movement leaves: a purchase adds, a loss takes away, an adjustment sets the count. */
export function stockAfter(kind: HandMovementKind, stock: number, quantity: number): number {
  if (kind === 'purchase') return stock + quantity;
  if (kind === 'loss') return stock - quantity;
  return quantity;
}

export interface CountRead {
  /** The products whose count differs from their stock, as the count sends them. */
  counts: RecordStockCountBody['counts'];
  /** By product id: what is wrong with its count. */
  problems: Record<string, string>;
}

/**
 * An inventory count as typed, product by product: a field left empty is not counted, and one that
 * says the stock already on record changes nothing; only the others are sent.
 */
export function readCounts(
  products: readonly Pick<Product, 'id' | 'stock'>[],
  typed: Readonly<Record<string, string>>,
) {
  const read: CountRead = { counts: [], problems: {} };
  for (const product of products) {
    const text = typed[product.id] ?? '';
    if (text.trim() === '') continue;
    const counted = readQuantity(text, 0);
    if ('problem' in counted) read.problems[product.id] = counted.problem;
    else if (counted.quantity !== product.stock) read.counts.push({ productId: product.id, counted: counted.quantity });
  }
  return read;
}

/** A reason as the contract takes it: trimmed, required, at most 200 characters; else its problem. */
export function readReason(text: string): { reason: string } | { problem: string } {
  const reason = text.trim();
  if (reason === '') return { problem: 'validation.required' };
  if (reason.length > REASON_MAX) return { problem: 'products.problems.reasonTooLong' };
  return { reason };
}

/** The count's body with its reason, or the reason's problem. */
export function countBodyOf(read: CountRead, reasonText: string): { body: RecordStockCountBody } | { problem: string } {
  const reason = readReason(reasonText);
  return 'problem' in reason ? reason : { body: { counts: read.counts, reason: reason.reason } };
}
