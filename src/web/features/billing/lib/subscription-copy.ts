import { getPlan, isDowngrade, planCurrencyFor, type PlanKey } from '../../../../core/plans.ts';
import type { SubscriptionResponse } from '../../../../contracts/subscription.ts';
import type { Copy, SubscriptionState } from '../../../components/subscription-banner.tsx';
import type { Currency } from '../../../lib/money.ts';

/** The status line of the subscription page: where the subscription stands, with its date. */
export function statusCopy(state: SubscriptionState, formatDate: (iso: string) => string): Copy {
  switch (state.kind) {
    case 'trialing':
      return state.daysLeft === 0 || !state.endsAt
        ? { key: 'billing.status.trialEndsToday' }
        : { key: 'billing.status.trialing', values: { count: state.daysLeft, date: formatDate(state.endsAt) } };
    case 'active':
      return state.renewsAt
        ? { key: 'billing.status.activeRenews', values: { date: formatDate(state.renewsAt) } }
        : { key: 'billing.status.active' };
    case 'cancelling':
      return state.endsAt
        ? { key: 'billing.status.cancellingUntil', values: { date: formatDate(state.endsAt) } }
        : { key: 'billing.status.cancelling' };
    case 'pastDue':
      return state.graceEndsAt
        ? { key: 'billing.status.pastDueUntil', values: { date: formatDate(state.graceEndsAt) } }
        : { key: 'billing.status.pastDue' };
    case 'trialExpired':
      return { key: 'billing.status.trialExpired' };
    case 'expired':
      return { key: 'billing.status.expired' };
    case 'none':
      return { key: 'billing.status.none' };
  }
}

/** The currency the business's plan is shown in: what it pays in, or the interface's before the first payment. */
export function billingCurrencyOf(subscription: SubscriptionResponse, language: string): Currency {
  return subscription.billingCurrency ?? planCurrencyFor(language);
}

/**
 * What picking `target` in the change-plan dialog does: nothing (the plan in force), an upgrade now,
 * or a downgrade at the end of the paid period — refused while more users have access than it allows.
 */
export type PlanChange =
  { kind: 'current' } | { kind: 'upgrade' } | { kind: 'downgrade'; startsAt: string | null; tooManyUsers: boolean };

export function planChange(subscription: SubscriptionResponse, target: PlanKey): PlanChange {
  if (target === subscription.plan) return { kind: 'current' };
  if (!isDowngrade(subscription.plan, target)) return { kind: 'upgrade' };
  return {
    kind: 'downgrade',
    startsAt: subscription.currentPeriodEnd,
    tooManyUsers: subscription.usersUsed > getPlan(target).userLimit,
  };
}

/**
 * Whether the business has a subscription at the card provider (from its first checkout until it
 * is cancelled for good): then it has a card to update, a plan to change and a renewal to cancel.
 */
export function hasProviderSubscription(subscription: SubscriptionResponse): boolean {
  return subscription.providerStatus !== null && subscription.providerStatus !== 'canceled';
}
