import { getPlan, type PlanKey } from './plans.ts';

/** What the business row says about billing. */
export interface BillingRecord {
  plan: PlanKey;
  subscriptionStatus: 'trialing' | 'active' | 'past_due' | 'canceled' | 'none';
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
}

export type SubscriptionStatus = 'trialing' | 'active' | 'trial_expired' | 'expired' | 'none';

export interface SubscriptionState {
  plan: PlanKey;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  userLimit: number;
  trialExpired: boolean;
  subscriptionExpired: boolean;
}

/**
 * The subscription state at `now`. A trial ends at `trialEndsAt`; a paid subscription stays
 * active until the end of the period it paid for, even when cancelled or past due.
 */
export function computeSubscriptionState(billing: BillingRecord, now: Date): SubscriptionState {
  const status = statusAt(billing, now);
  return {
    plan: billing.plan,
    status,
    trialEndsAt: billing.trialEndsAt,
    currentPeriodEnd: billing.currentPeriodEnd,
    userLimit: getPlan(billing.plan).userLimit,
    trialExpired: status === 'trial_expired',
    subscriptionExpired: status === 'expired',
  };
}

function statusAt(billing: BillingRecord, now: Date): SubscriptionStatus {
  const periodOpen = billing.currentPeriodEnd !== null && now < billing.currentPeriodEnd;
  switch (billing.subscriptionStatus) {
    case 'trialing':
      return billing.trialEndsAt !== null && now < billing.trialEndsAt ? 'trialing' : 'trial_expired';
    case 'active':
      return billing.currentPeriodEnd === null || periodOpen ? 'active' : 'expired';
    case 'past_due':
    case 'canceled':
      return periodOpen ? 'active' : 'expired';
    case 'none':
      return 'none';
  }
}
