import { z } from 'zod';
import { uuidSchema } from './common.ts';
import { bookingBusinessSchema } from './online-booking.ts';

export { joinWaitlistBodySchema, type JoinWaitlistBody, WAITLIST_MAX_DAYS } from './waitlist-body.ts';

export const waitlistEntryStatusSchema = z.enum(['waiting', 'booked', 'removed']);

export const waitlistJoinedSchema = z.object({
  id: z.string(),
  status: waitlistEntryStatusSchema,
  from: z.string(),
  to: z.string(),
});
export type WaitlistJoined = z.infer<typeof waitlistJoinedSchema>;

/** A waitlist entry as the owner's list shows it. */
export const waitlistEntrySchema = z.object({
  id: z.string(),
  status: waitlistEntryStatusSchema,
  clientId: z.string(),
  clientName: z.string(),
  clientPhone: z.string().nullable(),
  clientEmail: z.string().nullable(),
  steps: z.array(
    z.object({
      serviceId: z.string(),
      serviceName: z.string(),
      professionalId: z.string().nullable(),
      professionalName: z.string().nullable(),
    }),
  ),
  from: z.string(),
  to: z.string(),
  createdAt: z.iso.datetime(),
  /** Times offered so far, and the latest offer's moment. */
  offers: z.number().int(),
  lastOfferAt: z.iso.datetime().nullable(),
  /** The appointment a claim booked (its first step). */
  appointmentId: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const listWaitlistQuerySchema = z.object({
  status: waitlistEntryStatusSchema.optional(),
});
export const listWaitlistResponseSchema = z.object({ items: z.array(waitlistEntrySchema) });
export type ListWaitlistResponse = z.infer<typeof listWaitlistResponseSchema>;

export const waitlistEntryParamsSchema = z.object({ id: uuidSchema });
export const waitlistOfferParamsSchema = z.object({ token: z.string().regex(/^[\w-]{20,64}$/) });

/**
 * An offer behind its claim link: the time, its steps, and whether it can still be claimed —
 * `open`, `claimed` (by this link: `manageToken` opens the booking), `taken` (someone else got the
 * time first) or `expired`.
 */
export const waitlistOfferSchema = z.object({
  state: z.enum(['open', 'claimed', 'taken', 'expired']),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  priceCents: z.number().int(),
  clientName: z.string(),
  steps: z.array(
    z.object({
      serviceName: z.string(),
      professionalName: z.string(),
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
    }),
  ),
  business: bookingBusinessSchema,
  manageToken: z.string().nullable(),
  /** Claimed, and its booking holds the time until its deposit is paid (docs/deposits.md): pay from the manage link. */
  depositPending: z.boolean(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;
