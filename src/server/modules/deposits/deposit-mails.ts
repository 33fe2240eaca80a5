import type { Locale } from '../../i18n/locale.ts';
import { confirmationMail, type BookingFacts } from '../appointments/appointment-mails.ts';
import { factsMail, type RenderedMail } from '../mail/mail-templates.ts';

/*
 * The e-mails a deposit sends its customer (docs/deposits.md), in the language they booked in: the
 * payment received (the booking confirmed), and the deposit refunded or kept once the booking ends
 * without the visit. The booking's own e-mails (booked, cancelled) carry its deposit's line too
 * (appointment-mails.ts).
 */

/** The deposit was paid: the time is confirmed, with what a cancellation would do to the deposit. */
export function depositPaidMail(facts: BookingFacts, locale: Locale, sentAt: Date): RenderedMail {
  const mail = confirmationMail({ ...facts, status: 'confirmed' }, locale, sentAt);
  const pt = locale === 'pt-BR';
  return {
    ...mail,
    subject: pt
      ? `Sinal recebido: agendamento confirmado – ${facts.businessName}`
      : `Deposit received: booking confirmed – ${facts.businessName}`,
  };
}

/** The booking ended without the visit: the deposit is refunded, or kept by the business. */
export function depositSettledMail(facts: BookingFacts, locale: Locale, outcome: 'refund' | 'keep'): RenderedMail {
  const pt = locale === 'pt-BR';
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: facts.currency }).format(
    (facts.deposit?.amountCents ?? 0) / 100,
  );
  const when = new Intl.DateTimeFormat(locale, {
    timeZone: facts.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(facts.startsAt);
  const lines: Array<[string, string]> = [
    [pt ? 'Serviço' : 'Service', facts.serviceName],
    [pt ? 'Quando' : 'When', when],
    [pt ? 'Sinal' : 'Deposit', amount],
  ];
  if (outcome === 'refund')
    return factsMail(pt ? `Sinal devolvido – ${facts.businessName}` : `Deposit refunded – ${facts.businessName}`, {
      intro: pt
        ? `Olá, ${facts.clientName}. O agendamento não vai acontecer e o sinal de ${amount} foi devolvido a você.`
        : `Hello, ${facts.clientName}. The booking will not take place and the ${amount} deposit was refunded to you.`,
      lines,
      note: pt
        ? 'O valor volta pelo mesmo meio do pagamento; o prazo depende do seu banco.'
        : 'The money goes back the way it was paid; how long it takes depends on your bank.',
      action: null,
      footer: pt ? 'Quando quiser, é só agendar de novo.' : 'Book again whenever you like.',
    });
  return factsMail(pt ? `Sinal retido – ${facts.businessName}` : `Deposit kept – ${facts.businessName}`, {
    intro: pt
      ? `Olá, ${facts.clientName}. O agendamento não aconteceu e, pela política de ${facts.businessName}, o sinal de ${amount} fica com o estabelecimento.`
      : `Hello, ${facts.clientName}. The booking did not take place and, under ${facts.businessName}'s policy, the ${amount} deposit is kept.`,
    lines,
    action: null,
    footer: pt ? 'Quando quiser, é só agendar de novo.' : 'Book again whenever you like.',
  });
}
