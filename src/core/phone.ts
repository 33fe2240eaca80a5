import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/*
 * Phones are kept in E.164 ('+5511987654321'): a number written without its country code belongs
 * to the business's country (docs/whatsapp.md). libphonenumber-js's metadata knows each country's
 * numbering; the compact set is enough to tell a valid number and to format it. It takes some
 * short Brazilian numbers for valid ones (an eight-digit local number read as an area code and a
 * short line): a Brazilian number needs its area code and its eight or nine digits.
 */

export { PHONE_COUNTRIES, type PhoneCountry } from './phone-countries.ts';

/** The E.164 form of `written`, read in `country` unless it starts with +; null when it cannot be a phone. */
export function toE164(written: string, country: string): string | null {
  const trimmed = written.trim();
  if (trimmed === '') return null;
  const parsed = parsePhoneNumberFromString(trimmed, country as CountryCode);
  if (!parsed?.isValid()) return null;
  if (parsed.country === 'BR' && parsed.nationalNumber.length < 10) return null;
  return parsed.number;
}

/** An E.164 number as its country writes it ('(11) 98765-4321' at home, '+1 212 555 0100' abroad). */
export function formatPhone(e164: string, country: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}
