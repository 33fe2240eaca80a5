import { z } from 'zod/mini';

/*
 * The bodies the public review pages send (/avaliar/{token} and /avaliar/b/{businessId}), written
 * with zod's mini build like the booking page's (public-booking-body.ts): the server validates
 * the request with them, and the light pages check what the customer typed with the same
 * schemas without shipping classic zod to the phone. Import only 'zod/mini' here.
 */

/** The most characters each field takes (the forms' maxLength too). */
export const REVIEW_LIMITS = { comment: 1000, email: 255, website: 200 } as const;

/** 1 to 5 whole stars, and an optional plain-text comment (trimmed; a blank one is none). */
export const submitReviewBodySchema = z.object({
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  comment: z.nullish(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(REVIEW_LIMITS.comment)),
      z.transform((v) => (v === '' ? null : v)),
    ),
  ),
});
export type SubmitReviewBody = z.input<typeof submitReviewBodySchema>;

/** The e-mail a customer booked with, to receive their personal review link; `website` only robots fill in. */
export const requestReviewLinkBodySchema = z.object({
  email: z.string().check(
    z.trim(),
    z.maxLength(REVIEW_LIMITS.email, { error: 'validation.emailTooLong' }),
    z.refine((v) => z.regexes.email.test(v), { error: 'validation.email' }),
  ),
  website: z.optional(z.string().check(z.maxLength(REVIEW_LIMITS.website))),
});
export type RequestReviewLinkBody = z.input<typeof requestReviewLinkBodySchema>;
