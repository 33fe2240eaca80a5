import type { MessageKey } from '../i18n/i18n.ts';

/** What the customer types in the last step. `website` is the honeypot that people never see. */
export interface CustomerDetails {
  fullName: string;
  phone: string;
  email: string;
  notes: string;
  website: string;
}

export type DetailsField = 'fullName' | 'phone' | 'email' | 'notes';

export const EMPTY_DETAILS: CustomerDetails = { fullName: '', phone: '', email: '', notes: '', website: '' };

export const LIMITS = { fullName: 120, phone: 40, email: 255, notes: 500 } as const;

// The same rules as createPublicBookingBodySchema (and zod's e-mail pattern), so the browser
// refuses what the server would, without shipping zod to the phone.
const PHONE_CHARACTERS = /^[+()\d\s.-]*$/;
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The first problem of each field, as a message key; an empty object when all is well. */
export function validateDetails(
  details: CustomerDetails,
  required: { requirePhone: boolean; requireEmail: boolean },
): Partial<Record<DetailsField, MessageKey>> {
  const errors: Partial<Record<DetailsField, MessageKey>> = {};
  const fullName = details.fullName.trim();
  const phone = details.phone.trim();
  const email = details.email.trim();

  if (fullName === '') errors.fullName = 'details.errors.nameRequired';
  else if (fullName.length < 2) errors.fullName = 'details.errors.nameTooShort';
  else if (fullName.length > LIMITS.fullName) errors.fullName = 'details.errors.nameTooLong';

  if (phone === '') {
    if (required.requirePhone) errors.phone = 'details.errors.phoneRequired';
  } else if (phone.length > LIMITS.phone || !PHONE_CHARACTERS.test(phone) || phone.replace(/\D/g, '').length < 8) {
    errors.phone = 'details.errors.phoneInvalid';
  }

  if (email === '') {
    if (required.requireEmail) errors.email = 'details.errors.emailRequired';
  } else if (email.length > LIMITS.email || !EMAIL.test(email)) {
    errors.email = 'details.errors.emailInvalid';
  }

  if (details.notes.trim().length > LIMITS.notes) errors.notes = 'details.errors.notesTooLong';
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

/** The request's `client`, `notes` and `website`: blanks left out, the honeypot sent as it is. */
export function bookingPayload(details: CustomerDetails) {
  const phone = details.phone.trim();
  const email = details.email.trim();
  const notes = details.notes.trim();
  return {
    client: { fullName: details.fullName.trim(), ...(phone ? { phone } : {}), ...(email ? { email } : {}) },
    ...(notes ? { notes } : {}),
    ...(details.website ? { website: details.website } : {}),
  };
}
