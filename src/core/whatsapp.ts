/*
 * What the outbox holds for a WhatsApp message (docs/whatsapp.md): a template with its
 * parameters, or — inside the 24-hour window a client's own message opens — a plain text.
 */

/** The templates Agendo sends, each approved in pt_BR and en_US. */
export const WHATSAPP_TEMPLATES = [
  'booking_confirmation',
  'booking_reminder',
  'booking_changed',
  'booking_cancelled',
  'review_request',
  'waitlist_offer',
  'comanda_receipt',
] as const;
export type WhatsAppTemplateName = (typeof WHATSAPP_TEMPLATES)[number];

/**
 * The e-mail (its kind in the outbox) that tells an online booking's customer what a template
 * told, and that goes when the template could not be delivered; the reminder and the review ask
 * have none.
 */
export const EMAIL_INSTEAD_OF: Partial<Record<WhatsAppTemplateName, string>> = {
  booking_confirmation: 'booking_confirmation',
  booking_changed: 'booking_moved',
  booking_cancelled: 'booking_cancelled',
};

/** How many hours before the appointment a business may have the reminder go (24 unless it chooses). */
export const WHATSAPP_REMINDER_HOURS = { min: 1, max: 72, default: 24 } as const;

/** The platform's language codes. */
export type WhatsAppLanguage = 'pt_BR' | 'en_US';

export function whatsAppLanguage(locale: 'pt-BR' | 'en-US'): WhatsAppLanguage {
  return locale === 'pt-BR' ? 'pt_BR' : 'en_US';
}

export type WhatsAppPayload =
  | {
      type: 'template';
      template: WhatsAppTemplateName;
      language: WhatsAppLanguage;
      /** The body's {{1}}, {{2}}, … in order. */
      bodyParameters: string[];
      /** Each quick-reply button's payload, in the template's button order. */
      buttonPayloads?: string[];
      clientId: string;
    }
  | { type: 'text'; body: string; clientId: string };

/** What a quick-reply button of the booking confirmation asks, in the template's button order. */
export const WHATSAPP_REPLY_ACTIONS = ['confirm', 'cancel', 'reschedule'] as const;
export type WhatsAppReplyAction = (typeof WHATSAPP_REPLY_ACTIONS)[number];

/** A button's payload: its action and the appointment's reply token ('confirm:<token>'). */
export function replyPayload(action: WhatsAppReplyAction, token: string): string {
  return `${action}:${token}`;
}

/** The action and token a payload carries, or null when it is not one of ours. */
export function readReplyPayload(payload: string): { action: WhatsAppReplyAction; token: string } | null {
  const match = /^(confirm|cancel|reschedule):([\w-]{8,200})$/.exec(payload);
  return match ? { action: match[1] as WhatsAppReplyAction, token: match[2]! } : null;
}
