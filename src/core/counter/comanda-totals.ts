/*
 * The comanda's arithmetic (docs/counter.md): its lines, the discount given on them, the tips, and
 * what is to be paid — all in integer cents, every split summing exactly.
 */

/** What a comanda sells: a service done at the chair, an item sold, or a tip for a professional. */
export type ComandaLineKind = 'service' | 'item' | 'tip';

export interface PricedLine {
  kind: ComandaLineKind;
  quantity: number;
  unitPriceCents: number;
}

/** A discount as the person at the counter gives it: an amount, or a percentage in basis points (10 % = 1,000). */
export type Discount = { kind: 'amount'; amountCents: number } | { kind: 'percent'; basisPoints: number };

/** The most basis points a percentage may be: the whole bill. */
export const WHOLE_BASIS_POINTS = 10_000;

export const lineTotalCents = (line: Pick<PricedLine, 'quantity' | 'unitPriceCents'>) =>
  line.quantity * line.unitPriceCents;

/** Whether the line takes a share of a discount: services and items do; a tip is the professional's whole. */
export const isDiscountable = (line: Pick<PricedLine, 'kind'>) => line.kind !== 'tip';

/**
 * The discount in cents on a subtotal. A percentage is rounded to the nearest cent, a half cent
 * up (10 % of R$ 0,05 is R$ 0,01); neither kind ever exceeds the subtotal.
 */
export function discountCents(discount: Discount | null, subtotalCents: number): number {
  if (!discount || subtotalCents <= 0) return 0;
  const cents =
    discount.kind === 'amount'
      ? discount.amountCents
      : Math.floor((subtotalCents * discount.basisPoints + WHOLE_BASIS_POINTS / 2) / WHOLE_BASIS_POINTS);
  return Math.min(Math.max(cents, 0), subtotalCents);
}

/** The discount as basis points of the subtotal it was given on, rounded up: what a role's limit is checked against. */
export function discountBasisPoints(discount: number, subtotalCents: number): number {
  if (discount <= 0) return 0;
  if (subtotalCents <= 0) return WHOLE_BASIS_POINTS;
  return Math.ceil((discount * WHOLE_BASIS_POINTS) / subtotalCents);
}

/**
 * Spreads `discount` over lines worth `amounts` (each ≥ 0), in proportion to each: every line gets
 * the whole cents of its share, and the cents left over go to the largest line (the first of
 * equals) — to the next largest only when a line of a few cents cannot hold them. The shares sum to
 * the discount exactly and no line gets more than it is worth. The discount must not exceed the
 * amounts' sum.
 */
export function spreadDiscount(amounts: readonly number[], discount: number): number[] {
  const total = amounts.reduce((sum, a) => sum + a, 0);
  if (discount > total) throw new RangeError('a discount larger than what it is spread over');
  if (discount <= 0 || total === 0) return amounts.map(() => 0);
  const shares = amounts.map((a) => Math.floor((a * discount) / total));
  let left = discount - shares.reduce((sum, s) => sum + s, 0);
  const byAmount = amounts.map((a, i) => i).sort((a, b) => amounts[b]! - amounts[a]! || a - b);
  for (const i of byAmount) {
    if (left === 0) break;
    const room = amounts[i]! - shares[i]!;
    const take = Math.min(room, left);
    shares[i]! += take;
    left -= take;
  }
  return shares;
}

export interface ComandaTotals {
  /** The services and items. */
  subtotalCents: number;
  discountCents: number;
  tipsCents: number;
  /** What is to be paid: subtotal − discount + tips. */
  totalCents: number;
  /** Each line's share of the discount, in the lines' order (0 for a tip). */
  lineDiscountCents: number[];
}

export function comandaTotals(lines: readonly PricedLine[], discount: Discount | null): ComandaTotals {
  const discountable = lines.map((line) => (isDiscountable(line) ? lineTotalCents(line) : 0));
  const subtotalCents = discountable.reduce((sum, a) => sum + a, 0);
  const tipsCents = lines.reduce((sum, line) => sum + (isDiscountable(line) ? 0 : lineTotalCents(line)), 0);
  const off = discountCents(discount, subtotalCents);
  return {
    subtotalCents,
    discountCents: off,
    tipsCents,
    totalCents: subtotalCents - off + tipsCents,
    lineDiscountCents: spreadDiscount(discountable, off),
  };
}
