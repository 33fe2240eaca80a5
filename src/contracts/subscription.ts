import { z } from 'zod';
import { PLAN_KEYS } from '../core/plans.ts';

/** The SPEC's check-subscription answer, with its two flags under their SPEC names. */
export const subscriptionResponseSchema = z.object({
  plan: z.enum(PLAN_KEYS),
  status: z.enum(['trialing', 'active', 'trial_expired', 'expired', 'none']),
  trialEndsAt: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  usersUsed: z.number().int(),
  userLimit: z.number().int(),
  trial_expired: z.boolean(),
  subscription_expired: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
