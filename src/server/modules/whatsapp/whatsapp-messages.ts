import { addHours } from 'date-fns/addHours';
import { firstName } from '../../../core/reviews.ts';
import {
  replyPayload,
  WHATSAPP_REMINDER_HOURS,
  WHATSAPP_REPLY_ACTIONS,
  type WhatsAppLanguage,
  type WhatsAppTemplateName,
} from '../../../core/whatsapp.ts';
import {
  renderWhatsAppTemplate,
  WHATSAPP_TEMPLATE_CATALOG,
  whatsAppMoment,
  whatsAppParameter,
} from '../../../core/whatsapp-templates.ts';
import type { OutgoingMessage } from '../mail/outbox.repository.ts';

/*
 * The WhatsApp messages an appointment's change sends (docs/whatsapp.md), as outbox rows: built
 * from the appointment as its change's transaction reads it, for a client who takes them.
 */

/** What a change of an appointment says on WhatsApp. A client's own move or cancel needs no notice. */
export type WhatsAppEvent =
  | { kind: 'booked' }
  | { kind: 'moved' | 'cancelled'; byClient: boolean }
  | { kind: 'completed'; reviewUrl: string; sendAfter: Date; expiresAt: Date };

/** Each message type on or off, and the reminder's lead time: a business without settings has these. */
export interface WhatsAppSettings {
  sendConfirmation: boolean;
  sendReminder: boolean;
  sendChangeNotice: boolean;
  sendReviewRequest: boolean;
  reminderHours: number;
}

export const DEFAULT_WHATSAPP_SETTINGS: WhatsAppSettings = {
  sendConfirmation: true,
  sendReminder: true,
  sendChangeNotice: true,
  sendReviewRequest: true,
  reminderHours: WHATSAPP_REMINDER_HOURS.default,
};

/** Whether the business has `template` go: when it is queued, and again when its moment comes. */
export function templateSwitchedOn(template: WhatsAppTemplateName, settings: WhatsAppSettings): boolean {
  switch (template) {
    case 'booking_confirmation':
      return settings.sendConfirmation;
    case 'booking_reminder':
      return settings.sendReminder;
    case 'booking_changed':
    case 'booking_cancelled':
      return settings.sendChangeNotice;
    case 'review_request':
      return settings.sendReviewRequest;
    // The customer asked for it by joining the waitlist; the counter sends a receipt when asked to.
    case 'waitlist_offer':
    case 'comanda_receipt':
      return true;
  }
}

/** The appointment and its client, as the change's transaction reads them. */
export interface WhatsAppAppointment {
  appointmentId: string;
  businessId: string;
  clientId: string;
  clientName: string;
  /** The client's number in E.164. */
  phone: string;
  language: WhatsAppLanguage;
  businessName: string;
  timeZone: string;
  serviceName: string;
  professionalName: string;
  startsAt: Date;
  settings: WhatsAppSettings;
}

/** The quick replies' payloads of the booking confirmation, in its button order. */
export const replyPayloads = (token: string) => WHATSAPP_REPLY_ACTIONS.map((action) => replyPayload(action, token));

/** Whom a message goes to: a client of a business who takes WhatsApp messages, about an appointment or not. */
export type Recipient = Pick<WhatsAppAppointment, 'businessId' | 'clientId' | 'phone' | 'language'> & {
  appointmentId?: string;
};

function message(
  a: Recipient,
  template: WhatsAppTemplateName,
  params: readonly string[],
  extra: Partial<OutgoingMessage> & { dedupeKey: string },
  buttonPayloads?: string[],
): OutgoingMessage {
  const bodyParameters = params.map(whatsAppParameter);
  return {
    // The same kinds as the e-mails: a reminder is withdrawn with its appointment, a review ask once reviewed.
    kind: template,
    to: a.phone,
    subject: WHATSAPP_TEMPLATE_CATALOG[template].texts[a.language].title,
    text: renderWhatsAppTemplate(template, a.language, bodyParameters),
    businessId: a.businessId,
    ...(a.appointmentId ? { appointmentId: a.appointmentId } : {}),
    whatsapp: {
      type: 'template',
      template,
      language: a.language,
      bodyParameters,
      ...(buttonPayloads ? { buttonPayloads } : {}),
      clientId: a.clientId,
    },
    ...extra,
  };
}

