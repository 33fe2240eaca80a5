/*
 * Paying a comanda (docs/counter.md): its total split over payment methods, the change of a cash
 * payment, a credit card's installments, and the reversal that undoes a closed comanda — all in
 * integer cents, summing exactly.
 */

/**
 * How a part of the bill is paid: cash (dinheiro), credit card (crédito), debit card (débito), PIX,
 * or left on the client's account to be paid later.
 */
export const PAYMENT_METHODS = ['cash', 'credit', 'debit', 'pix', 'account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A payment as a closed comanda keeps it: one of the counter's methods, or `deposit` — the visit's
 * deposit paid when booking (docs/deposits.md), which the close writes itself and no register counts.
 */
export type StoredPaymentMethod = PaymentMethod | 'deposit';

/**
 * The part of a visit's paid deposit a comanda of `totalCents` takes off its bill: the deposit, at
 * most the total (what the payments then cover is the rest, never below zero).
 */
export function depositApplied(totalCents: number, depositCents: number): number {
  return Math.max(0, Math.min(totalCents, depositCents));
}

/** The methods that bring money into the register; what is left on an account does not, until it is paid. */
export const REGISTER_METHODS = ['cash', 'credit', 'debit', 'pix'] as const satisfies readonly PaymentMethod[];
export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/** The most installments a credit payment may have. */
export const MAX_INSTALLMENTS = 12;

export interface PaymentInput {
  method: PaymentMethod;
  /** The part of the bill this payment covers. */
  amountCents: number;
  /** Cash only: what the customer handed over (at least the amount); the rest is change. */
  receivedCents?: number | null;
  /** Credit only: how many installments (1 when not said). */
  installments?: number | null;
}

export interface SettledPayment {
  method: StoredPaymentMethod;
  amountCents: number;
  receivedCents: number | null;
  changeCents: number;
  installments: number | null;
}

export type SettlementProblem =
  | 'NO_PAYMENTS'
  | 'AMOUNT_NOT_POSITIVE'
  | 'SUM_MISMATCH'
  | 'RECEIVED_LESS_THAN_AMOUNT'
  | 'RECEIVED_NOT_CASH'
  | 'INSTALLMENTS_NOT_CREDIT'
  | 'INSTALLMENTS_OUT_OF_RANGE'
  | 'ACCOUNT_NEEDS_CLIENT';

/**
 * The payments of a bill of `totalCents`, checked: each covers a positive amount, together they
 * cover the total to the cent, cash handed over is at least its amount (its change is the
 * difference), installments are for credit only (1–12), and an account needs a client. A bill of
 * zero needs no payment.
 */
export function settle(
  totalCents: number,
  payments: readonly PaymentInput[],
  hasClient: boolean,
): { ok: true; payments: SettledPayment[] } | { ok: false; problem: SettlementProblem; index?: number } {
  if (payments.length === 0 && totalCents !== 0) return { ok: false, problem: 'NO_PAYMENTS' };
  const settled: SettledPayment[] = [];
  for (const [index, p] of payments.entries()) {
    if (!(p.amountCents > 0)) return { ok: false, problem: 'AMOUNT_NOT_POSITIVE', index };
    const received = p.receivedCents ?? null;
    if (received !== null && p.method !== 'cash') return { ok: false, problem: 'RECEIVED_NOT_CASH', index };
    if (received !== null && received < p.amountCents)
      return { ok: false, problem: 'RECEIVED_LESS_THAN_AMOUNT', index };
    const installments = p.installments ?? null;
    if (installments !== null && p.method !== 'credit') return { ok: false, problem: 'INSTALLMENTS_NOT_CREDIT', index };
    if (installments !== null && (installments < 1 || installments > MAX_INSTALLMENTS))
      return { ok: false, problem: 'INSTALLMENTS_OUT_OF_RANGE', index };
    if (p.method === 'account' && !hasClient) return { ok: false, problem: 'ACCOUNT_NEEDS_CLIENT', index };
    settled.push({
      method: p.method,
      amountCents: p.amountCents,
      receivedCents: p.method === 'cash' ? (received ?? p.amountCents) : null,
      changeCents: received === null ? 0 : received - p.amountCents,
      installments: p.method === 'credit' ? (installments ?? 1) : null,
    });
  }
  const paid = settled.reduce((sum, p) => sum + p.amountCents, 0);
  if (paid !== totalCents) return { ok: false, problem: 'SUM_MISMATCH' };
  return { ok: true, payments: settled };
}

/**
 * A credit payment's installments: `count` parts of the whole cents, the leftover cents one each on
 * the first installments (R$ 100,00 in 3: 33,34 + 33,33 + 33,33). They sum to the amount exactly.
 */
export function installmentAmounts(amountCents: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('installments must be a whole number from 1');
  const base = Math.floor(amountCents / count);
  const extra = amountCents - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}

/** The payments that undo `payments` when a closed comanda is reversed: each the same method and amount, negated. */
export function reversalOf(payments: readonly SettledPayment[]): SettledPayment[] {
  return payments.map((p) => ({
    method: p.method,
    amountCents: -p.amountCents,
    receivedCents: p.receivedCents === null ? null : -p.receivedCents,
    changeCents: -p.changeCents,
    installments: p.installments,
  }));
}

/** The money per method the payments brought into the register (the amount, net of change); an account brings none. */
export function takenByMethod(
  payments: ReadonlyArray<Pick<SettledPayment, 'method' | 'amountCents'>>,
): Record<RegisterMethod, number> {
  const taken: Record<RegisterMethod, number> = { cash: 0, credit: 0, debit: 0, pix: 0 };
  for (const p of payments) if (p.method !== 'account' && p.method !== 'deposit') taken[p.method] += p.amountCents;
  return taken;
}
