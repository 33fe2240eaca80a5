import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommissionPayment, MarkCommissionsPaidBody } from '../../../../contracts/commissions.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { refreshCommissions } from './list-commissions.ts';

/**
 * Marks a professional's pending lines of the month paid. 409 COMMISSIONS_CHANGED when the pending
 * total is no longer `expectedCents` (the figures are asked again), 409 NOTHING_TO_PAY.
 */
export function markCommissionsPaid(body: MarkCommissionsPaidBody): Promise<CommissionPayment> {
  return apiFetch<CommissionPayment>('/api/commissions/pay', { method: 'POST', body: JSON.stringify(body) });
}

export function useMarkCommissionsPaid() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markCommissionsPaid, onSettled: () => refreshCommissions(queryClient) });
}
