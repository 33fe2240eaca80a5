import type { Comanda } from '../../../contracts/counter.ts';
import { whatsAppLanguage } from '../../../core/whatsapp.ts';
import { COUNTER_WORDS, methodInSentence } from '../../i18n/counter-words.ts';
import type { Locale } from '../../i18n/locale.ts';
import { factsMail, type RenderedMail } from '../mail/mail-templates.ts';
import type { OutgoingMessage } from '../mail/outbox.repository.ts';
import { comandaReceiptWhatsApp } from '../whatsapp/whatsapp-messages.ts';

/** What a receipt needs besides the comanda: the business, its clock and its language. */
export interface ReceiptBusiness {
  id: string;
  name: string;
  timeZone: string;
  currency: 'BRL' | 'USD';
  locale: Locale;
}

const moneyIn = (business: ReceiptBusiness) => (cents: number) =>
  new Intl.NumberFormat(business.locale, { style: 'currency', currency: business.currency }).format(cents / 100);

/** How it was paid, in words: 'PIX R$ 200,00 e dinheiro R$ 70,98'. */
function paidWith(comanda: Comanda, business: ReceiptBusiness): string {
  const money = moneyIn(business);
  const parts = comanda.payments
    .filter((p) => p.amountCents > 0)
    .map((p) => `${methodInSentence(COUNTER_WORDS[business.locale].method[p.method])} ${money(p.amountCents)}`);
  return new Intl.ListFormat(business.locale, { type: 'conjunction' }).format(parts);
}

const numberOf = (comanda: Comanda, locale: Locale) => (locale === 'pt-BR' ? 'nº ' : 'no. ') + comanda.number;

/**
 * A closed comanda's receipt by e-mail, in the business's language: each line, the discount, the
 * tips, the total and how it was paid (with the change). Names are escaped by factsMail.
 */
export function comandaReceiptMail(comanda: Comanda, business: ReceiptBusiness): RenderedMail {
  const pt = business.locale === 'pt-BR';
  const money = moneyIn(business);
  const when = new Intl.DateTimeFormat(business.locale, {
    timeZone: business.timeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(comanda.closedAt ?? comanda.openedAt));
  const lines: Array<[string, string]> = comanda.lines.map((line) => [
    line.quantity > 1 ? `${line.description} × ${line.quantity}` : line.description,
    money(line.totalCents),
  ]);
  if (comanda.discountCents > 0) lines.push([pt ? 'Desconto' : 'Discount', `− ${money(comanda.discountCents)}`]);
  lines.push([pt ? 'Total' : 'Total', money(comanda.totalCents)]);
  for (const p of comanda.payments.filter((payment) => payment.amountCents > 0)) {
    lines.push([COUNTER_WORDS[business.locale].method[p.method], money(p.amountCents)]);
    if (p.changeCents > 0) lines.push([pt ? 'Troco' : 'Change', money(p.changeCents)]);
  }
  const number = numberOf(comanda, business.locale);
  return factsMail(
    pt ? `Recibo da comanda ${number} — ${business.name}` : `Receipt of comanda ${number} — ${business.name}`,
    {
      intro: pt
        ? `Obrigado pela visita a ${business.name}! Este é o recibo da comanda ${number}, de ${when}.`
        : `Thank you for visiting ${business.name}! This is the receipt of comanda ${number}, of ${when}.`,
      lines,
      footer: pt ? 'Guarde este e-mail como comprovante.' : 'Keep this e-mail as your receipt.',
    },
  );
}

/** The receipt's messages: the e-mail when there is an address, the WhatsApp message when the client takes them. */
export function comandaReceiptMessages(
  comanda: Comanda,
  business: ReceiptBusiness,
  to: { email: string | null; whatsApp: { clientId: string; phone: string } | null; sentAt: Date },
): OutgoingMessage[] {
  const messages: OutgoingMessage[] = [];
  if (to.email)
    messages.push({
      kind: 'comanda_receipt',
      to: to.email,
      businessId: business.id,
      dedupeKey: `comanda-receipt:${comanda.id}:${to.sentAt.getTime()}`,
      ...comandaReceiptMail(comanda, business),
    });
  if (to.whatsApp)
    messages.push(
      comandaReceiptWhatsApp(
        {
          businessId: business.id,
          clientId: to.whatsApp.clientId,
          phone: to.whatsApp.phone,
          language: whatsAppLanguage(business.locale),
        },
        {
          comandaId: comanda.id,
          sentAt: to.sentAt,
          clientName: comanda.clientName ?? '',
          businessName: business.name,
          number: numberOf(comanda, business.locale),
          total: moneyIn(business)(comanda.totalCents),
          paid: paidWith(comanda, business),
        },
      ),
    );
  return messages;
}
