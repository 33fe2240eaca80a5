import { z } from 'zod';
import { whatsAppFailureReasonSchema } from './whatsapp-failure.ts';
import { requiredText, uuidSchema } from './common.ts';

/*
 * A client's WhatsApp conversation on their page (docs/whatsapp.md): the messages sent and
 * received, whether WhatsApp's 24-hour window lets the business write freely now, and the text the
 * front desk writes inside it.
 */

/** The longest text the front desk writes (WhatsApp takes up to 4096 characters). */
export const WHATSAPP_TEXT_MAX = 1000;

export const WHATSAPP_CONVERSATION_STATUSES = [
  'queued',
  'accepted',
  'sent',
  'delivered',
  'read',
  'failed',
  'received',
] as const;

export const whatsAppConversationMessageSchema = z.object({
  id: z.string(),
  /** 'in': the customer's; 'out': the business's (a template or a text). */
  direction: z.enum(['out', 'in']),
  body: z.string(),
  /** The approved template it was sent as; null for a text. */
  template: z.string().nullable(),
  /** 'queued': waiting in the outbox to be sent. */
  status: z.enum(WHATSAPP_CONVERSATION_STATUSES),
  statusAt: z.iso.datetime(),
  /** Why a failed one failed (whatsapp-failure.ts). */
  reason: whatsAppFailureReasonSchema.nullable(),
  /** What the platform said when it refused the message, in its own words. */
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

/** Why the client cannot get WhatsApp messages, when they cannot. */
export const WHATSAPP_UNREACHABLE_REASONS = ['no_phone', 'no_consent', 'opted_out', 'not_on_whatsapp'] as const;

export const clientWhatsAppConversationQuerySchema = z.object({
  /** How many of the latest messages to answer with. */
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export const clientWhatsAppConversationSchema = z.object({
  /** The latest messages, oldest first, as a chat reads. */
  messages: z.array(whatsAppConversationMessageSchema),
  /** Older messages exist beyond `limit`. */
  hasOlder: z.boolean(),
  /** WhatsApp's customer-service window: open until 24 hours after the customer's last message. */
  window: z.object({
    open: z.boolean(),
    /** When it closes, or closed; null when the customer never wrote. */
    closesAt: z.iso.datetime().nullable(),
  }),
  /** Whether the client takes WhatsApp messages at all: consented, not opted out, on WhatsApp. */
  takesWhatsApp: z.boolean(),
  reason: z.enum(WHATSAPP_UNREACHABLE_REASONS).nullable(),
  /** A text may be sent now: the client takes WhatsApp and the window is open. */
  canSend: z.boolean(),
});

/**
 * A text to the client. `idempotencyKey`, made by the sender once per text, has a repeated request
 * (a retry after a lost answer) queue it once.
 */
export const sendClientWhatsAppMessageBodySchema = z
  .object({
    text: requiredText(WHATSAPP_TEXT_MAX),
    idempotencyKey: uuidSchema,
  })
  .strict();

export type WhatsAppConversationMessage = z.infer<typeof whatsAppConversationMessageSchema>;
export type WhatsAppUnreachableReason = (typeof WHATSAPP_UNREACHABLE_REASONS)[number];
export type ClientWhatsAppConversation = z.infer<typeof clientWhatsAppConversationSchema>;
export type SendClientWhatsAppMessageBody = z.input<typeof sendClientWhatsAppMessageBodySchema>;
