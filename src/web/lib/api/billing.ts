import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { BillingRedirectResponse } from '../../../contracts/billing.ts';
import type { SubscriptionResponse } from '../../../contracts/subscription.ts';
import { apiFetch } from '../api-fetch.ts';
import { subscriptionQueryKey } from '../session/get-subscription.ts';
import { invoicesQueryKey } from './query-keys.ts';

/** A change of plan, payment or card changes what the subscription and its invoices say. */
export function refreshBilling(queryClient: QueryClient, subscription?: SubscriptionResponse): void {
  if (subscription) queryClient.setQueryData(subscriptionQueryKey, subscription);
  void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
  void queryClient.invalidateQueries({ queryKey: invoicesQueryKey });
}

/** The card provider's portal (or Agendo's test one). 409 NO_BILLING_ACCOUNT before the first payment. */
export function createBillingPortalSession(): Promise<BillingRedirectResponse> {
  return apiFetch<BillingRedirectResponse>('/api/billing/portal', { method: 'POST' });
}

export function useBillingPortal() {
  return useMutation({ mutationFn: createBillingPortalSession });
}

/** Where a person who is not signed in goes to sign in, coming back to `path` afterwards (the auth page checks it). */
export function signInReturningTo(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`;
}
