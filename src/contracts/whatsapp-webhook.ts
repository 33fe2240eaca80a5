import { z } from 'zod';

/*
 * The WhatsApp Business Platform's webhook (docs/whatsapp.md): the handshake that subscribes it,
 * and the notifications it posts — the customers' messages and the delivery statuses of ours.
 * Only the fields Agendo reads are described; every other field passes untouched.
 */

/** The platform's subscription handshake. */
export const whatsAppHandshakeQuerySchema = z.object({
  'hub.mode': z.string().max(100).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

/** A number as the platform writes it: E.164 without the +. */
const waNumber = z.string().regex(/^\d{6,16}$/);
const platformId = z.string().min(1).max(500);

export const whatsAppIncomingMessageSchema = z.looseObject({
  id: platformId,
  from: waNumber,
  timestamp: z.string().max(20).optional(),
  /** 'text', 'button', 'interactive', 'image', …: only the first three are read. */
  type: z.string().max(50),
  text: z.looseObject({ body: z.string().max(10_000) }).optional(),
  /** A template's quick-reply button: its payload is what the template was sent with. */
  button: z.looseObject({ payload: z.string().max(1000).optional(), text: z.string().max(1000).optional() }).optional(),
  interactive: z
    .looseObject({
      type: z.string().max(50),
      button_reply: z.looseObject({ id: z.string().max(1000), title: z.string().max(1000).optional() }).optional(),
    })
    .optional(),
});
export type WhatsAppIncomingMessage = z.infer<typeof whatsAppIncomingMessageSchema>;

export const whatsAppStatusSchema = z.looseObject({
  /** The id the platform gave our message when it accepted it. */
  id: platformId,
  /** 'sent', 'delivered', 'read', 'failed' (others, such as 'deleted', are not read). */
  status: z.string().max(50),
  timestamp: z.string().max(20).optional(),
  recipient_id: z.string().max(50).optional(),
  errors: z
    .array(z.looseObject({ code: z.number().int().optional(), title: z.string().max(2000).optional() }))
    .max(20)
    .optional(),
});
export type WhatsAppStatus = z.infer<typeof whatsAppStatusSchema>;

export const whatsAppWebhookSchema = z.looseObject({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(
      z.looseObject({
        changes: z
          .array(
            z.looseObject({
              field: z.string().max(100).optional(),
              value: z.looseObject({
                messages: z.array(whatsAppIncomingMessageSchema).max(1000).optional(),
                statuses: z.array(whatsAppStatusSchema).max(1000).optional(),
              }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});
export type WhatsAppWebhook = z.infer<typeof whatsAppWebhookSchema>;

export const whatsAppWebhookResponseSchema = z.object({
  received: z.literal(true),
  /** Events that took effect now, were handled before (a repeated delivery), or concern nothing Agendo knows. */
  applied: z.number().int(),
  duplicates: z.number().int(),
  ignored: z.number().int(),
});
export type WhatsAppWebhookResponse = z.infer<typeof whatsAppWebhookResponseSchema>;
