/*
 * The words a person agrees to when they accept appointment messages on WhatsApp
 * (docs/whatsapp.md). A form shows the words of one key in its language and sends only the key
 * and the language; the server keeps the words it knows for them, never a text from the browser.
 * No zod here: the booking page's bundle carries whatever this file imports.
 */

/** The customer's own box on the booking page (which carries only these words). */
export const BOOKING_PAGE_CONSENT_WORDS = {
  'pt-BR': 'Quero receber confirmações e lembretes deste agendamento pelo WhatsApp.',
  'en-US': 'Send me confirmations and reminders of this booking on WhatsApp.',
} as const;

/** The box the front desk checks when the client says yes in person or on the phone. */
export const FRONT_DESK_CONSENT_WORDS = {
  'pt-BR': 'O cliente aceita receber confirmações e lembretes dos agendamentos pelo WhatsApp.',
  'en-US': 'The client agrees to receive confirmations and reminders of their appointments on WhatsApp.',
} as const;

export const WHATSAPP_CONSENT_WORDS = {
  'booking-page': BOOKING_PAGE_CONSENT_WORDS,
  'front-desk': FRONT_DESK_CONSENT_WORDS,
} as const;

export type WhatsAppConsentKey = keyof typeof WHATSAPP_CONSENT_WORDS;
export const WHATSAPP_CONSENT_LANGUAGES = ['pt-BR', 'en-US'] as const;
export type WhatsAppConsentLanguage = (typeof WHATSAPP_CONSENT_LANGUAGES)[number];

/** Where a consent was given: the booking page or the front desk. */
export type WhatsAppConsentSource = 'booking_page' | 'front_desk';

/** The words shown for `key` in `language`. */
export const whatsappConsentWords = (key: WhatsAppConsentKey, language: WhatsAppConsentLanguage): string =>
  WHATSAPP_CONSENT_WORDS[key][language];
