import { z } from 'zod';
import { PLAN_KEYS } from '../core/plans.ts';

/** The plans with the provider's price ids, one of which `createCheckout` takes as `price_id` (docs/billing.md). */
export const billingPlanSchema = z.object({
  key: z.enum(PLAN_KEYS),
  priceIds: z.object({ BRL: z.string(), USD: z.string() }),
});
export const listBillingPlansResponseSchema = z.object({
  /** `test` without provider keys: checkout and the card portal are Agendo's own test pages. */
  mode: z.enum(['stripe', 'test']),
  plans: z.array(billingPlanSchema),
});
export type ListBillingPlansResponse = z.infer<typeof listBillingPlansResponseSchema>;

export const createCheckoutBodySchema = z.object({ price_id: z.string().trim().min(1).max(200) });
export type CreateCheckoutBody = z.input<typeof createCheckoutBodySchema>;

/** Where to send the person: the provider's page, or Agendo's own test checkout or portal. */
export const billingRedirectResponseSchema = z.object({ url: z.string() });
export type BillingRedirectResponse = z.infer<typeof billingRedirectResponseSchema>;

/** Change the plan of a paying business: an upgrade now, a downgrade at the end of the paid period. */
export const changePlanBodySchema = z.object({ plan: z.enum(PLAN_KEYS) });
export type ChangePlanBody = z.input<typeof changePlanBodySchema>;

export const cancelSubscriptionBodySchema = z.object({
  /** false resumes a subscription set to end at the period's end. */
  cancelAtPeriodEnd: z.boolean(),
});
export type CancelSubscriptionBody = z.input<typeof cancelSubscriptionBodySchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  amountCents: z.number().int(),
  currency: z.enum(['BRL', 'USD']),
  status: z.enum(['paid', 'open', 'void', 'uncollectible']),
  plan: z.enum(PLAN_KEYS).nullable(),
  /** The provider's receipt or invoice page; null for the test checkout's invoices. */
  receiptUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const listInvoicesResponseSchema = z.object({ items: z.array(invoiceSchema) });
export type ListInvoicesResponse = z.infer<typeof listInvoicesResponseSchema>;

/** The built-in test checkout at /checkout/teste/{id}. */
export const testCheckoutParamsSchema = z.object({ id: z.uuid() });
export const testCheckoutSchema = z.object({
  id: z.string(),
  plan: z.enum(PLAN_KEYS),
  currency: z.enum(['BRL', 'USD']),
  amountCents: z.number().int(),
  /** open: waiting for a button; paid: the subscription is active; declined: nothing changed; expired: replaced by a newer attempt. */
  status: z.enum(['open', 'paid', 'declined', 'expired']),
  businessName: z.string(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** The built-in card portal's actions (without provider keys). */
export const testPortalBodySchema = z.object({ action: z.enum(['update_card', 'fail_payment']) });
export type TestPortalBody = z.input<typeof testPortalBodySchema>;
