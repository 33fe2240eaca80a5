import { z } from 'zod';

/**
 * Why a WhatsApp message did not go, as the screens say it: its moment came before it could go
 * ('expired'), its client no longer takes WhatsApp messages ('not_allowed'), the business switched
 * its kind off ('switched_off'), or the platform refused it ('platform', in the platform's words).
 */
export const WHATSAPP_FAILURE_REASONS = ['expired', 'not_allowed', 'switched_off', 'platform'] as const;
export const whatsAppFailureReasonSchema = z.enum(WHATSAPP_FAILURE_REASONS);
export type WhatsAppFailureReason = z.infer<typeof whatsAppFailureReasonSchema>;
