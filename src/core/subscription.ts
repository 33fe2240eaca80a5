import { addDays } from 'date-fns/addDays';
import { getPlan, type PlanCurrency, type PlanKey } from './plans.ts';
import { loginLimit } from './user-limit.ts';

/** What the business row says about billing. */
export interface BillingRecord {
  plan: PlanKey;
  /** `trialing` is Agendo's own trial (no card); the others are the provider's word. */
  subscriptionStatus: 'trialing' | 'active' | 'past_due' | 'canceled' | 'none';
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  scheduledPlan: PlanKey | null;
  /** When the last charge failed; cleared by a payment. */
  pastDueSince: Date | null;
  billingCurrency: PlanCurrency | null;
  hasSubscription: boolean;
}

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'trial_expired' | 'expired' | 'none';

export interface SubscriptionState {
  plan: PlanKey;
  status: SubscriptionStatus;
  providerStatus: 'trialing' | 'active' | 'past_due' | 'canceled' | null;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  nextChargeAt: Date | null;
  scheduledPlan: PlanKey | null;
  graceEndsAt: Date | null;
  /** The plan's limit. */
  userLimit: number;
  /** The limit new logins are held to (smaller while a downgrade waits). */
  loginLimit: number;
  trialExpired: boolean;
  subscriptionExpired: boolean;
}

/** After a failed charge the business keeps working this long while the card is updated. */
export const PAST_DUE_GRACE_DAYS = 7;
/**
 * A renewal is charged at the period's end and confirmed by the provider moments later; until
 * that word arrives (or the daily reconciliation reads it) the period counts as still open.
 */
export const RENEWAL_MARGIN_DAYS = 2;

/**
 * The subscription state at `now` (docs/billing.md). A trial ends at `trialEndsAt`; a paid subscription
 * is open until the end of the period it paid for, even when set to cancel; a failed charge
 * leaves 7 days of grace. Nothing here deletes anything: an expired business only has its app
 * closed until it pays.
 */
export function computeSubscriptionState(billing: BillingRecord, now: Date): SubscriptionState {
  const status = statusAt(billing, now);
  const paying = billing.subscriptionStatus === 'active' && !billing.cancelAtPeriodEnd && status === 'active';
  return {
    plan: billing.plan,
    status,
    providerStatus:
      billing.hasSubscription && billing.subscriptionStatus !== 'none' ? billing.subscriptionStatus : null,
    trialEndsAt: billing.trialEndsAt,
    currentPeriodEnd: billing.currentPeriodEnd,
    cancelAtPeriodEnd: billing.cancelAtPeriodEnd,
    nextChargeAt: paying ? billing.currentPeriodEnd : null,
    scheduledPlan: billing.scheduledPlan,
    graceEndsAt: status === 'past_due' ? graceEnd(billing) : null,
    userLimit: getPlan(billing.plan).userLimit,
    loginLimit: loginLimit(billing.plan, billing.scheduledPlan),
    trialExpired: status === 'trial_expired',
    subscriptionExpired: status === 'expired',
  };
}

function graceEnd(billing: BillingRecord): Date | null {
  const since = billing.pastDueSince ?? billing.currentPeriodEnd;
  return since === null ? null : addDays(since, PAST_DUE_GRACE_DAYS);
}

function statusAt(billing: BillingRecord, now: Date): SubscriptionStatus {
  const end = billing.currentPeriodEnd;
  switch (billing.subscriptionStatus) {
    case 'trialing':
      return billing.trialEndsAt !== null && now < billing.trialEndsAt ? 'trialing' : 'trial_expired';
    case 'active':
      if (end === null) return 'active';
      return now < (billing.cancelAtPeriodEnd ? end : addDays(end, RENEWAL_MARGIN_DAYS)) ? 'active' : 'expired';
    case 'past_due': {
      const grace = graceEnd(billing);
      return grace !== null && now < grace ? 'past_due' : 'expired';
    }
    case 'canceled':
      return end !== null && now < end ? 'active' : 'expired';
    case 'none':
      return 'none';
  }
}
