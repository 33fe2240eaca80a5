import type { StoredPaymentMethod } from '../../core/counter/payments.ts';
import type { Locale } from './locale.ts';

/**
 * The counter's words as the files and e-mails the server writes name them (a receipt, the
 * report's CSV, a client's copy of their data, the business's ZIP): one wording for all.
 */
export const COUNTER_WORDS: Record<
  Locale,
  { method: Record<StoredPaymentMethod, string>; status: Record<'open' | 'closed' | 'reversed', string> }
> = {
  'pt-BR': {
    method: {
      cash: 'Dinheiro',
      credit: 'Cartão de crédito',
      debit: 'Cartão de débito',
      pix: 'PIX',
      account: 'Conta do cliente',
      deposit: 'Sinal pago na reserva',
    },
    status: { open: 'Aberta', closed: 'Fechada', reversed: 'Estornada' },
  },
  'en-US': {
    method: {
      cash: 'Cash',
      credit: 'Credit card',
      debit: 'Debit card',
      pix: 'PIX',
      account: "Client's account",
      deposit: 'Deposit paid when booking',
    },
    status: { open: 'Open', closed: 'Closed', reversed: 'Reversed' },
  },
};

/** A method's name inside a sentence: 'PIX R$ 200,00 e dinheiro R$ 70,98'. */
export const methodInSentence = (name: string) =>
  name === name.toUpperCase() ? name : name[0]!.toLocaleLowerCase() + name.slice(1);
