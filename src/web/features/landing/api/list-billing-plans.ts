import { queryOptions } from '@tanstack/react-query';
import type { ListBillingPlansResponse } from '../../../../contracts/billing.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

/** The plans with the provider's price ids, and whether checkout is the provider's or the test one. */
export function listBillingPlans(signal?: AbortSignal): Promise<ListBillingPlansResponse> {
  return apiFetch<ListBillingPlansResponse>('/api/billing/plans', { signal });
}

/** The plans' provider price ids and the mode (stripe or test): the same for everyone. */
const billingPlansQueryKey = ['billing-plans'] as const;

export function billingPlansQueryOptions() {
  return queryOptions({
    queryKey: billingPlansQueryKey,
    queryFn: ({ signal }) => listBillingPlans(signal),
    staleTime: Infinity,
  });
}
