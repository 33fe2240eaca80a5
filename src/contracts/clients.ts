import { z } from 'zod';
import { listQuerySchema, listResponse, optionalEmail, optionalPhone, optionalText, requiredText, uuidSchema } from './common.ts';

export const clientSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Client = z.infer<typeof clientSchema>;

export const createClientBodySchema = z.object({
  fullName: requiredText(120),
  phone: optionalPhone,
  email: optionalEmail,
  notes: optionalText(2000),
});
export type CreateClientBody = z.input<typeof createClientBodySchema>;
export const updateClientBodySchema = createClientBodySchema.partial();
export type UpdateClientBody = z.input<typeof updateClientBodySchema>;

/** `search` matches name, e-mail or phone, ignoring accents and case ('joao' finds 'João'). */
export const listClientsQuerySchema = listQuerySchema;
export const listClientsResponseSchema = listResponse(clientSchema);
export type ListClientsResponse = z.infer<typeof listClientsResponseSchema>;

/** The CSV export takes the list's search, so it exports what the list shows. */
export const exportClientsQuerySchema = listQuerySchema.pick({ search: true });

/** Other clients that already have this phone or e-mail: a warning, not a refusal. */
export const clientDuplicatesQuerySchema = z.object({
  phone: z.string().trim().max(40).optional(),
  email: z.string().trim().max(255).optional(),
  excludeId: uuidSchema.optional(),
});
export const clientDuplicatesResponseSchema = z.object({
  items: z.array(clientSchema.extend({ matchedOn: z.array(z.enum(['phone', 'email'])) })),
});
export type ClientDuplicatesResponse = z.infer<typeof clientDuplicatesResponseSchema>;

export const clientHistoryItemSchema = z.object({
  id: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: z.enum(['scheduled', 'confirmed', 'completed', 'cancelled']),
  serviceName: z.string(),
  professionalName: z.string(),
  priceCents: z.number().int(),
});
export const clientDetailSchema = clientSchema.extend({
  appointments: z.array(clientHistoryItemSchema),
  /** Sum of the prices of completed appointments, in the business's currency. */
  totalSpentCents: z.number().int(),
  currency: z.enum(['BRL', 'USD']),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;
