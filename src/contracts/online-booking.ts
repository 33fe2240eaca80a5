import { z } from 'zod';
import { optionalText, timeOfDaySchema, uuidSchema, weeklyHoursSchema } from './common.ts';
import { MAX_VISIT_STEPS } from '../core/visits.ts';
import { bookingPageReviewsSchema } from './reviews.ts';
import { publicDepositSchema } from './deposits.ts';

export const onlineBookingStatsSchema = z.object({
  /** The last 30 days. */
  visits: z.number().int(),
  bookings: z.number().int(),
  /** Bookings per visit, 0–1. */
  conversion: z.number(),
  cancellations: z.number().int(),
});

export const onlineBookingSettingsSchema = z.object({
  businessId: z.string(),
  publicUrl: z.string(),
  enabled: z.boolean(),
  welcomeMessage: z.string().nullable(),
  windowDays: z.number().int(),
  requirePhone: z.boolean(),
  requireEmail: z.boolean(),
  autoConfirm: z.boolean(),
  minNoticeMinutes: z.number().int(),
  slotStepMinutes: z.number().int(),
  cancelUntilHours: z.number().int(),
  /** How long a waitlist offer's claim link is valid, in minutes. */
  waitlistOfferMinutes: z.number().int(),
  stats: onlineBookingStatsSchema,
});
export type OnlineBookingSettings = z.infer<typeof onlineBookingSettingsSchema>;

export const updateOnlineBookingSettingsBodySchema = z.object({
  enabled: z.boolean().optional(),
  welcomeMessage: optionalText(500),
  windowDays: z.number().int().min(1).max(365).optional(),
  requirePhone: z.boolean().optional(),
  requireEmail: z.boolean().optional(),
  autoConfirm: z.boolean().optional(),
  minNoticeMinutes: z.number().int().min(0).max(10080).optional(),
  slotStepMinutes: z
    .union([z.literal(5), z.literal(10), z.literal(15), z.literal(20), z.literal(30), z.literal(60)])
    .optional(),
  cancelUntilHours: z.number().int().min(0).max(168).optional(),
  waitlistOfferMinutes: z.number().int().min(10).max(2880).optional(),
});
export type UpdateOnlineBookingSettingsBody = z.input<typeof updateOnlineBookingSettingsBodySchema>;

export const businessIdParamsSchema = z.object({ businessId: uuidSchema });

export const publicBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  timeZone: z.string(),
  currency: z.enum(['BRL', 'USD']),
  welcomeMessage: z.string().nullable(),
  requirePhone: z.boolean(),
  requireEmail: z.boolean(),
  windowDays: z.number().int(),
  openingHours: z.array(weeklyHoursSchema),
  services: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      durationMinutes: z.number().int(),
      priceCents: z.number().int(),
      /**
       * The deposit a booking of it asks (docs/deposits.md), by the service's own rule; absent when
       * none. A client with recent no-shows may be asked more (the booking's answer says).
       */
      depositCents: z.number().int().optional(),
    }),
  ),
  /** When the business asks deposits: what a cancellation and a no-show do, and how long a time is held unpaid. */
  deposits: z
    .object({
      cancelWindowHours: z.number().int(),
      noShowKeeps: z.enum(['deposit', 'nothing']),
      holdMinutes: z.number().int(),
    })
    .optional(),
  professionals: z.array(
    z.object({
      id: z.string(),
      fullName: z.string(),
      specialization: z.string().nullable(),
      serviceIds: z.array(z.string()),
    }),
  ),
  /**
   * The rating under the business's name, once it has at least 5 visible reviews (average, count
   * and the 3 latest with replies); null before. The page's server render also puts it in the
   * page's schema.org JSON-LD as an AggregateRating.
   */
  reviews: bookingPageReviewsSchema.nullable().optional(),
});
export type PublicBusiness = z.infer<typeof publicBusinessSchema>;

/** The business a booking (or a waitlist offer) names: who, where, and its clock and money. */
export const bookingBusinessSchema = publicBusinessSchema.pick({
  id: true,
  name: true,
  address: true,
  phone: true,
  timeZone: true,
  currency: true,
});

const day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'validation.date' });

