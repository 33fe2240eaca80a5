import { z } from 'zod';
import { listQuerySchema, listResponse, optionalText, requiredText } from './common.ts';

export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  durationMinutes: z.number().int(),
  priceCents: z.number().int(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Service = z.infer<typeof serviceSchema>;

/**
 * The longest a service may last (the database's check says the same). The schedule's reads lean
 * on it: an appointment still running at an instant started less than this long before it.
 */
export const LONGEST_SERVICE_MINUTES = 12 * 60;

export const createServiceBodySchema = z.object({
  name: requiredText(120),
  description: optionalText(1000),
  durationMinutes: z.number().int().min(5).max(LONGEST_SERVICE_MINUTES),
  priceCents: z.number().int().min(0).max(100_000_000),
  active: z.boolean().optional(),
});
export type CreateServiceBody = z.input<typeof createServiceBodySchema>;

export const updateServiceBodySchema = createServiceBodySchema.partial();
export type UpdateServiceBody = z.input<typeof updateServiceBodySchema>;

export const listServicesQuerySchema = listQuerySchema.extend({
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const listServicesResponseSchema = listResponse(serviceSchema);
export type ListServicesResponse = z.infer<typeof listServicesResponseSchema>;
