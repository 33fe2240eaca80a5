import { z } from 'zod/mini';
import { WHATSAPP_CONSENT_LANGUAGES } from './whatsapp-consent.ts';

/*
 * What the customer types in a public booking, written with zod's mini build: the server validates
 * the request with it (public-booking-request.ts, and the OpenAPI document describes it), and the
 * booking page checks what the customer typed with the same schema, without shipping classic zod to
 * the phone. Import only 'zod/mini' here: the booking page's bundle carries whatever this file
 * imports and builds.
 */

/** The most characters each field takes (the booking form's maxLength too). */
export const PUBLIC_BOOKING_LIMITS = { fullName: 120, phone: 40, email: 255, notes: 500, website: 200 } as const;

const PHONE_CHARACTERS = /^[+()\d\s.-]*$/;
const MIN_PHONE_DIGITS = 8;

/** What the customer types: name and contact, a note, and the field only robots fill in. */
export const publicBookingDetailsSchema = z.object({
  client: z.object({
    fullName: z
      .string()
      .check(
        z.trim(),
        z.minLength(2, { error: 'validation.nameTooShort' }),
        z.maxLength(PUBLIC_BOOKING_LIMITS.fullName),
      ),
    /**
     * Blank or a number of 8 digits at least; whether it is required is the business's setting.
     * The server reads it in the business's country and keeps it in E.164 (400 INVALID_PHONE).
     */
    phone: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(PUBLIC_BOOKING_LIMITS.phone),
        z.regex(PHONE_CHARACTERS, { error: 'validation.phone' }),
        z.refine((v) => v === '' || v.replace(/\D/g, '').length >= MIN_PHONE_DIGITS, { error: 'validation.phone' }),
      ),
    ),
    /** Blank or an e-mail address (zod's own pattern); whether it is required is the business's setting. */
    email: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(PUBLIC_BOOKING_LIMITS.email, { error: 'validation.emailTooLong' }),
        z.refine((v) => v === '' || z.regexes.email.test(v), { error: 'validation.email' }),
      ),
    ),
  }),
  /** Trimmed; a blank note is stored as none. */
  notes: z.nullish(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(PUBLIC_BOOKING_LIMITS.notes)),
      z.transform((v) => (v === '' ? null : v)),
    ),
  ),
  /**
   * The customer checked the WhatsApp box: the words it showed (contracts/whatsapp-consent.ts)
   * and their language, which the server keeps with the client. Needs a phone; leaving it out
   * never takes an earlier consent away.
   */
  whatsappConsent: z.optional(
    z.object({ words: z.literal('booking-page'), language: z.enum(WHATSAPP_CONSENT_LANGUAGES) }),
  ),
  /** A field people never see: a robot that fills it in is refused. */
  website: z.optional(z.string().check(z.maxLength(PUBLIC_BOOKING_LIMITS.website))),
});
