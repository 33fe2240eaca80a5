import { z } from 'zod';
import { PHONE_COUNTRIES } from '../core/phone-countries.ts';
import {
  commissionRateSchema,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
  weeklyHoursListSchema,
  weeklyHoursSchema,
} from './common.ts';

export const isValidTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

export const timeZoneSchema = z.string().max(64).refine(isValidTimeZone, { error: 'validation.timeZone' });

/** What the owner still has to do before the business can take bookings. */
export const setupChecklistSchema = z.object({
  businessDetails: z.boolean(),
  openingHours: z.boolean(),
  service: z.boolean(),
  professional: z.boolean(),
  readyForBookings: z.boolean(),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;

export const businessSettingsSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  timeZone: z.string(),
  currency: z.enum(['BRL', 'USD']),
  /** The country whose numbering a phone written without its country code belongs to. */
  country: z.enum(PHONE_COUNTRIES),
  openingHours: z.array(weeklyHoursSchema),
  /**
   * The standard commission rate in percent, for professionals without their own; null for a
   * professional, as it is what their colleagues earn.
   */
  defaultCommissionRate: z.number().nullable(),
  /** The owner closed the guided setup (it stays closed). */
  setupDismissed: z.boolean(),
  /** Events in the professionals' connected calendars show only "Agendo" (docs/calendars.md). */
  calendarPrivateTitles: z.boolean(),
  checklist: setupChecklistSchema,
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/** A partial update: only the fields sent change. `openingHours`, when sent, replaces the week. */
export const updateBusinessSettingsBodySchema = z.object({
  name: requiredText(120).optional(),
  phone: optionalPhone,
  email: optionalEmail,
  address: optionalText(300),
  timeZone: timeZoneSchema.optional(),
  currency: z.enum(['BRL', 'USD']).optional(),
  country: z.enum(PHONE_COUNTRIES).optional(),
  openingHours: weeklyHoursListSchema.optional(),
  defaultCommissionRate: commissionRateSchema.optional(),
  setupDismissed: z.boolean().optional(),
  calendarPrivateTitles: z.boolean().optional(),
});
export type UpdateBusinessSettingsBody = z.input<typeof updateBusinessSettingsBodySchema>;
