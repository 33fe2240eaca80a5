import { describe, expect, it } from 'vitest';
import { computeSubscriptionState, type BillingRecord } from './subscription.ts';

const at = (iso: string) => new Date(iso);
const base: BillingRecord = {
  plan: 'business',
  subscriptionStatus: 'trialing',
  trialEndsAt: at('2026-01-08T00:00:00Z'),
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  scheduledPlan: null,
  pastDueSince: null,
  billingCurrency: null,
  hasSubscription: false,
};
const paid: BillingRecord = {
  ...base,
  plan: 'pro',
  subscriptionStatus: 'active',
  currentPeriodEnd: at('2026-02-01T00:00:00Z'),
  hasSubscription: true,
  billingCurrency: 'BRL',
};

describe('computeSubscriptionState', () => {
  it('is trialing until the trial ends, then trial_expired', () => {
    expect(computeSubscriptionState(base, at('2026-01-07T23:59:59Z'))).toMatchObject({
      status: 'trialing',
      trialExpired: false,
      userLimit: 10,
      providerStatus: null,
      nextChargeAt: null,
    });
    expect(computeSubscriptionState(base, at('2026-01-08T00:00:00Z'))).toMatchObject({
      status: 'trial_expired',
      trialExpired: true,
      subscriptionExpired: false,
    });
  });

  it('keeps a paid plan active to the end of its period, charging next at that end', () => {
    expect(computeSubscriptionState(paid, at('2026-01-31T00:00:00Z'))).toMatchObject({
      status: 'active',
      providerStatus: 'active',
      nextChargeAt: at('2026-02-01T00:00:00Z'),
      userLimit: 5,
    });
  });

  it('waits two days for the word of a renewal, then calls the subscription expired', () => {
    expect(computeSubscriptionState(paid, at('2026-02-02T23:59:59Z')).status).toBe('active');
    expect(computeSubscriptionState(paid, at('2026-02-03T00:00:00Z'))).toMatchObject({
      status: 'expired',
      subscriptionExpired: true,
    });
  });

  it('ends a cancelled subscription exactly at the end of what was paid, with nothing more to charge', () => {
    const cancelling = { ...paid, cancelAtPeriodEnd: true };
    expect(computeSubscriptionState(cancelling, at('2026-01-31T23:59:59Z'))).toMatchObject({
      status: 'active',
      nextChargeAt: null,
      cancelAtPeriodEnd: true,
    });
    expect(computeSubscriptionState(cancelling, at('2026-02-01T00:00:00Z')).status).toBe('expired');
    const deleted = { ...paid, subscriptionStatus: 'canceled' as const };
    expect(computeSubscriptionState(deleted, at('2026-01-31T00:00:00Z')).status).toBe('active');
    expect(computeSubscriptionState(deleted, at('2026-02-01T00:00:00Z')).status).toBe('expired');
  });

  it('gives a failed charge 7 days of grace, then expires', () => {
    const pastDue = {
      ...paid,
      subscriptionStatus: 'past_due' as const,
      currentPeriodEnd: at('2026-03-01T00:00:00Z'),
      pastDueSince: at('2026-02-01T00:00:00Z'),
    };
    expect(computeSubscriptionState(pastDue, at('2026-02-07T23:59:59Z'))).toMatchObject({
      status: 'past_due',
      providerStatus: 'past_due',
      graceEndsAt: at('2026-02-08T00:00:00Z'),
      nextChargeAt: null,
      subscriptionExpired: false,
    });
    expect(computeSubscriptionState(pastDue, at('2026-02-08T00:00:00Z'))).toMatchObject({
      status: 'expired',
      subscriptionExpired: true,
      graceEndsAt: null,
    });
  });

  it('holds new logins to the smaller limit while a downgrade waits', () => {
    expect(
      computeSubscriptionState({ ...paid, plan: 'business', scheduledPlan: 'basico' }, at('2026-01-10T00:00:00Z')),
    ).toMatchObject({ userLimit: 10, loginLimit: 2, scheduledPlan: 'basico' });
  });

  it('treats an active subscription without a period end as open-ended, and none as none', () => {
    expect(computeSubscriptionState({ ...paid, currentPeriodEnd: null }, at('2030-01-01T00:00:00Z')).status).toBe(
      'active',
    );
    expect(computeSubscriptionState({ ...base, subscriptionStatus: 'none' }, at('2026-01-01T00:00:00Z'))).toMatchObject(
      {
        status: 'none',
        trialExpired: false,
        subscriptionExpired: false,
      },
    );
  });
});
