import { toE164 } from '../../../core/phone.ts';
import { AppError } from '../../errors.ts';

/**
 * A phone someone typed, as it is kept: E.164, read in the business's country when written
 * without its country code (docs/whatsapp.md); null when blank. What cannot be a phone number is
 * refused under its field (`field`, e.g. 'phone' or 'client.phone') with 400 INVALID_PHONE.
 */
export function enteredPhone(written: string | null | undefined, country: string, field: string): string | null {
  const trimmed = written?.trim() ?? '';
  if (trimmed === '') return null;
  const e164 = toE164(trimmed, country);
  if (!e164) throw new AppError('INVALID_PHONE', 400, { fields: { [field]: 'validation.phoneNumber' } });
  return e164;
}

/** Consent to WhatsApp messages needs a phone to send them to: 400 under the phone's field. */
export function requirePhoneForConsent(phone: string | null, field: string): void {
  if (!phone) throw new AppError('VALIDATION_ERROR', 400, { fields: { [field]: 'validation.consentNeedsPhone' } });
}
