import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositPolicyAnswer } from '../../../../contracts/deposits.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

export const depositPolicyQueryKey = ['deposit-policy'] as const;

/** getDepositPolicy (the owner's): the policy and every active service's rule, with its price. */
export function getDepositPolicy(signal?: AbortSignal): Promise<DepositPolicyAnswer> {
  return apiFetch<DepositPolicyAnswer>('/api/payments/deposit-policy', { signal });
}

export function useDepositPolicy() {
  return useQuery(queryOptions({ queryKey: depositPolicyQueryKey, queryFn: ({ signal }) => getDepositPolicy(signal) }));
}
