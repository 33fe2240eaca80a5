import type { MeResponse, SessionResponse } from '../../../contracts/session.ts';
import type { SubscriptionResponse } from '../../../contracts/subscription.ts';

type QueryState<T> = { status: 'pending' } | { status: 'error' } | { status: 'success'; data: T };

/** The page every back-office route leads to while the owner has closed the business. */
export const BUSINESS_CLOSED_PATH = '/empresa-encerrada';

export type GuardDecision =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'redirect'; to: '/auth' | typeof BUSINESS_CLOSED_PATH | '/trial-expired' | '/subscription-expired' }
  /** A super admin of the platform without a business of their own: the panel is theirs, and they are told why. */
  | { kind: 'superAdminPanel' }
  | { kind: 'allowed'; me: MeResponse; subscription: SubscriptionResponse };

/**
 * The order of docs/accounts.md: loading → no session or profile → trial expired → subscription
 * expired; which page a person may open is each page's own guard (page-access.tsx). A business its
 * owner closed (docs/business-closing.md) comes before the subscription: closed is closed, whatever
 * the plan, for the owner and the professionals. Someone signed in without a business who is a
 * super admin goes to their panel, not to /auth.
 */
export function decideRouteAccess(
  session: QueryState<SessionResponse>,
  subscription: QueryState<SubscriptionResponse>,
): GuardDecision {
  if (session.status === 'pending') return { kind: 'loading' };
  if (session.status === 'error') return { kind: 'error' };
  const me = session.data?.me ?? null;
  if (me === null) return session.data?.isSuperAdmin ? { kind: 'superAdminPanel' } : { kind: 'redirect', to: '/auth' };
  if (me.business.closedAt !== null) return { kind: 'redirect', to: BUSINESS_CLOSED_PATH };
  if (subscription.status === 'pending') return { kind: 'loading' };
  if (subscription.status === 'error') return { kind: 'error' };
  if (subscription.data.trial_expired) return { kind: 'redirect', to: '/trial-expired' };
  if (subscription.data.subscription_expired) return { kind: 'redirect', to: '/subscription-expired' };
  return { kind: 'allowed', me, subscription: subscription.data };
}
