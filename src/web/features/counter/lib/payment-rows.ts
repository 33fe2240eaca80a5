import type { PaymentInputBody } from '../../../../contracts/counter.ts';
import { settle, type PaymentMethod, type SettlementProblem } from '../../../../core/counter/payments.ts';
import { centsToMoneyInput, parseMoneyInput } from '../../../lib/money.ts';

/*
 * The payment step of a comanda: the rows the person at the counter fills (a method and an amount
 * each, what cash was handed over, a credit card's installments and brand, the PIX code shown), read
 * into the payments `closeComanda` takes and checked live by the core's `settle` — the very check
 * the server makes — so "Fechar comanda" is on only when they add up.
 */

export interface PixCode {
  payload: string;
  txid: string;
  amountCents: number;
}

export interface PaymentRow {
  key: string;
  method: PaymentMethod;
  amountText: string;
  /** Cash only: what the customer handed over; empty when it was the exact amount. */
  receivedText: string;
  /** Credit only: 1–12. */
  installments: number;
  /** Credit and debit: the card's brand, if said. */
  cardBrand: string;
  /** PIX only: the code shown for this row, once asked for. */
  pix: PixCode | null;
}

/** A row of `method` for `amountCents` (the part still to pay, when a row is added). */
export function newPaymentRow(key: string, method: PaymentMethod, amountCents: number, language: string): PaymentRow {
  return {
    key,
    method,
    amountText: amountCents > 0 ? centsToMoneyInput(amountCents, language) : '',
    receivedText: '',
    installments: 1,
    cardBrand: '',
    pix: null,
  };
}

/** What stops the payments: the core's problems, or an amount typed that is not one. */
export type PaymentProblem = SettlementProblem | 'INVALID_AMOUNT' | 'INVALID_RECEIVED';

export interface PaymentsSummary {
  /** Each row's amount in cents (null: not an amount). */
  amounts: (number | null)[];
  /** What the rows cover so far. */
  paidCents: number;
  /** Still to pay (negative: the rows cover more than the total). */
  remainingCents: number;
  /** Cash handed over beyond its amounts, to give back. */
  changeCents: number;
  check: { ok: true; payments: PaymentInputBody[] } | { ok: false; problem: PaymentProblem; index?: number };
}

/** The rows as payments, checked against the bill's total; a row whose text is not an amount is the first problem. */
export function summarizePayments(
  totalCents: number,
  rows: readonly PaymentRow[],
  hasClient: boolean,
  language: string,
): PaymentsSummary {
  const amounts = rows.map((row) => parseMoneyInput(row.amountText, language));
  const paidCents = amounts.reduce<number>((sum, cents) => sum + (cents ?? 0), 0);
  const base = { amounts, paidCents, remainingCents: totalCents - paidCents, changeCents: 0 };

  const payments: PaymentInputBody[] = [];
  for (const [index, row] of rows.entries()) {
    const amountCents = amounts[index];
    if (amountCents === null || amountCents === undefined)
      return { ...base, check: { ok: false, problem: 'INVALID_AMOUNT', index } };
    const payment: PaymentInputBody = { method: row.method, amountCents };
    if (row.method === 'cash' && row.receivedText.trim() !== '') {
      const received = parseMoneyInput(row.receivedText, language);
      if (received === null) return { ...base, check: { ok: false, problem: 'INVALID_RECEIVED', index } };
      payment.receivedCents = received;
    }
    if (row.method === 'credit') payment.installments = row.installments;
    if ((row.method === 'credit' || row.method === 'debit') && row.cardBrand.trim() !== '')
      payment.cardBrand = row.cardBrand.trim();
    // The PIX code's transaction id goes with the payment only when the code was for this amount.
    if (row.method === 'pix' && row.pix && row.pix.amountCents === amountCents) payment.pixTxid = row.pix.txid;
    payments.push(payment);
  }

  const settled = settle(totalCents, payments, hasClient);
  if (!settled.ok) {
    const changeCents = payments.reduce(
      (sum, p) => sum + Math.max((p.receivedCents ?? p.amountCents) - p.amountCents, 0),
      0,
    );
    return { ...base, changeCents, check: { ok: false, problem: settled.problem, index: settled.index } };
  }
  const changeCents = settled.payments.reduce((sum, p) => sum + p.changeCents, 0);
  return { ...base, changeCents, check: { ok: true, payments } };
}
