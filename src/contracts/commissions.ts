import { z } from 'zod';
import { commissionRateSchema, uuidSchema } from './common.ts';

/**
 * Commissions (docs/metrics.md): one line per completed appointment of a month, price × the
 * rate in force, and one per tip or service added at the chair of a closed comanda; paid lines
 * never change, a later change to a paid appointment or comanda adds an adjustment line. The owner sees everyone; a professional, only their own, read-only.
 */
export const monthSchema = z.string().regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, { error: 'validation.month' });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' });

export const listCommissionsQuerySchema = z.object({
  month: monthSchema,
  /** With a professional, their lines come too (the statement). A professional always gets their own. */
  professionalId: uuidSchema.optional(),
});

export const commissionLineSchema = z.object({
  id: z.string(),
  /** The appointment, or null for a comanda's line (a tip, a service added at the chair). */
  appointmentId: z.string().nullable(),
  /** The comanda a comanda's line comes from, by its number; null for an appointment's. */
  comandaNumber: z.number().int().nullable(),
  professionalId: z.string(),
  /**
   * When the appointment starts, or when the comanda closed (ISO); an adjustment's may be of an
   * earlier month.
   */
  startsAt: z.iso.datetime(),
  /** The service, or the comanda line's description. */
  serviceName: z.string(),
  /** Null for a walk-in sale without a client. */
  clientName: z.string().nullable(),
  /**
   * commission: an appointment's or a service added at the chair; tip: a tip, wholly the
   * professional's; adjustment: a change noticed after it was paid.
   */
  kind: z.enum(['commission', 'adjustment', 'tip']),
  /** A tip's line (an adjustment of a tip too). */
  tip: z.boolean(),
  baseCents: z.number().int(),
  /** Percent, two decimals. */
  rate: z.number(),
  amountCents: z.number().int(),
  status: z.enum(['pending', 'paid']),
  paidOn: isoDate.nullable(),
});
export type CommissionLine = z.infer<typeof commissionLineSchema>;

export const commissionPaymentSchema = z.object({
  id: z.string(),
  paidOn: isoDate,
  amountCents: z.number().int(),
  lines: z.number().int(),
  recordedAt: z.iso.datetime(),
  /** Until when the payment may still be undone; null when it no longer may. */
  undoableUntil: z.iso.datetime().nullable(),
});
export type CommissionPayment = z.infer<typeof commissionPaymentSchema>;

export const professionalCommissionsSchema = z.object({
  professionalId: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** Their own rate, or null when the standard rate applies. */
  ownRate: z.number().nullable(),
  effectiveRate: z.number(),
  serviceRates: z.array(z.object({ serviceId: z.string(), serviceName: z.string(), rate: z.number() })),
  /** What the rates apply to: the services' lines (tips are not a base). */
  baseCents: z.number().int(),
  /** The tips among the lines (in pending and paid too). */
  tipsCents: z.number().int(),
  pendingCents: z.number().int(),
  paidCents: z.number().int(),
  lineCount: z.number().int(),
  payments: z.array(commissionPaymentSchema),
});
export type ProfessionalCommissions = z.infer<typeof professionalCommissionsSchema>;

export const commissionsResponseSchema = z.object({
  month: monthSchema,
  currency: z.enum(['BRL', 'USD']),
  standardRate: z.number(),
  /** When the month's lines were last recalculated; null when never. */
  calculatedAt: z.iso.datetime().nullable(),
  /** Appointments whose lines differ from what Recalcular would write now (0: up to date). */
  outdated: z.number().int(),
  /**
   * True when the month's lines are not yet what Recalcular would write: the figures and lines are
   * then what it would write (the report's), not yet recorded. Paying records them first.
   */
  preview: z.boolean(),
  professionals: z.array(professionalCommissionsSchema),
  totals: z.object({
    baseCents: z.number().int(),
    tipsCents: z.number().int(),
    pendingCents: z.number().int(),
    paidCents: z.number().int(),
  }),
  /** The lines of the professional asked for (or the professional's own); empty otherwise. */
  lines: z.array(commissionLineSchema),
});
export type CommissionsResponse = z.infer<typeof commissionsResponseSchema>;

export const recalculateCommissionsBodySchema = z.object({ month: monthSchema });
export type RecalculateCommissionsBody = z.input<typeof recalculateCommissionsBodySchema>;
export const recalculateCommissionsResponseSchema = z.object({
  month: monthSchema,
  /** Lines written or changed, and pending lines removed, by this run (0 and 0 when nothing changed). */
  written: z.number().int(),
  removed: z.number().int(),
});
export type RecalculateCommissionsResponse = z.infer<typeof recalculateCommissionsResponseSchema>;

export const markCommissionsPaidBodySchema = z.object({
  month: monthSchema,
  professionalId: uuidSchema,
  /** The day the professional was paid (business-local); today when absent. */
  paidOn: isoDate.optional(),
  /** The pending total the owner saw; when the figures changed meanwhile, 409 COMMISSIONS_CHANGED. */
  expectedCents: z.number().int(),
});
export type MarkCommissionsPaidBody = z.input<typeof markCommissionsPaidBodySchema>;

export const undoCommissionPaymentParamsSchema = z.object({ id: uuidSchema });

export const updateCommissionRatesBodySchema = z.object({
  /** The professional's rate per service; a service left out uses their own or the standard rate. */
  serviceRates: z.array(z.object({ serviceId: uuidSchema, rate: commissionRateSchema })).max(500),
});
export type UpdateCommissionRatesBody = z.input<typeof updateCommissionRatesBodySchema>;

export const exportCommissionsQuerySchema = listCommissionsQuerySchema;
