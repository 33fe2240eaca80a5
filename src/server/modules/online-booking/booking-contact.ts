import type { CreatePublicBookingBody } from '../../../contracts/online-booking.ts';
import { whatsappConsentWords } from '../../../contracts/whatsapp-consent.ts';
import { phoneDigits } from '../../../core/search-text.ts';
import { AppError } from '../../errors.ts';
import type { ClientContact } from '../clients/client-matching.ts';
import { enteredPhone } from '../clients/entered-phone.ts';
import type { BookingSettings } from './booking-settings.repository.ts';

/**
 * The customer's contact as a booking keeps it: the contacts the business requires (at least one
 * of phone and e-mail), the phone read into E.164 in the business's country (400 INVALID_PHONE),
 * and the WhatsApp consent when the box was checked — the words the page showed, in its language,
 * at `now`. Not checking the box records nothing, so it never takes an earlier consent away.
 */
export function bookingContact(
  body: Pick<CreatePublicBookingBody, 'client' | 'whatsappConsent'>,
  settings: Pick<BookingSettings, 'requirePhone' | 'requireEmail'>,
  country: string,
  now: Date,
): ClientContact {
  const written = body.client.phone?.trim() || null;
  const email = body.client.email?.trim().toLowerCase() || null;
  const missing: Record<string, string> = {};
  if (settings.requirePhone && !written) missing['client.phone'] = 'validation.required';
  if (settings.requireEmail && !email) missing['client.email'] = 'validation.required';
  if (!written && !email) missing[settings.requireEmail ? 'client.email' : 'client.phone'] = 'validation.required';
  if (body.whatsappConsent && !written) missing['client.phone'] ??= 'validation.consentNeedsPhone';
  if (Object.keys(missing).length > 0) throw new AppError('VALIDATION_ERROR', 400, { fields: missing });

  const phone = enteredPhone(written, country, 'client.phone');
  const consent = body.whatsappConsent;
  return {
    fullName: body.client.fullName.trim(),
    phone,
    email,
    phoneDigits: phone ? phoneDigits(phone) : null,
    whatsappConsent: consent
      ? { at: now, words: whatsappConsentWords(consent.words, consent.language), source: 'booking_page' }
      : null,
  };
}
