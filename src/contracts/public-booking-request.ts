import { z } from 'zod/mini';
import { MAX_VISIT_STEPS } from '../core/visits.ts';
import { publicBookingDetailsSchema } from './public-booking-body.ts';

/*
 * The whole body of a public booking, in zod's mini build like the details it carries
 * (public-booking-body.ts). Only the server imports it: the booking page checks the details alone,
 * and what a module builds when it loads is in the page's bundle whether it is used or not.
 */

const id = z.uuid({ error: 'validation.id' });

export const createPublicBookingBodySchema = z.object({
  serviceId: id,
  professionalId: id,
  startsAt: z.iso.datetime({ offset: true, error: 'validation.datetime' }),
  /**
   * A visit of several services: the services after the first, in order, each with the
   * professional its free time named (listVisitSlots); each starts when the one before it ends.
   */
  nextSteps: z.optional(
    z.array(z.object({ serviceId: id, professionalId: id })).check(z.maxLength(MAX_VISIT_STEPS - 1)),
  ),
  /** When the booking asks a deposit (docs/deposits.md): pay it by PIX (the default) or card. */
  depositMethod: z.optional(z.enum(['pix', 'card'])),
  ...publicBookingDetailsSchema.shape,
});
export type CreatePublicBookingBody = z.input<typeof createPublicBookingBodySchema>;