/**
 * The messages of `event` for a client who takes WhatsApp messages; `replyToken` is the
 * appointment's, for the confirmation's buttons. Dedupe keys carry the time, so a retried change
 * writes each message once.
 */
export function whatsAppMessagesFor(
  event: WhatsAppEvent,
  a: WhatsAppAppointment,
  now: Date,
  replyToken: string | null,
): OutgoingMessage[] {
  const { settings } = a;
  const at = a.startsAt.toISOString();
  const id = a.appointmentId;
  const appointment = [
    firstName(a.clientName),
    a.businessName,
    a.serviceName,
    a.professionalName,
    whatsAppMoment(a.startsAt, a.timeZone, a.language),
  ];
  const messages: OutgoingMessage[] = [];
  const reminder = () => {
    const remindAt = addHours(a.startsAt, -settings.reminderHours);
    if (!templateSwitchedOn('booking_reminder', settings) || remindAt <= now) return;
    messages.push(
      message(a, 'booking_reminder', appointment, {
        sendAfter: remindAt,
        expiresAt: a.startsAt,
        dedupeKey: `whatsapp-reminder:${id}:${at}`,
      }),
    );
  };
  switch (event.kind) {
    case 'booked':
      if (templateSwitchedOn('booking_confirmation', settings) && replyToken)
        messages.push(
          message(
            a,
            'booking_confirmation',
            appointment,
            { dedupeKey: `whatsapp-confirmation:${id}` },
            replyPayloads(replyToken),
          ),
        );
      reminder();
      break;
    case 'moved':
      if (templateSwitchedOn('booking_changed', settings) && !event.byClient)
        messages.push(message(a, 'booking_changed', appointment, { dedupeKey: `whatsapp-changed:${id}:${at}` }));
      reminder();
      break;
    case 'cancelled':
      if (templateSwitchedOn('booking_cancelled', settings) && !event.byClient)
        messages.push(message(a, 'booking_cancelled', appointment, { dedupeKey: `whatsapp-cancelled:${id}` }));
      break;
    case 'completed':
      if (templateSwitchedOn('review_request', settings))
        messages.push(
          message(a, 'review_request', [firstName(a.clientName), a.businessName, a.serviceName, event.reviewUrl], {
            sendAfter: event.sendAfter,
            expiresAt: event.expiresAt,
            dedupeKey: `whatsapp-review:${id}`,
          }),
        );
      break;
  }
  return messages;
}

/** Whether `settings` has the confirmation go, so a reply token is worth making. */
export const needsReplyToken = (event: WhatsAppEvent, settings: WhatsAppSettings) =>
  event.kind === 'booked' && templateSwitchedOn('booking_confirmation', settings);

/** A time opened for a customer on the waitlist (docs/booking.md): its claim link, valid until `expiresAt`. */
export function waitlistOfferWhatsApp(
  to: Recipient,
  offer: {
    offerId: string;
    clientName: string;
    businessName: string;
    serviceName: string;
    professionalName: string;
    startsAt: Date;
    timeZone: string;
    expiresAt: Date;
    url: string;
  },
): OutgoingMessage {
  const params = [
    firstName(offer.clientName),
    offer.businessName,
    offer.serviceName,
    offer.professionalName,
    whatsAppMoment(offer.startsAt, offer.timeZone, to.language),
    offer.url,
  ];
  return message(to, 'waitlist_offer', params, {
    expiresAt: offer.expiresAt,
    dedupeKey: `whatsapp-waitlist-offer:${offer.offerId}`,
  });
}

/** A closed comanda's receipt, sent from the counter (docs/counter.md). */
export function comandaReceiptWhatsApp(
  to: Recipient,
  receipt: {
    comandaId: string;
    sentAt: Date;
    clientName: string;
    businessName: string;
    number: string;
    total: string;
    paid: string;
  },
): OutgoingMessage {
  return message(
    to,
    'comanda_receipt',
    [firstName(receipt.clientName), receipt.businessName, receipt.number, receipt.total, receipt.paid],
    { dedupeKey: `whatsapp-receipt:${receipt.comandaId}:${receipt.sentAt.getTime()}` },
  );
}
