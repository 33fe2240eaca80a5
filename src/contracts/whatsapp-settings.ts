import { z } from 'zod';
import { WHATSAPP_REMINDER_HOURS } from '../core/whatsapp.ts';

/*
 * The business's WhatsApp settings (docs/whatsapp.md), the owner's:
 * - getWhatsAppSettings    GET /api/whatsapp/settings                              → WhatsAppSettingsResponse
 * - updateWhatsAppSettings PUT /api/whatsapp/settings  UpdateWhatsAppSettingsBody  → WhatsAppSettingsResponse
 */

/** This calendar month's messages on the business's clock: shown, never capped (every plan has unlimited WhatsApp). */
export const whatsAppUsageSchema = z.object({
  /** 'YYYY-MM' on the business's clock. */
  month: z.string(),
  /** Messages that went out (all but those refused for good), by WhatsApp's pricing category. */
  sent: z.object({
    utility: z.number().int(),
    marketing: z.number().int(),
    authentication: z.number().int(),
    service: z.number().int(),
  }),
  /** Messages the platform refused for good (not delivered, not counted as sent). */
  failed: z.number().int(),
  /** Messages customers sent to the business. */
  received: z.number().int(),
});
export type WhatsAppUsage = z.infer<typeof whatsAppUsageSchema>;

export const whatsAppSettingsResponseSchema = z.object({
  sendConfirmation: z.boolean(),
  sendReminder: z.boolean(),
  sendChangeNotice: z.boolean(),
  sendReviewRequest: z.boolean(),
  /** How many hours before the appointment the reminder goes. */
  reminderHours: z.number().int(),
  /**
   * Where this server's messages go: the WhatsApp Business Platform, or the built-in test
   * WhatsApp, which keeps them and sends nothing out.
   */
  delivery: z.enum(['platform', 'test']),
  /** The test WhatsApp's page shows the kept messages (a local server without SMTP). */
  testPage: z.boolean(),
  usage: whatsAppUsageSchema,
});
export type WhatsAppSettingsResponse = z.infer<typeof whatsAppSettingsResponseSchema>;

/** Every setting at once. */
export const updateWhatsAppSettingsBodySchema = z.object({
  sendConfirmation: z.boolean(),
  sendReminder: z.boolean(),
  sendChangeNotice: z.boolean(),
  sendReviewRequest: z.boolean(),
  reminderHours: z.number().int().min(WHATSAPP_REMINDER_HOURS.min).max(WHATSAPP_REMINDER_HOURS.max),
});
export type UpdateWhatsAppSettingsBody = z.infer<typeof updateWhatsAppSettingsBodySchema>;
