import { z } from 'zod/mini';
import { MAX_VISIT_STEPS } from '../core/visits.ts';
import { publicBookingDetailsSchema } from './public-booking-body.ts';

/*
 * The body of joining a waitlist from the booking page, written with zod's mini build like the
 * booking's (public-booking-body.ts): the page validates with it too.
 */

const id = z.uuid({ error: 'validation.id' });
const day = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'validation.date' }));

/** The most days one wait spans. */
export const WAITLIST_MAX_DAYS = 31;

export const joinWaitlistBodySchema = z
  .object({
    /** The services in order, each with a professional or null for anyone who does it. */
    steps: z
      .array(z.object({ serviceId: id, professionalId: z.nullable(id) }))
      .check(z.minLength(1), z.maxLength(MAX_VISIT_STEPS)),
    /** The first and last day the customer could come, on the business's calendar. */
    from: day,
    to: day,
    client: publicBookingDetailsSchema.shape.client,
    whatsappConsent: publicBookingDetailsSchema.shape.whatsappConsent,
    website: publicBookingDetailsSchema.shape.website,
  })
  .check(
    z.refine((body) => body.from <= body.to, { error: 'validation.endBeforeStart', path: ['to'] }),
    z.refine((body) => Date.parse(body.to) - Date.parse(body.from) < WAITLIST_MAX_DAYS * 86_400_000, {
      error: 'validation.rangeTooLong',
      path: ['to'],
    }),
  );
export type JoinWaitlistBody = z.input<typeof joinWaitlistBodySchema>;
