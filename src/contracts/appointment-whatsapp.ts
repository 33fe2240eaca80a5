import { z } from 'zod';
import { WHATSAPP_TEMPLATES } from '../core/whatsapp.ts';
import { whatsAppFailureReasonSchema } from './whatsapp-failure.ts';

/*
 * An appointment's WhatsApp messages as its panel on the schedule shows them (docs/whatsapp.md):
 * the ones waiting in the outbox for their moment, then each one sent and how far it got.
 */

export const appointmentWhatsAppMessageSchema = z.object({
  id: z.string(),
  /** The template it was sent as, or null for a text (an answer to the client's button). */
  template: z.enum(WHATSAPP_TEMPLATES).nullable(),
  /** 'queued': waiting in the outbox; the rest as the platform reported it. */
  status: z.enum(['queued', 'accepted', 'sent', 'delivered', 'read', 'failed']),
  /** When it reached its status; for a queued one, the moment it is due. */
  at: z.iso.datetime(),
  /** Why a failed one failed (whatsapp-failure.ts). */
  reason: whatsAppFailureReasonSchema.nullable(),
  /** What the platform said when it refused the message, in its own words. */
  error: z.string().nullable(),
  /** A failed one whose client gets the same news by e-mail (sent or on its way). */
  emailed: z.boolean(),
});
export type AppointmentWhatsAppMessage = z.infer<typeof appointmentWhatsAppMessageSchema>;
