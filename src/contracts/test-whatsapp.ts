import { z } from 'zod';

/*
 * The built-in test WhatsApp (docs/whatsapp.md): the conversations this server kept because it
 * has no WhatsApp keys, and the customer's replies typed on its page.
 */

export const testWhatsAppButtonSchema = z.object({
  label: z.string(),
  /** What the platform would send back when the button is tapped (from the message as it was sent). */
  payload: z.string(),
});

export const testWhatsAppMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(['out', 'in']),
  body: z.string(),
  status: z.enum(['accepted', 'sent', 'delivered', 'read', 'failed', 'received']),
  createdAt: z.iso.datetime(),
  buttons: z.array(testWhatsAppButtonSchema),
});

export const testWhatsAppConversationSchema = z.object({
  /** E.164, with its +. */
  phone: z.string(),
  /** The number as its country writes it. */
  displayPhone: z.string(),
  /** Oldest first, as a chat reads. */
  messages: z.array(testWhatsAppMessageSchema),
});

export const testWhatsAppResponseSchema = z.object({
  /** The most recent conversation first. */
  conversations: z.array(testWhatsAppConversationSchema),
});

/** The customer's reply: a tapped button (its payload) or a text, from a number. */
export const testWhatsAppReplySchema = z
  .object({
    phone: z.string().regex(/^\+\d{6,16}$/, { error: 'validation.phone' }),
    buttonPayload: z.string().min(1).max(300).optional(),
    text: z.string().trim().min(1).max(1000).optional(),
  })
  .strict()
  .refine((reply) => (reply.buttonPayload === undefined) !== (reply.text === undefined), {
    path: ['text'],
    error: 'validation.required',
  });

export type TestWhatsAppButton = z.infer<typeof testWhatsAppButtonSchema>;
export type TestWhatsAppMessage = z.infer<typeof testWhatsAppMessageSchema>;
export type TestWhatsAppConversation = z.infer<typeof testWhatsAppConversationSchema>;
export type TestWhatsAppResponse = z.infer<typeof testWhatsAppResponseSchema>;
export type TestWhatsAppReply = z.infer<typeof testWhatsAppReplySchema>;
