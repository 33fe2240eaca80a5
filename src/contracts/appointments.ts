import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../core/appointment-status.ts';
import { appointmentWhatsAppMessageSchema } from './appointment-whatsapp.ts';
import { optionalText, uuidSchema } from './common.ts';
import { MAX_VISIT_STEPS, visitStepBodySchema } from './visits.ts';
import { appointmentReviewLinkSchema } from './reviews.ts';
import { appointmentDepositSchema } from './deposits.ts';

export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);

export const appointmentSchema = z.object({
  id: z.string(),
  professionalId: z.string(),
  professionalName: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  clientPhone: z.string().nullable(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: appointmentStatusSchema,
  /** The service's price when booked, in the business's currency. */
  priceCents: z.number().int(),
  notes: z.string().nullable(),
  source: z.enum(['staff', 'online']),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /**
   * The visit it is a step of: the steps of one visit of several services share it (it is the
   * first step's id); null for an appointment of one service.
   */
  visitId: z.string().nullable(),
  /** Cancelled because the client did not come (a no-show); false otherwise. */
  noShow: z.boolean(),
  /**
   * A completed appointment's personal review link (getAppointment and the status change's answer
   * only; absent from lists): null when it has none.
   */
  reviewLink: appointmentReviewLinkSchema.nullable().optional(),
  /**
   * Its WhatsApp messages, the earliest first (getAppointment and the changes' answers only;
   * absent from lists): empty when it has none.
   */
  whatsappMessages: z.array(appointmentWhatsAppMessageSchema).optional(),
  /** Its visit's deposit (docs/deposits.md; getAppointment and the changes' answers only): absent when none. */
  deposit: appointmentDepositSchema.optional(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

const instant = z.iso.datetime({ offset: true, error: 'validation.datetime' });

export const createAppointmentBodySchema = z.object({
  professionalId: uuidSchema,
  serviceId: uuidSchema,
  clientId: uuidSchema,
  startsAt: instant,
  notes: optionalText(2000),
  /** Booking outside the professional's hours or in a break needs this explicit yes. */
  allowOutsideWorkingHours: z.boolean().optional(),
  /**
   * The services after the first in a visit of several, in order: each starts when the one before
   * it ends. All are booked or none (409 SLOT_TAKEN names what is in the way).
   */
  nextSteps: z
    .array(visitStepBodySchema)
    .max(MAX_VISIT_STEPS - 1)
    .optional(),
});
export type CreateAppointmentBody = z.input<typeof createAppointmentBodySchema>;

export const listAppointmentsQuerySchema = z
  .object({
    from: instant,
    to: instant,
    professionalId: uuidSchema.optional(),
  })
  .refine((q) => q.from < q.to, { error: 'validation.endBeforeStart', path: ['to'] })
  .refine((q) => new Date(q.to).getTime() - new Date(q.from).getTime() <= 62 * 86_400_000, {
    error: 'validation.rangeTooLong',
    path: ['to'],
  });
export const listAppointmentsResponseSchema = z.object({ items: z.array(appointmentSchema), total: z.number().int() });
export type ListAppointmentsResponse = z.infer<typeof listAppointmentsResponseSchema>;

/**
 * `noShow`: a cancellation because the client did not come, once the appointment has started
 * (docs/appointment-status.md); the customer is not told of it.
 */
export const updateAppointmentStatusBodySchema = z
  .object({ status: appointmentStatusSchema, noShow: z.boolean().optional() })
  .refine((body) => !body.noShow || body.status === 'cancelled', { error: 'validation.invalid', path: ['noShow'] });

/** The price actually charged (a discount, an extra), in cents; the owner's correction. */
export const updateAppointmentPriceBodySchema = z.object({ priceCents: z.number().int().min(0).max(100_000_000) });
export type UpdateAppointmentPriceBody = z.input<typeof updateAppointmentPriceBodySchema>;

export const rescheduleAppointmentBodySchema = z.object({
  startsAt: instant,
  professionalId: uuidSchema.optional(),
  allowOutsideWorkingHours: z.boolean().optional(),
  /**
   * A step of a visit: true moves every step still open by the same time (each keeps its
   * professional but this one), all or none; false or absent moves this step alone.
   */
  wholeVisit: z.boolean().optional(),
});
export type RescheduleAppointmentBody = z.input<typeof rescheduleAppointmentBodySchema>;

export const updateAppointmentNotesBodySchema = z.object({ notes: optionalText(2000) });

/** 409 SLOT_TAKEN names what is in the way, so the person can choose another time. */
export const slotTakenDetailsSchema = z.object({
  conflict: z
    .object({
      id: z.string(),
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
      clientName: z.string(),
      serviceName: z.string(),
    })
    .nullable(),
});

export const monthlySummaryQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.month' }),
  professionalId: uuidSchema.optional(),
});
export const monthlySummarySchema = z.object({
  month: z.string(),
  byStatus: z.object({
    scheduled: z.number().int(),
    confirmed: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
  }),
  /** Not cancelled: what the month should bring in. */
  expectedRevenueCents: z.number().int(),
  /** Completed: what it did bring in. */
  realisedRevenueCents: z.number().int(),
  currency: z.enum(['BRL', 'USD']),
});
export type MonthlySummary = z.infer<typeof monthlySummarySchema>;

export const calendarFeedSchema = z.object({
  scope: z.enum(['business', 'professional']),
  professionalId: z.string().nullable(),
  name: z.string(),
  url: z.string(),
});
export const calendarFeedsResponseSchema = z.object({ items: z.array(calendarFeedSchema) });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const regenerateCalendarFeedBodySchema = z.object({ professionalId: uuidSchema.nullish() });
