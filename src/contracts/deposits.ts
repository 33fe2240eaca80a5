import { z } from 'zod';
import { DEPOSIT_STATUSES, NO_SHOW_KEEPS } from '../core/deposits.ts';

/*
 * Deposits and no-show protection (docs/deposits.md): the business's own payment account, its
 * deposit policy and each service's rule, a booking's deposit as its customer pays it, and the test
 * payments' "pay". Money in integer cents; a percentage in basis points (10 % = 1 000).
 */

export const paymentAccountSchema = z.object({
  /** Stripe Connect, or the built-in test payments (no provider keys). */
  provider: z.enum(['stripe', 'test']),
  /** An account was created for the business. */
  connected: z.boolean(),
  /** The owner finished the provider's onboarding. */
  detailsSubmitted: z.boolean(),
  /** The account takes payments: deposits may be asked. */
  chargesEnabled: z.boolean(),
});
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

export const paymentAccountOnboardingSchema = z.object({
  /** The provider's onboarding page (in test mode, a local page that completes at once). */
  url: z.string(),
});

export const depositRuleSchema = z.object({
  kind: z.enum(['none', 'amount', 'percent', 'full']),
  /** Cents for `amount`, basis points (1–10 000) for `percent`, 0 otherwise. */
  value: z.number().int().min(0).max(100_000_000),
});

const repeatNoShowsSchema = z.object({
  /** This many no-shows … */
  count: z.number().int().min(1).max(20),
  /** … within this many days make the client pay by `rule` (when it asks more than the service's). */
  periodDays: z.number().int().min(1).max(730),
  rule: z.object({ kind: z.enum(['amount', 'percent', 'full']), value: z.number().int().min(0).max(100_000_000) }),
});

export const depositPolicySchema = z.object({
  cancelWindowHours: z.number().int().min(0).max(720),
  noShowKeeps: z.enum(NO_SHOW_KEEPS),
  holdMinutes: z.number().int().min(5).max(120),
  repeatNoShows: repeatNoShowsSchema.nullable(),
  services: z.array(
    z.object({ serviceId: z.string(), serviceName: z.string(), priceCents: z.number().int(), rule: depositRuleSchema }),
  ),
  /** DEPOSIT_HOLD_SECONDS, when the server sets every business's hold (tests and demos). */
  holdSecondsOverride: z.number().int().nullable(),
});
export type DepositPolicyAnswer = z.infer<typeof depositPolicySchema>;

const percentOk = (rule: { kind: string; value: number }) =>
  rule.kind !== 'percent' || (rule.value >= 1 && rule.value <= 10_000);

export const updateDepositPolicyBodySchema = z.object({
  cancelWindowHours: z.number().int().min(0).max(720),
  noShowKeeps: z.enum(NO_SHOW_KEEPS),
  holdMinutes: z.number().int().min(5).max(120).optional(),
  repeatNoShows: repeatNoShowsSchema
    .refine((r) => percentOk(r.rule), { error: 'validation.invalid', path: ['rule', 'value'] })
    .nullable()
    .optional(),
  /** The services whose rule changes (the others keep theirs). */
  services: z
    .array(
      z.object({
        serviceId: z.uuid({ error: 'validation.id' }),
        rule: depositRuleSchema.refine(percentOk, { error: 'validation.invalid', path: ['value'] }),
      }),
    )
    .max(500)
    .optional(),
});
export type UpdateDepositPolicyBody = z.input<typeof updateDepositPolicyBodySchema>;

/** A booking's deposit as the schedule's panel shows it (getAppointment). */
export const appointmentDepositSchema = z.object({
  amountCents: z.number().int(),
  status: z.enum(DEPOSIT_STATUSES),
  method: z.enum(['pix', 'card']).nullable(),
  /** Unpaid: when the time is released. */
  expiresAt: z.iso.datetime(),
  /** Settled: why — the customer's cancellation, the business's, a no-show, a payment after the hold, never paid. */
  settledReason: z.enum(['customer', 'business', 'no_show', 'late_payment', 'unpaid']).nullable(),
});
export type AppointmentDeposit = z.infer<typeof appointmentDepositSchema>;

/** A booking's deposit as its customer sees it (booking page, manage link). */
export const publicDepositSchema = z.object({
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  method: z.enum(['pix', 'card']).nullable(),
  /** Unpaid: when the hold ends and the time is released. */
  expiresAt: z.iso.datetime(),
  /** PIX: the "copia e cola" code, which is also the QR code's content, and until when it can be paid. */
  pix: z.object({ code: z.string(), expiresAt: z.iso.datetime().nullable() }).nullable(),
  /**
   * Card: the PaymentIntent's client secret for the provider's card form, the publishable key and
   * the business's connected account the form confirms on (Stripe.js's `stripeAccount`); Stripe only.
   */
  card: z
    .object({ clientSecret: z.string(), publishableKey: z.string().nullable(), stripeAccount: z.string() })
    .nullable(),
  /** Built-in test payments: the page shows a "Pay (test)" button (payTestDeposit). */
  test: z.boolean(),
  /** Paid and not settled: what a cancellation by the customer now would do, and the last moment it is refunded. */
  onCustomerCancel: z.enum(['refund', 'keep']).nullable(),
  refundableUntil: z.iso.datetime().nullable(),
  /** What a no-show keeps under the policy. */
  noShowKeeps: z.enum(NO_SHOW_KEEPS),
});
export type PublicDeposit = z.infer<typeof publicDepositSchema>;

export const startDepositPaymentBodySchema = z.object({ method: z.enum(['pix', 'card']) });
export type StartDepositPaymentBody = z.infer<typeof startDepositPaymentBodySchema>;

export const depositsReportQuerySchema = z.object({
  from: z.iso.date({ error: 'validation.date' }),
  to: z.iso.date({ error: 'validation.date' }),
});

export const depositsReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  currency: z.string(),
  paid: z.object({ count: z.number().int(), amountCents: z.number().int() }),
  kept: z.object({ count: z.number().int(), amountCents: z.number().int() }),
  refunded: z.object({ count: z.number().int(), amountCents: z.number().int() }),
  /** Paid deposits taken off a closed comanda's bill (its `deposit` payments) in the period. */
  onComandas: z.object({ count: z.number().int(), amountCents: z.number().int() }),
});
export type DepositsReport = z.infer<typeof depositsReportSchema>;
