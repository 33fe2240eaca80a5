import { addDays, type LocalDate } from './local-date.ts';

/*
 * Packages of sessions sold in advance (docs/packages.md): how a package's price is spread over its
 * sessions, so that each session used is recognised as revenue — and earns its commission — at its
 * own share, and the shares of all its sessions add up to the price paid, to the cent.
 */

export interface PackageItemWeight {
  /** The service's catalogue price of one session when the package was sold. */
  listPriceCents: number;
  sessions: number;
}

/**
 * Spreads the price paid over the package's services, in proportion to what their sessions are worth
 * at catalogue prices (each item: list price × sessions; by sessions alone when they are all free).
 * Each item gets the whole cents of its share; the cents left over go one by one to the items
 * worth most (the first of equals). The amounts sum to the price exactly.
 */
export function packageItemAmounts(priceCents: number, items: readonly PackageItemWeight[]): number[] {
  if (items.length === 0) return [];
  const worth = items.map((item) => item.listPriceCents * item.sessions);
  const weights = worth.some((w) => w > 0) ? worth : items.map((item) => item.sessions);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const amounts = weights.map((w) => Math.floor((w * priceCents) / total));
  let left = priceCents - amounts.reduce((sum, a) => sum + a, 0);
  const order = weights.map((_, i) => i).sort((a, b) => weights[b]! - weights[a]! || a - b);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) amounts[order[k]!]! += 1;
  return amounts;
}

/**
 * The share of session `number` (1 to `sessions`) of an item worth `amountCents`: the amount divided
 * evenly, the cents left over one each to the first sessions. The shares of 1 to `sessions` sum to
 * the amount exactly.
 */
export function sessionShareCents(amountCents: number, sessions: number, number: number): number {
  if (!Number.isInteger(number) || number < 1 || number > sessions) throw new RangeError('no such session');
  const base = Math.floor(amountCents / sessions);
  return base + (number <= amountCents - base * sessions ? 1 : 0);
}

/** The session a use takes: the lowest number not in use (a session given back is used again first). */
export function nextSessionNumber(sessions: number, inUse: Iterable<number>): number | null {
  const taken = new Set(inUse);
  for (let n = 1; n <= sessions; n++) if (!taken.has(n)) return n;
  return null;
}

/** The last local day a package sold on `soldOn` may be used: `validityDays` later. */
export const packageValidUntil = (soldOn: LocalDate, validityDays: number): LocalDate => addDays(soldOn, validityDays);

export type ClientPackageState = 'active' | 'used_up' | 'expired' | 'reversed';

/** Where a sold package stands on local day `today`. */
export function clientPackageState(pkg: {
  reversed: boolean;
  validUntil: string;
  sessionsLeft: number;
  today: string;
}): ClientPackageState {
  if (pkg.reversed) return 'reversed';
  if (pkg.sessionsLeft <= 0) return 'used_up';
  if (pkg.validUntil < pkg.today) return 'expired';
  return 'active';
}
