import type { SubscriptionResponse } from '../../contracts/subscription.ts';

/** A getSubscription answer for web tests: Pro, active and paid until 2026-06-01, unless overridden. */
export function paidSubscription(overrides: Partial<SubscriptionResponse> = {}): SubscriptionResponse {
  return {
    plan: 'pro',
    status: 'active',
    providerStatus: 'active',
    trialEndsAt: null,
    currentPeriodEnd: '2026-06-01T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    nextChargeAt: '2026-06-01T12:00:00.000Z',
    scheduledPlan: null,
    graceEndsAt: null,
    billingCurrency: 'BRL',
    usersUsed: 2,
    userLimit: 5,
    trial_expired: false,
    subscription_expired: false,
    ...overrides,
  };
}
