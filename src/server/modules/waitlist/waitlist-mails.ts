import { clockFormat } from '../../../core/clock.ts';
import { firstName } from '../../../core/reviews.ts';
import type { Locale } from '../../i18n/locale.ts';
import { factsMail, type RenderedMail } from '../mail/mail-templates.ts';

/** The claim page of an offer. */
export const offerUrl = (baseUrl: string, businessId: string, token: string) =>
  `${baseUrl}/agendar/${businessId}/oferta/${token}`;

/** What a waitlist offer's e-mail says: the time that opened, and until when its link holds it. */
export interface OfferFacts {
  businessName: string;
  clientName: string;
  serviceName: string;
  professionalName: string;
  startsAt: Date;
  expiresAt: Date;
  timeZone: string;
}

function moment(instant: Date, timeZone: string, locale: Locale): string {
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(
    instant,
  );
  return `${day}, ${clockFormat(locale, timeZone).format(instant)}`;
}

/**
 * A time opened for a customer on the waitlist, in their language: the first of the waiting
 * customers to claim it books it. Names are escaped by factsMail.
 */
export function waitlistOfferMail(offer: OfferFacts, url: string, locale: Locale): RenderedMail {
  const pt = locale === 'pt-BR';
  const when = moment(offer.startsAt, offer.timeZone, locale);
  const until = moment(offer.expiresAt, offer.timeZone, locale);
  return factsMail(pt ? `Abriu um horário em ${offer.businessName}` : `A time opened at ${offer.businessName}`, {
    intro: pt
      ? `Olá, ${firstName(offer.clientName)}! Você está na lista de espera de ${offer.businessName} e abriu um horário que serve para você.`
      : `Hello, ${firstName(offer.clientName)}! You are on ${offer.businessName}'s waitlist, and a time that suits you has opened.`,
    lines: [
      [pt ? 'Serviço' : 'Service', offer.serviceName],
      [pt ? 'Profissional' : 'Professional', offer.professionalName],
      [pt ? 'Quando' : 'When', when],
    ],
    action: { label: pt ? 'Quero este horário' : 'I want this time', url },
    footer: pt
      ? `O horário fica com a primeira pessoa da lista que confirmar. O link vale até ${until}.`
      : `The time goes to the first person on the list who confirms. The link works until ${until}.`,
  });
}
