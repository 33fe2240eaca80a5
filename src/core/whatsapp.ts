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
] as const;
export type WhatsAppTemplateName = (typeof WHATSAPP_TEMPLATES)[number];

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
