import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositPolicyAnswer, UpdateDepositPolicyBody } from '../../../../contracts/deposits.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { depositPolicyQueryKey } from './get-deposit-policy.ts';

/** updateDepositPolicy: the policy, and the rules of the services named (the others keep theirs). */
export function updateDepositPolicy(body: UpdateDepositPolicyBody): Promise<DepositPolicyAnswer> {
  return apiFetch<DepositPolicyAnswer>('/api/payments/deposit-policy', { method: 'PUT', body: JSON.stringify(body) });
}

export function useUpdateDepositPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDepositPolicy,
    onSuccess: (policy) => queryClient.setQueryData(depositPolicyQueryKey, policy),
  });
}
