import { z } from 'zod';

export const mailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(['pending', 'sent', 'failed', 'kept']),
  createdAt: z.iso.datetime(),
});
export const mailboxResponseSchema = z.object({
  items: z.array(mailboxMessageSchema),
  total: z.number().int(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export type MailboxResponse = z.infer<typeof mailboxResponseSchema>;
