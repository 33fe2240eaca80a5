import { z } from 'zod';

/** "HH:MM", 00:00–23:59, on the business's local clock. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.time' });
export const weekdaySchema = z.number().int().min(0).max(6);
export const uuidSchema = z.uuid({ error: 'validation.id' });
export const idParamsSchema = z.object({ id: uuidSchema });

/** Trimmed text; an empty string becomes null, so "clear this field" is easy to send. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullish();

export const requiredText = (max: number) => z.string().trim().min(1, { error: 'validation.required' }).max(max);

/** A required e-mail address: trimmed, at most 255 characters. */
export const emailSchema = z
  .string()
  .trim()
  .max(255, { error: 'validation.emailTooLong' })
  .pipe(z.email({ error: 'validation.email' }));

export const optionalEmail = z
  .string()
  .trim()
  .max(255, { error: 'validation.emailTooLong' })
  .transform((v) => (v === '' ? null : v))
  .pipe(z.email({ error: 'validation.email' }).nullable())
  .nullish();

export const optionalPhone = z
  .string()
  .trim()
  .max(40)
  .regex(/^[+()\d\s.-]*$/, { error: 'validation.phone' })
  .transform((v) => (v === '' ? null : v))
  .nullish();

/** A time range within one day: start before end. */
export const timeRangeSchema = z
  .object({ start: timeOfDaySchema, end: timeOfDaySchema })
  .refine((r) => r.start < r.end, { error: 'validation.endBeforeStart', path: ['end'] });

export const weeklyHoursSchema = z
  .object({ weekday: weekdaySchema, start: timeOfDaySchema, end: timeOfDaySchema })
  .refine((r) => r.start < r.end, { error: 'validation.endBeforeStart', path: ['end'] });
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** Hours of one weekday must not overlap each other. */
export const weeklyHoursListSchema = z
  .array(weeklyHoursSchema)
  .max(28)
  .superRefine((list, ctx) => {
    const sorted = list
      .map((h, index) => ({ ...h, index }))
      .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
    for (let i = 1; i < sorted.length; i++) {
      const prev = sorted[i - 1]!;
      const cur = sorted[i]!;
      if (prev.weekday === cur.weekday && cur.start < prev.end) {
        ctx.addIssue({ code: 'custom', message: 'validation.hoursOverlap', path: [cur.index, 'start'] });
      }
    }
  });

export const listQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });

/** Commission rate in percent, 0–100, two decimals at most. */
export const commissionRateSchema = z.number().min(0).max(100).multipleOf(0.01);
