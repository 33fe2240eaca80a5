import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionResponse } from '../../../contracts/subscription.ts';
import { apiFetch } from '../api-fetch.ts';

export const subscriptionQueryKey = ['subscription'] as const;

/** The client re-checks the subscription every 30 minutes (docs/billing.md). */
const SUBSCRIPTION_CHECK_INTERVAL_MS = 30 * 60 * 1000;

/** getSubscription: plan, status, trial and period ends, and the two flags (docs/billing.md). */
export function getSubscription(signal?: AbortSignal): Promise<SubscriptionResponse> {
  return apiFetch<SubscriptionResponse>('/api/subscription', { signal });
}

export function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => getSubscription(signal),
    refetchInterval: SUBSCRIPTION_CHECK_INTERVAL_MS,
  });
}

export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQueryOptions(), enabled });
}
