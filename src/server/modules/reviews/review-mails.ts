import { clockFormat } from '../../../core/clock.ts';
import { firstName, REVIEW_EDIT_DAYS, REVIEW_LINK_VALID_DAYS } from '../../../core/reviews.ts';
import type { Locale } from '../../i18n/locale.ts';
import { factsMail, type RenderedMail } from '../mail/mail-templates.ts';

/**
 * The e-mails and the WhatsApp message of reviews, in pt-BR and en-US. Everything a person wrote
 * (names, the comment) is escaped in the HTML; the comment keeps its line breaks and its links are
 * not made clickable (it is text, in a <div> with pre-wrap).
 */

export interface VisitFacts {
  businessName: string;
  clientName: string;
  serviceName: string;
  professionalName: string;
  startsAt: Date;
  timeZone: string;
}

function when(startsAt: Date, timeZone: string, locale: Locale): string {
  const day = new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(
    startsAt,
  );
  return `${day}, ${clockFormat(locale, timeZone).format(startsAt)}`;
}

function visitLines(visit: VisitFacts, locale: Locale): Array<[string, string]> {
  const pt = locale === 'pt-BR';
  return [
    [pt ? 'Serviço' : 'Service', visit.serviceName],
    [pt ? 'Profissional' : 'Professional', visit.professionalName],
    [pt ? 'Quando' : 'When', when(visit.startsAt, visit.timeZone, locale)],
  ];
}

function validity(locale: Locale): string {
  return locale === 'pt-BR'
    ? `O link é só seu e vale por ${REVIEW_LINK_VALID_DAYS} dias; depois de enviada, a avaliação pode ser alterada por ${REVIEW_EDIT_DAYS} dias.`
    : `The link is yours alone and works for ${REVIEW_LINK_VALID_DAYS} days; once sent, your review can be changed for ${REVIEW_EDIT_DAYS} days.`;
}

/** After a completed visit: how was it? */
export function reviewRequestMail(visit: VisitFacts, url: string, locale: Locale): RenderedMail {
  const pt = locale === 'pt-BR';
  const name = firstName(visit.clientName);
  return factsMail(
    pt ? `Como foi sua visita a ${visit.businessName}?` : `How was your visit to ${visit.businessName}?`,
    {
      intro: pt
        ? `Olá, ${name}! Obrigado por escolher ${visit.businessName}. Conte como foi: leva um minuto e ajuda outras pessoas a escolher.`
        : `Hello, ${name}! Thank you for choosing ${visit.businessName}. Tell us how it went: it takes a minute and helps others choose.`,
      lines: visitLines(visit, locale),
      action: { label: pt ? 'Avaliar minha visita' : 'Review my visit', url },
      footer: validity(locale),
    },
  );
}

/** The customer asked for their link on the business's review page. */
export function reviewLinkMail(visit: VisitFacts, url: string, locale: Locale): RenderedMail {
  const pt = locale === 'pt-BR';
  const name = firstName(visit.clientName);
  return factsMail(pt ? `Seu link para avaliar ${visit.businessName}` : `Your link to review ${visit.businessName}`, {
    intro: pt
      ? `Olá, ${name}! Aqui está o link que você pediu para avaliar a sua visita.`
      : `Hello, ${name}! Here is the link you asked for, to review your visit.`,
    lines: visitLines(visit, locale),
    action: { label: pt ? 'Avaliar minha visita' : 'Review my visit', url },
    footer: `${validity(locale)} ${pt ? 'Se não foi você que pediu, ignore este e-mail.' : 'If you did not ask for it, ignore this e-mail.'}`,
  });
}

/** To the business: a new review arrived. */
export function reviewAlertMail(
  visit: VisitFacts,
  review: { rating: number; comment: string | null },
  url: string,
  locale: Locale,
): RenderedMail {
  const pt = locale === 'pt-BR';
  const stars = `${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)}`;
  return factsMail(
    pt
      ? `Nova avaliação: ${review.rating}/5 de ${visit.clientName}`
      : `New review: ${review.rating}/5 from ${visit.clientName}`,
    {
      intro: pt
        ? `${visit.clientName} avaliou a visita com ${review.rating} de 5 estrelas (${stars}).`
        : `${visit.clientName} rated the visit ${review.rating} out of 5 stars (${stars}).`,
      lines: visitLines(visit, locale),
      quote: review.comment ?? undefined,
      action: { label: pt ? 'Ver e responder' : 'See and reply', url },
      footer: pt ? 'Responder mostra a seus clientes que você ouve.' : 'Replying shows your customers that you listen.',
    },
  );
}

/** The message the appointment's panel prefills in WhatsApp, in the client's language. */
export function whatsAppReviewMessage(clientName: string, businessName: string, url: string, locale: Locale): string {
  const name = firstName(clientName);
  return locale === 'pt-BR'
    ? `Olá, ${name}! Obrigado pela visita a ${businessName}. Pode nos contar como foi? Sua avaliação leva um minuto: ${url}`
    : `Hi ${name}! Thank you for visiting ${businessName}. Would you tell us how it went? It takes a minute: ${url}`;
}
