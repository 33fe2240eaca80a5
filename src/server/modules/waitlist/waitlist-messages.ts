import { clockFormat } from '../../../core/clock.ts';
import { firstName } from '../../../core/reviews.ts';
import { whatsAppLanguage } from '../../../core/whatsapp.ts';
import type { Locale } from '../../i18n/locale.ts';
import { factsMail, type RenderedMail } from '../mail/mail-templates.ts';
import type { OutgoingMessage } from '../mail/outbox.repository.ts';
import { waitlistOfferWhatsApp } from '../whatsapp/whatsapp-messages.ts';

/** The claim page of an offer. */
export const offerUrl = (baseUrl: string, businessId: string, token: string) =>
  `${baseUrl}/agendar/${businessId}/oferta/${token}`;

/** What a waitlist offer's messages say: the time that opened, and until when its link holds it. */
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

/**
 * An offer's messages, each withdrawn once the link expires: the e-mail always (joining asks for
 * one), and a WhatsApp message as well when the client takes them (`whatsAppPhone`).
 */
export function waitlistOfferMessages(
  offerId: string,
  to: { businessId: string; clientId: string; email: string; whatsAppPhone: string | null; locale: Locale },
  offer: OfferFacts,
  url: string,
): OutgoingMessage[] {
  const messages: OutgoingMessage[] = [
    {
      kind: 'waitlist_offer',
      to: to.email,
      businessId: to.businessId,
      dedupeKey: `waitlist-offer:${offerId}`,
      expiresAt: offer.expiresAt,
      ...waitlistOfferMail(offer, url, to.locale),
    },
  ];
  if (to.whatsAppPhone)
    messages.push(
      waitlistOfferWhatsApp(
        {
          businessId: to.businessId,
          clientId: to.clientId,
          phone: to.whatsAppPhone,
          language: whatsAppLanguage(to.locale),
        },
        { offerId, url, ...offer },
      ),
    );
  return messages;
}
