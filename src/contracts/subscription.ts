import { z } from 'zod';
import { PLAN_KEYS } from '../core/plans.ts';

/** getSubscription's answer (docs/billing.md); the route guard reads its two snake_case flags. */
export const subscriptionResponseSchema = z.object({
  plan: z.enum(PLAN_KEYS),
  /** What the business may do now: past_due is a paid subscription inside its 7-day grace. */
  status: z.enum(['trialing', 'active', 'past_due', 'trial_expired', 'expired', 'none']),
  /** The card-payment provider's own word, null before the first payment. */
  providerStatus: z.enum(['trialing', 'active', 'past_due', 'canceled']).nullable(),
  trialEndsAt: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  /** The subscription ends at currentPeriodEnd instead of renewing. */
  cancelAtPeriodEnd: z.boolean(),
  /** When the card is charged next; null when nothing will be charged. */
  nextChargeAt: z.iso.datetime().nullable(),
  /** A downgrade waiting for the end of the paid period. */
  scheduledPlan: z.enum(PLAN_KEYS).nullable(),
  /** While past_due: the end of the grace period, after which the subscription is expired. */
  graceEndsAt: z.iso.datetime().nullable(),
  /** The currency the business pays its plan in (the checkout's), or the interface's before. */
  billingCurrency: z.enum(['BRL', 'USD']).nullable(),
  usersUsed: z.number().int(),
  userLimit: z.number().int(),
  trial_expired: z.boolean(),
  subscription_expired: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
