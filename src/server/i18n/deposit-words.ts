import type { DepositStatus } from '../../core/deposits.ts';
import type { Locale } from './locale.ts';

type SettledReason = 'customer' | 'business' | 'no_show' | 'late_payment' | 'unpaid';

/**
 * Deposits' words as the files the server writes name them (the business's ZIP, a client's copy of
 * their data; docs/deposits.md): a deposit's state, how it was paid, why it was settled, and the
 * policy's rules. The schedule's panel says the same in the web app's words.
 */
export const DEPOSIT_WORDS: Record<
  Locale,
  {
    status: Record<DepositStatus, string>;
    method: Record<'pix' | 'card', string>;
    reason: Record<SettledReason, string>;
    /** A rule of the whole price; an amount or a percentage is written as a number. */
    fullPrice: string;
    noShowKeeps: Record<'deposit' | 'nothing', string>;
    provider: Record<'stripe' | 'test', string>;
    /** The stricter rule for clients with recent no-shows: '2 faltas em 90 dias: 50%'. */
    repeatNoShows: (count: number, days: number, rule: string) => string;
  }
> = {
  'pt-BR': {
    status: {
      pending: 'Aguardando pagamento',
      paid: 'Pago',
      expired: 'Não pago',
      kept: 'Retido',
      refunding: 'Em devolução',
      refunded: 'Devolvido',
    },
    method: { pix: 'PIX', card: 'Cartão' },
    reason: {
      customer: 'O cliente cancelou',
      business: 'O negócio cancelou',
      no_show: 'O cliente faltou',
      late_payment: 'Pago depois do fim da reserva',
      unpaid: 'Não foi pago a tempo',
    },
    fullPrice: 'Preço integral',
    noShowKeeps: { deposit: 'Fica com o sinal', nothing: 'Devolve o sinal' },
    provider: { stripe: 'Stripe', test: 'Pagamentos de teste' },
    repeatNoShows: (count, days, rule) => `${count} ${count === 1 ? 'falta' : 'faltas'} em ${days} dias: ${rule}`,
  },
  'en-US': {
    status: {
      pending: 'Awaiting payment',
      paid: 'Paid',
      expired: 'Not paid',
      kept: 'Kept',
      refunding: 'Being refunded',
      refunded: 'Refunded',
    },
    method: { pix: 'PIX', card: 'Card' },
    reason: {
      customer: 'The client cancelled',
      business: 'The business cancelled',
      no_show: 'The client did not show up',
      late_payment: 'Paid after the hold ended',
      unpaid: 'Not paid in time',
    },
    fullPrice: 'Full price',
    noShowKeeps: { deposit: 'Keeps the deposit', nothing: 'Refunds the deposit' },
    provider: { stripe: 'Stripe', test: 'Test payments' },
    repeatNoShows: (count, days, rule) => `${count} ${count === 1 ? 'no-show' : 'no-shows'} in ${days} days: ${rule}`,
  },
};
