import { describe, expect, it } from 'vitest';
import { computeSubscriptionState, type BillingRecord } from './subscription.ts';

const at = (iso: string) => new Date(iso);
const base: BillingRecord = { plan: 'business', subscriptionStatus: 'trialing', trialEndsAt: at('2026-01-08T00:00:00Z'), currentPeriodEnd: null };

describe('computeSubscriptionState', () => {
  it('is trialing until the trial ends, then trial_expired', () => {
    expect(computeSubscriptionState(base, at('2026-01-07T23:59:59Z'))).toMatchObject({ status: 'trialing', trialExpired: false, userLimit: 10 });
    expect(computeSubscriptionState(base, at('2026-01-08T00:00:00Z'))).toMatchObject({ status: 'trial_expired', trialExpired: true, subscriptionExpired: false });
  });

  it('keeps a paid plan active to the end of its period, even cancelled or past due', () => {
    const paid = { ...base, subscriptionStatus: 'active' as const, currentPeriodEnd: at('2026-02-01T00:00:00Z') };
    expect(computeSubscriptionState(paid, at('2026-01-31T00:00:00Z')).status).toBe('active');
    expect(computeSubscriptionState({ ...paid, subscriptionStatus: 'canceled' }, at('2026-01-31T00:00:00Z')).status).toBe('active');
    expect(computeSubscriptionState({ ...paid, subscriptionStatus: 'past_due' }, at('2026-02-01T00:00:01Z'))).toMatchObject({
      status: 'expired',
      subscriptionExpired: true,
    });
    expect(computeSubscriptionState(paid, at('2026-02-02T00:00:00Z')).status).toBe('expired');
  });

  it('treats an active subscription without a period end as open-ended, and none as none', () => {
    expect(computeSubscriptionState({ ...base, subscriptionStatus: 'active' }, at('2030-01-01T00:00:00Z')).status).toBe('active');
    expect(computeSubscriptionState({ ...base, subscriptionStatus: 'none' }, at('2026-01-01T00:00:00Z'))).toMatchObject({
      status: 'none',
      trialExpired: false,
      subscriptionExpired: false,
    });
  });
});
