import { z } from 'zod';
import { requiredText } from './common.ts';

/** Closing the business: the owner types its name to confirm (a mismatch is 400 BUSINESS_NAME_MISMATCH). */
export const closeBusinessBodySchema = z.object({
  confirmName: requiredText(200),
});
export type CloseBusinessBody = z.input<typeof closeBusinessBodySchema>;

/** Whether the business is closed: when, and when its data is erased for good (ISO instants, or null while open). */
export const businessClosingStateSchema = z.object({
  closedAt: z.string().nullable(),
  erasesAt: z.string().nullable(),
});
export type BusinessClosingState = z.infer<typeof businessClosingStateSchema>;
