import { PUBLIC_BOOKING_LIMITS, publicBookingDetailsSchema } from '../../../contracts/public-booking-body.ts';
import type { WhatsAppConsentLanguage } from '../../../contracts/whatsapp-consent.ts';
import type { MessageKey } from '../i18n/i18n.ts';

/** What the customer types in the last step. `website` is the honeypot that people never see. */
export interface CustomerDetails {
  fullName: string;
  phone: string;
  email: string;
  notes: string;
  website: string;
  /** The WhatsApp box, unchecked until the customer checks it. */
  whatsapp: boolean;
}

export type DetailsField = 'fullName' | 'phone' | 'email' | 'notes';

/** A field's problem: a message key of ours, or a text the server already translated. */
export type FieldProblem = { key: MessageKey } | { text: string };

/** The words of `problem` in the page's language. */
export const problemText = (problem: FieldProblem, tr: (key: MessageKey) => string): string =>
  'key' in problem ? tr(problem.key) : problem.text;

export const EMPTY_DETAILS: CustomerDetails = {
  fullName: '',
  phone: '',
  email: '',
  notes: '',
  website: '',
  whatsapp: false,
};

export const LIMITS = PUBLIC_BOOKING_LIMITS;

/** The page's words for a field the contract's schema refused (the schema's own keys are the API's). */
const INVALID: Record<DetailsField, (issue: { code: string }) => MessageKey> = {
  fullName: (issue) => (issue.code === 'too_big' ? 'details.errors.nameTooLong' : 'details.errors.nameTooShort'),
  phone: () => 'details.errors.phoneInvalid',
  email: () => 'details.errors.emailInvalid',
  notes: () => 'details.errors.notesTooLong',
};

/**
 * The first problem of each field, as a message key; an empty object when all is well. The
 * contract's schema judges the values; which contacts are required is the business's setting.
 */
export function validateDetails(
  details: CustomerDetails,
  required: { requirePhone: boolean; requireEmail: boolean },
): Partial<Record<DetailsField, MessageKey>> {
  const errors: Partial<Record<DetailsField, MessageKey>> = {};
  // The consent's language does not change what is valid.
  const checked = publicBookingDetailsSchema.safeParse(bookingPayload(details, 'pt-BR'));
  for (const issue of checked.error?.issues ?? []) {
    const field = detailsFieldOf(issue.path.join('.'));
    if (field) errors[field] ??= INVALID[field](issue);
  }
  if (details.fullName.trim() === '') errors.fullName = 'details.errors.nameRequired';
  if (required.requirePhone && details.phone.trim() === '') errors.phone = 'details.errors.phoneRequired';
  if (details.whatsapp && details.phone.trim() === '') errors.phone ??= 'details.errors.phoneForWhatsApp';
  if (required.requireEmail && details.email.trim() === '') errors.email = 'details.errors.emailRequired';
  return errors;
}

/** The server's field paths (`client.phone`) as the form's fields; null for one the form has not. */
export function detailsFieldOf(serverPath: string): DetailsField | null {
  switch (serverPath) {
    case 'client.fullName':
      return 'fullName';
    case 'client.phone':
      return 'phone';
    case 'client.email':
      return 'email';
    case 'notes':
      return 'notes';
    default:
      return null;
  }
}

/**
 * The request's `client`, `notes`, `website` and `whatsappConsent`: blanks left out, the honeypot
 * sent as it is, and a checked WhatsApp box as the key of the words shown, in the page's language.
 */
export function bookingPayload(details: CustomerDetails, language: WhatsAppConsentLanguage) {
  const phone = details.phone.trim();
  const email = details.email.trim();
  const notes = details.notes.trim();
  return {
    client: { fullName: details.fullName.trim(), ...(phone ? { phone } : {}), ...(email ? { email } : {}) },
    ...(notes ? { notes } : {}),
    ...(details.website ? { website: details.website } : {}),
    ...(details.whatsapp ? { whatsappConsent: { words: 'booking-page' as const, language } } : {}),
  };
}