export const listAvailableSlotsQuerySchema = z
  .object({ serviceId: uuidSchema, professionalId: uuidSchema.optional(), from: day, to: day })
  .refine((q) => q.from <= q.to, { error: 'validation.endBeforeStart', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 31 * 86_400_000, {
    error: 'validation.rangeTooLong',
    path: ['to'],
  });

/** A comma-separated list in a query string, `a,b,c`, of one to MAX_VISIT_STEPS items. */
const commaList = () => z.string().transform((text) => text.split(','));
const stepCount = <T extends z.ZodType<string, string>>(item: T) => z.array(item).min(1).max(MAX_VISIT_STEPS);

export const ANY_PROFESSIONAL = 'any';

/**
 * A visit of several services: the services in order and, for each, the professional chosen or
 * `any` (whoever does it), as comma-separated lists of the same length.
 */
export const listVisitSlotsQuerySchema = z
  .object({
    serviceIds: commaList().pipe(stepCount(uuidSchema)),
    professionalIds: commaList().pipe(stepCount(z.union([uuidSchema, z.literal(ANY_PROFESSIONAL)]))),
    from: day,
    to: day,
  })
  .refine((q) => q.serviceIds.length === q.professionalIds.length, {
    error: 'validation.invalid',
    path: ['professionalIds'],
  })
  .refine((q) => q.from <= q.to, { error: 'validation.endBeforeStart', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 31 * 86_400_000, {
    error: 'validation.rangeTooLong',
    path: ['to'],
  });
export type ListVisitSlotsQuery = z.output<typeof listVisitSlotsQuerySchema>;

export const visitSlotsResponseSchema = z.object({
  timeZone: z.string(),
  /** One per start time, in order, with who does each step and when. */
  slots: z.array(
    z.object({
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
      steps: z.array(
        z.object({
          serviceId: z.string(),
          professionalId: z.string(),
          startsAt: z.iso.datetime(),
          endsAt: z.iso.datetime(),
        }),
      ),
    }),
  ),
});
export type VisitSlotsResponse = z.infer<typeof visitSlotsResponseSchema>;

export const availableSlotsResponseSchema = z.object({
  timeZone: z.string(),
  slots: z.array(z.object({ professionalId: z.string(), startsAt: z.iso.datetime(), endsAt: z.iso.datetime() })),
});
export type AvailableSlotsResponse = z.infer<typeof availableSlotsResponseSchema>;

// Written with zod/mini in its own file, so the booking page validates with it too.
export { createPublicBookingBodySchema, type CreatePublicBookingBody } from './public-booking-request.ts';

export const publicBookingCreatedSchema = z.object({
  id: z.string(),
  status: z.enum(['scheduled', 'confirmed']),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  manageToken: z.string(),
  /** Until when the customer may still cancel or move it themselves, and whether they still may. */
  changeableUntil: z.iso.datetime(),
  canChange: z.boolean(),
  /** The deposit it asks (docs/deposits.md): it holds its time until paid or until `deposit.expiresAt`. */
  deposit: publicDepositSchema.optional(),
});
export type PublicBookingCreated = z.infer<typeof publicBookingCreatedSchema>;

export const manageTokenParamsSchema = z.object({ token: z.string().regex(/^[\w-]{20,64}$/) });

export const publicBookingSchema = z.object({
  id: z.string(),
  status: z.enum(['scheduled', 'confirmed', 'completed', 'cancelled']),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  serviceId: z.string(),
  serviceName: z.string(),
  professionalId: z.string(),
  professionalName: z.string(),
  clientName: z.string(),
  priceCents: z.number().int(),
  business: bookingBusinessSchema,
  /**
   * Its services in order — one for a booking of one service. The booking's start, end and price
   * are the visit's: from the first step still open to the last, and their sum.
   */
  steps: z.array(
    z.object({
      id: z.string(),
      status: z.enum(['scheduled', 'confirmed', 'completed', 'cancelled']),
      serviceId: z.string(),
      serviceName: z.string(),
      professionalId: z.string(),
      professionalName: z.string(),
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
      priceCents: z.number().int(),
    }),
  ),
  /** Until when the customer may still cancel or move it themselves. */
  changeableUntil: z.iso.datetime(),
  canChange: z.boolean(),
  /** Its deposit, with what a cancellation by the customer now would do to it (`onCustomerCancel`). */
  deposit: publicDepositSchema.optional(),
});
export type PublicBooking = z.infer<typeof publicBookingSchema>;

export const reschedulePublicBookingBodySchema = z.object({
  startsAt: z.iso.datetime({ offset: true, error: 'validation.datetime' }),
  professionalId: uuidSchema.optional(),
  /**
   * A visit of several services: who does each step at the new time, in order (the free time's
   * steps from listVisitSlots). The whole visit moves.
   */
  professionalIds: z.array(uuidSchema).min(1).max(MAX_VISIT_STEPS).optional(),
});

export { timeOfDaySchema };
