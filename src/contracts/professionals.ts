import { z } from 'zod';
import {
  commissionRateSchema,
  listQuerySchema,
  listResponse,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
  timeOfDaySchema,
  uuidSchema,
  weekdaySchema,
  weeklyHoursListSchema,
  weeklyHoursSchema,
} from './common.ts';

/** A named break; without a weekday it applies on every day the professional works. */
export const breakSchema = z
  .object({
    name: requiredText(60),
    start: timeOfDaySchema,
    end: timeOfDaySchema,
    weekday: weekdaySchema.nullish(),
  })
  .refine((b) => b.start < b.end, { error: 'validation.endBeforeStart', path: ['end'] });

export const professionalSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  specialization: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  serviceIds: z.array(z.string()),
  workingHours: z.array(weeklyHoursSchema),
  breaks: z.array(
    z.object({ name: z.string(), start: z.string(), end: z.string(), weekday: z.number().int().nullable() }),
  ),
  /**
   * The professional's own rate, or null to follow the business's standard rate. Both rates are
   * null when a professional looks at a colleague: what a colleague earns is the owner's to see.
   */
  commissionRate: z.number().nullable(),
  effectiveCommissionRate: z.number().nullable(),
  /** What they earn on the products they sell at the counter (docs/products.md); null: nothing. Hidden as above. */
  productCommissionRate: z.number().nullable(),
  active: z.boolean(),
  /** The login tied to this professional, if they have one. */
  userId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Professional = z.infer<typeof professionalSchema>;

export const createProfessionalBodySchema = z.object({
  fullName: requiredText(120),
  specialization: optionalText(120),
  phone: optionalPhone,
  email: optionalEmail,
  serviceIds: z.array(uuidSchema).max(200).default([]),
  workingHours: weeklyHoursListSchema.default([]),
  breaks: z.array(breakSchema).max(50).default([]),
  commissionRate: commissionRateSchema.nullish(),
  productCommissionRate: commissionRateSchema.nullish(),
  active: z.boolean().optional(),
});
export type CreateProfessionalBody = z.input<typeof createProfessionalBodySchema>;

/** A partial update; a list that is sent (serviceIds, workingHours, breaks) replaces the old one. */
export const updateProfessionalBodySchema = z.object({
  fullName: requiredText(120).optional(),
  specialization: optionalText(120),
  phone: optionalPhone,
  email: optionalEmail,
  serviceIds: z.array(uuidSchema).max(200).optional(),
  workingHours: weeklyHoursListSchema.optional(),
  breaks: z.array(breakSchema).max(50).optional(),
  commissionRate: commissionRateSchema.nullish(),
  productCommissionRate: commissionRateSchema.nullish(),
  active: z.boolean().optional(),
});
export type UpdateProfessionalBody = z.input<typeof updateProfessionalBodySchema>;

export const listProfessionalsQuerySchema = listQuerySchema.extend({
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  serviceId: uuidSchema.optional(),
});
export const listProfessionalsResponseSchema = listResponse(professionalSchema);
export type ListProfessionalsResponse = z.infer<typeof listProfessionalsResponseSchema>;
