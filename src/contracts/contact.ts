import { z } from 'zod';
import { requiredText, uuidSchema } from './common.ts';

/**
 * Messages from signed-in people to the people who run Agendo (docs/blog.md, "Contact"): sent from
 * /enviar-mensagem, read by super admins at /mensagens-recebidas. Each message is also e-mailed to
 * every active super admin through the outbox.
 *
 * The operations (docs/permissions.md):
 * - sendContactMessage    POST  /api/contact-messages            SendContactMessageBody → 201 SentContactMessage
 *                                (any signed-in owner or professional; 429 RATE_LIMITED past CONTACT_LIMITS.perHour)
 * - listContactMessages   GET   /api/super-admin/contact-messages?box&search&limit&offset → ListContactMessagesResponse
 * - updateContactMessage  PATCH /api/super-admin/contact-messages/{id}  UpdateContactMessageBody → ContactMessage
 * Both super-admin operations answer 403 FORBIDDEN to anyone else; the page then says
 * 'Apenas super administradores podem visualizar mensagens'.
 */

export const CONTACT_LIMITS = {
  name: 120,
  email: 255,
  title: 160,
  message: 5_000,
  /** Messages one person may send in an hour. */
  perHour: 5,
} as const;

/** Every field is required (docs/blog.md: 'Por favor, preencha todos os campos'). */
export const sendContactMessageBodySchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  email: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(CONTACT_LIMITS.email, { error: 'validation.emailTooLong' })
    .pipe(z.email({ error: 'validation.email' })),
  title: requiredText(CONTACT_LIMITS.title),
  message: requiredText(CONTACT_LIMITS.message),
});
export type SendContactMessageBody = z.input<typeof sendContactMessageBodySchema>;

export const sentContactMessageSchema = z.object({ id: z.string(), createdAt: z.iso.datetime() });
export type SentContactMessage = z.infer<typeof sentContactMessageSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  title: z.string(),
  message: z.string(),
  /** The business of the person who sent it, when they had one. */
  businessName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Null while it is new (the 'novo' marker). */
  readAt: z.iso.datetime().nullable(),
  archivedAt: z.iso.datetime().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** inbox: not archived (read or not); unread: not archived and never opened; archived. */
export const CONTACT_BOXES = ['inbox', 'unread', 'archived'] as const;
export const contactBoxSchema = z.enum(CONTACT_BOXES);
export type ContactBox = z.infer<typeof contactBoxSchema>;

export const listContactMessagesQuerySchema = z.object({
  box: contactBoxSchema.default('inbox'),
  /** Part of the sender's name or e-mail, or of the title (case and accents ignored). */
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** Newest first. `unread`: messages not archived and never opened, whatever the filters (for the badges). */
export const listContactMessagesResponseSchema = z.object({
  items: z.array(contactMessageSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export type ListContactMessagesResponse = z.infer<typeof listContactMessagesResponseSchema>;

/** Mark as read or unread, archive or bring back; at least one of them. */
export const updateContactMessageBodySchema = z
  .object({ read: z.boolean().optional(), archived: z.boolean().optional() })
  .refine((body) => body.read !== undefined || body.archived !== undefined, {
    error: 'validation.required',
    path: ['read'],
  });
export type UpdateContactMessageBody = z.input<typeof updateContactMessageBodySchema>;

export const contactMessageParamsSchema = z.object({ id: uuidSchema });
