/*
 * The countries whose numbering a business may use for the phones it is given (docs/whatsapp.md).
 * Kept apart from phone.ts so that a contract can name them without carrying the numbering
 * metadata into a page's bundle.
 */
export const PHONE_COUNTRIES = ['BR', 'US'] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];
