import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  BillingRedirectResponse,
  CancelSubscriptionBody,
  ChangePlanBody,
  ListBillingPlansResponse,
  ListInvoicesResponse,
  TestCheckout,
  TestPortalBody,
} from '../../../contracts/billing.ts';
import type { SubscriptionResponse } from '../../../contracts/subscription.ts';
import { apiFetch } from '../api-fetch.ts';
import { subscriptionQueryKey } from '../session/get-subscription.ts';
import { billingPlansQueryKey, invoicesQueryKey, testCheckoutQueryKey } from './query-keys.ts';

/** A change of plan, payment or card changes what the subscription and its invoices say. */
function refreshBilling(queryClient: QueryClient, subscription?: SubscriptionResponse): void {
  if (subscription) queryClient.setQueryData(subscriptionQueryKey, subscription);
  void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
  void queryClient.invalidateQueries({ queryKey: invoicesQueryKey });
}

/**
 * Payment happens in another tab: when the person comes back to this one, what it knows of the
 * subscription (the route guard's, the dashboard banner's) is asked for again.
 */
export function refreshBillingOnReturn(queryClient: QueryClient): void {
  window.addEventListener('focus', () => refreshBilling(queryClient), { once: true });
}

/** The plans with the provider's price ids, and whether checkout is the provider's or the test one. */
export function listBillingPlans(signal?: AbortSignal): Promise<ListBillingPlansResponse> {
  return apiFetch<ListBillingPlansResponse>('/api/billing/plans', { signal });
}

export function billingPlansQueryOptions() {
  return queryOptions({ queryKey: billingPlansQueryKey, queryFn: ({ signal }) => listBillingPlans(signal), staleTime: Infinity });
}

/**
 * Starts paying for a plan (owner only) and answers where to pay. Refusals: 401 signed out, 403 a
 * professional, 400 UNKNOWN_PRICE, 409 ALREADY_SUBSCRIBED (change the plan on /assinatura instead).
 */
export function createCheckout(priceId: string): Promise<BillingRedirectResponse> {
  return apiFetch<BillingRedirectResponse>('/api/billing/checkout', { method: 'POST', body: JSON.stringify({ price_id: priceId }) });
}

/** The card provider's portal (or Agendo's test one). 409 NO_BILLING_ACCOUNT before the first payment. */
export function createBillingPortalSession(): Promise<BillingRedirectResponse> {
  return apiFetch<BillingRedirectResponse>('/api/billing/portal', { method: 'POST' });
}

export function useBillingPortal() {
  return useMutation({ mutationFn: createBillingPortalSession });
}

/**
 * An upgrade applies now, a downgrade waits for the end of the paid period (`scheduledPlan`).
 * Refusals: 409 PLAN_BELOW_USERS_IN_USE, NO_ACTIVE_SUBSCRIPTION, SAME_PLAN.
 */
export function changePlan(body: ChangePlanBody): Promise<SubscriptionResponse> {
  return apiFetch<SubscriptionResponse>('/api/billing/plan', { method: 'POST', body: JSON.stringify(body) });
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePlan, onSuccess: (subscription) => refreshBilling(queryClient, subscription) });
}

/** true: the subscription ends at the period's end; false: it renews again. */
export function cancelSubscription(body: CancelSubscriptionBody): Promise<SubscriptionResponse> {
  return apiFetch<SubscriptionResponse>('/api/billing/cancel', { method: 'POST', body: JSON.stringify(body) });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSubscription, onSuccess: (subscription) => refreshBilling(queryClient, subscription) });
}

/** The business's invoices, newest first. */
export function listInvoices(signal?: AbortSignal): Promise<ListInvoicesResponse> {
  return apiFetch<ListInvoicesResponse>('/api/billing/invoices', { signal });
}

export function useInvoices() {
  // A payment happens in another tab or on the provider's site: coming back here asks again.
  return useQuery({ queryKey: invoicesQueryKey, queryFn: ({ signal }) => listInvoices(signal), refetchOnWindowFocus: true });
}

/** The built-in test checkout (no provider keys): what is being paid and where it stands. */
export function getTestCheckout(id: string, signal?: AbortSignal): Promise<TestCheckout> {
  return apiFetch<TestCheckout>(`/api/billing/test-checkout/${encodeURIComponent(id)}`, { signal });
}

export function useTestCheckout(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...testCheckoutQueryKey, id],
    queryFn: ({ signal }) => getTestCheckout(id, signal),
    enabled,
    // A 404 stays a 404.
    retry: false,
  });
}

/** Pays ('pay') or refuses ('decline') a test checkout, as the provider's page would. */
export function settleTestCheckout({ id, outcome }: { id: string; outcome: 'pay' | 'decline' }): Promise<TestCheckout> {
  return apiFetch<TestCheckout>(`/api/billing/test-checkout/${encodeURIComponent(id)}/${outcome}`, { method: 'POST' });
}

export function useSettleTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleTestCheckout,
    onSuccess: (checkout) => {
      queryClient.setQueryData([...testCheckoutQueryKey, checkout.id], checkout);
      refreshBilling(queryClient);
    },
  });
}

/** The test card portal's actions: update_card pays what is overdue, fail_payment makes the business past_due. */
export function runTestPortalAction(body: TestPortalBody): Promise<SubscriptionResponse> {
  return apiFetch<SubscriptionResponse>('/api/billing/test-portal', { method: 'POST', body: JSON.stringify(body) });
}

export function useTestPortalAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runTestPortalAction, onSuccess: (subscription) => refreshBilling(queryClient, subscription) });
}

/**
 * Opens the address `redirect` answers in a new tab. The tab is opened at once, inside the click —
 * a tab opened after an await is a pop-up the browser blocks — shows `waitingText` meanwhile, and
 * is closed when the request fails (the error is rethrown). When the browser refused the tab
 * anyway, this tab goes there.
 */
export async function openRedirectInNewTab(redirect: () => Promise<BillingRedirectResponse>, waitingText: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) {
    // The payment page must not be able to drive this tab (what rel="noopener" does for a link).
    tab.opener = null;
    tab.document.title = waitingText;
    tab.document.body.textContent = waitingText;
  }
  let url: string;
  try {
    ({ url } = await redirect());
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (tab && !tab.closed) tab.location.replace(new URL(url, window.location.href).href);
  else window.location.assign(url);
}

/** Where a person who is not signed in goes to sign in, coming back to `path` afterwards (the auth page checks it). */
export function signInReturningTo(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`;
}
