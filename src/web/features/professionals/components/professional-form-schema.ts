import { z } from 'zod';
import { commissionRateSchema, uuidSchema } from '../../../../contracts/common.ts';
import { breakSchema, createProfessionalBodySchema, type Professional } from '../../../../contracts/professionals.ts';
import { optionalPercentField, percentToInput } from '../../../lib/form-fields.ts';
import { weekFormSchema, weekFromHours, weekPathOfServerField, type DayHours } from '../../../lib/weekly-hours.ts';
import type { WeeklyHours } from '../../../../contracts/common.ts';

/** A break as the form holds it: the weekday is the <select>'s text, '' for every day. */
const breakFormSchema = z
  .object({ name: z.string(), start: z.string(), end: z.string(), weekday: z.string() })
  .transform((row): { name: string; start: string; end: string; weekday?: number | null } => ({
    ...row,
    weekday: row.weekday === '' ? null : Number(row.weekday),
  }))
  .pipe(breakSchema);

/** The professional form: the contract's fields, the week grid, and text for the commission rate. */
export const professionalFormSchema = z.object({
  fullName: createProfessionalBodySchema.shape.fullName,
  specialization: createProfessionalBodySchema.shape.specialization,
  phone: createProfessionalBodySchema.shape.phone,
  email: createProfessionalBodySchema.shape.email,
  serviceIds: z.array(uuidSchema).max(200),
  week: weekFormSchema,
  breaks: z.array(breakFormSchema).max(50),
  commissionRate: optionalPercentField(commissionRateSchema),
  productCommissionRate: optionalPercentField(commissionRateSchema),
  active: z.boolean(),
});
export type ProfessionalFormValues = z.input<typeof professionalFormSchema>;
export type ProfessionalFormOutput = z.output<typeof professionalFormSchema>;

export interface BreakRow {
  name: string;
  start: string;
  end: string;
  weekday: string;
}

export function professionalFormDefaults(
  professional: Professional | null,
  openingHours: readonly WeeklyHours[],
  language: string,
): ProfessionalFormValues {
  return {
    fullName: professional?.fullName ?? '',
    specialization: professional?.specialization ?? '',
    phone: professional?.phone ?? '',
    email: professional?.email ?? '',
    serviceIds: professional?.serviceIds ?? [],
    // A new professional starts with the business's opening hours.
    week: weekFromHours(professional ? professional.workingHours : openingHours) as DayHours[],
    breaks: (professional?.breaks ?? []).map((b) => ({
      name: b.name,
      start: b.start,
      end: b.end,
      weekday: b.weekday === null ? '' : String(b.weekday),
    })),
    commissionRate: percentToInput(professional?.commissionRate, language),
    productCommissionRate: percentToInput(professional?.productCommissionRate, language),
    active: professional?.active ?? true,
  };
}

/** The request body from the form's output. */
export function professionalBody(values: ProfessionalFormOutput) {
  const { week, ...rest } = values;
  return { ...rest, workingHours: week };
}

/** A server field path (`workingHours.2.end`) as the form's (`week.5.end`); the grid has a row a day. */
export function formPathOfServerField(path: string, week: readonly DayHours[]): string {
  return weekPathOfServerField(path, 'workingHours', week) ?? (path.startsWith('serviceIds') ? 'serviceIds' : path);
}
