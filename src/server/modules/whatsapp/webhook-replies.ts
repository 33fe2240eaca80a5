import type { Locale } from '../../i18n/locale.ts';
import type { OutgoingMessage } from '../mail/outbox.repository.ts';

/*
 * The texts Agendo answers a customer's WhatsApp reply with (docs/whatsapp.md), in the language
 * they booked in. They go inside the 24-hour window the customer's own message opens, as plain
 * texts through the outbox.
 */

interface About {
  businessName: string;
  businessPhone: string | null;
}

const texts = {
  'pt-BR': {
    subject: 'Resposta automática no WhatsApp',
    confirmed: (a: About) => `Obrigado! Seu horário em ${a.businessName} está confirmado.`,
    notConfirmable: (a: About) =>
      `Este horário em ${a.businessName} não está mais marcado, então não pode ser confirmado.${call(a, 'pt-BR')}`,
    cancelled: (a: About) => `Pronto: seu horário em ${a.businessName} foi cancelado.`,
    tooLate: (a: About, hours: number) =>
      `Não é mais possível cancelar este horário por aqui: cancelamentos vão até ${hours} h antes.${call(a, 'pt-BR')}`,
    manageLink: (a: About, url: string) => `Para remarcar seu horário em ${a.businessName}, escolha outro aqui: ${url}`,
    rescheduleByPhone: (a: About) =>
      `Para remarcar seu horário em ${a.businessName}, fale com o estabelecimento.${call(a, 'pt-BR')}`,
    optedOut:
      'Você não receberá mais mensagens de agendamento por WhatsApp. Para voltar a receber, autorize de novo ao agendar.',
  },
  'en-US': {
    subject: 'Automatic WhatsApp reply',
    confirmed: (a: About) => `Thank you! Your appointment at ${a.businessName} is confirmed.`,
    notConfirmable: (a: About) =>
      `This appointment at ${a.businessName} is no longer booked, so it cannot be confirmed.${call(a, 'en-US')}`,
    cancelled: (a: About) => `Done: your appointment at ${a.businessName} is cancelled.`,
    tooLate: (a: About, hours: number) =>
      `This appointment can no longer be cancelled here: cancellations close ${hours} h before it.${call(a, 'en-US')}`,
    manageLink: (a: About, url: string) =>
      `To reschedule your appointment at ${a.businessName}, pick another time here: ${url}`,
    rescheduleByPhone: (a: About) =>
      `To reschedule your appointment at ${a.businessName}, please contact them.${call(a, 'en-US')}`,
    optedOut:
      'You will no longer get appointment messages on WhatsApp. To get them again, agree to them when you book.',
  },
} satisfies Record<Locale, unknown>;

function call(about: About, locale: Locale): string {
  if (!about.businessPhone) return '';
  return locale === 'pt-BR'
    ? ` Fale com ${about.businessName}: ${about.businessPhone}.`
    : ` Call ${about.businessName}: ${about.businessPhone}.`;
}

export const replyTexts = (locale: Locale) => texts[locale];

/** A text answering the event `eventKey`: written once, however often the event is delivered. */
export function replyMessage(
  eventKey: string,
  to: { phone: string; businessId: string; clientId: string; locale: Locale; appointmentId?: string },
  body: string,
): OutgoingMessage {
  return {
    kind: 'whatsapp_reply',
    to: to.phone,
    subject: texts[to.locale].subject,
    text: body,
    businessId: to.businessId,
    appointmentId: to.appointmentId,
    dedupeKey: `whatsapp-reply:${eventKey}`,
    whatsapp: { type: 'text', body, clientId: to.clientId },
  };
}
