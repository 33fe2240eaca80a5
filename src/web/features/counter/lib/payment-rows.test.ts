import { describe, expect, it } from 'vitest';
import { newPaymentRow, summarizePayments, type PaymentRow } from './payment-rows.ts';

const row = (over: Partial<PaymentRow>): PaymentRow => ({ ...newPaymentRow('r', 'cash', 0, 'pt-BR'), ...over });

describe("a comanda's payment rows", () => {
  it('prefill the part still to pay in the language’s format', () => {
    expect(newPaymentRow('a', 'pix', 20_000, 'pt-BR').amountText).toBe('200,00');
    expect(newPaymentRow('a', 'pix', 0, 'en-US').amountText).toBe('');
  });

  it('split between PIX (its code’s id sent) and cash with change, adding up to the total', () => {
    const pix = { payload: '000201…', txid: 'AGD12ABC', amountCents: 20_000 };
    const summary = summarizePayments(
      27_098,
      [
        row({ method: 'pix', amountText: '200,00', pix }),
        row({ method: 'cash', amountText: '70,98', receivedText: '100' }),
      ],
      true,
      'pt-BR',
    );
    expect(summary).toMatchObject({ paidCents: 27_098, remainingCents: 0, changeCents: 2_902 });
    expect(summary.check).toEqual({
      ok: true,
      payments: [
        { method: 'pix', amountCents: 20_000, pixTxid: 'AGD12ABC' },
        { method: 'cash', amountCents: 7_098, receivedCents: 10_000 },
      ],
    });
  });

  it('send a credit card’s installments and brand, and a PIX code only when it was for the amount paid', () => {
    const summary = summarizePayments(
      10_000,
      [
        row({ method: 'credit', amountText: '60', installments: 3, cardBrand: ' Visa ' }),
        row({ method: 'pix', amountText: '40', pix: { payload: 'x', txid: 'OLD', amountCents: 5_000 } }),
      ],
      false,
      'en-US',
    );
    expect(summary.check).toEqual({
      ok: true,
      payments: [
        { method: 'credit', amountCents: 6_000, installments: 3, cardBrand: 'Visa' },
        { method: 'pix', amountCents: 4_000 },
      ],
    });
  });

  it('say what is left to pay, what is over, and the first problem', () => {
    const short = summarizePayments(10_000, [row({ amountText: '60' })], false, 'pt-BR');
    expect(short).toMatchObject({ remainingCents: 4_000, check: { ok: false, problem: 'SUM_MISMATCH' } });
    const over = summarizePayments(10_000, [row({ amountText: '120' })], false, 'pt-BR');
    expect(over.remainingCents).toBe(-2_000);
    expect(summarizePayments(10_000, [row({ amountText: 'dez' })], false, 'pt-BR').check).toEqual({
      ok: false,
      problem: 'INVALID_AMOUNT',
      index: 0,
    });
    const shortCash = summarizePayments(10_000, [row({ amountText: '100', receivedText: '50' })], false, 'pt-BR');
    expect(shortCash.check).toEqual({ ok: false, problem: 'RECEIVED_LESS_THAN_AMOUNT', index: 0 });
    const account = summarizePayments(10_000, [row({ method: 'account', amountText: '100' })], false, 'pt-BR');
    expect(account.check).toEqual({ ok: false, problem: 'ACCOUNT_NEEDS_CLIENT', index: 0 });
    expect(summarizePayments(10_000, [], false, 'pt-BR').check).toEqual({ ok: false, problem: 'NO_PAYMENTS' });
  });
});
