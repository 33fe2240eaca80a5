import type { MeResponse } from '../../../contracts/session.ts';
import type { SubscriptionResponse } from '../../../contracts/subscription.ts';

type QueryState<T> = { status: 'pending' } | { status: 'error' } | { status: 'success'; data: T };

/** The page every back-office route leads to while the owner has closed the business. */
export const BUSINESS_CLOSED_PATH = '/empresa-encerrada';

export type GuardDecision =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'redirect'; to: '/auth' | typeof BUSINESS_CLOSED_PATH | '/trial-expired' | '/subscription-expired' }
  | { kind: 'accessDenied' }
  | { kind: 'allowed'; me: MeResponse; subscription: SubscriptionResponse };

/**
 * SPEC 4's order: loading → no session or profile → trial expired → subscription expired; then
 * SPEC 6's admin-only pages. A business its owner closed (docs/business-closing.md) comes before
 * the subscription: closed is closed, whatever the plan, for the owner and the professionals.
 */
export function decideRouteAccess(
  me: QueryState<MeResponse | null>,
  subscription: QueryState<SubscriptionResponse>,
  adminOnly: boolean,
): GuardDecision {
  if (me.status === 'pending') return { kind: 'loading' };
  if (me.status === 'error') return { kind: 'error' };
  if (me.data === null) return { kind: 'redirect', to: '/auth' };
  if (me.data.business.closedAt !== null) return { kind: 'redirect', to: BUSINESS_CLOSED_PATH };
  if (subscription.status === 'pending') return { kind: 'loading' };
  if (subscription.status === 'error') return { kind: 'error' };
  if (subscription.data.trial_expired) return { kind: 'redirect', to: '/trial-expired' };
  if (subscription.data.subscription_expired) return { kind: 'redirect', to: '/subscription-expired' };
  if (adminOnly && me.data.profile.role !== 'admin') {
    return { kind: 'accessDenied' };
  }
  return { kind: 'allowed', me: me.data, subscription: subscription.data };
}
