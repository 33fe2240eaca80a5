import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { refreshCommissions } from './list-commissions.ts';

/** Undoes a payment while `undoableUntil` holds; 409 COMMISSION_PAYMENT_FINAL after. */
export function undoCommissionPayment(id: string): Promise<void> {
  return apiFetch<void>(`/api/commissions/payments/${encodeURIComponent(id)}/undo`, { method: 'POST' });
}

export function useUndoCommissionPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoCommissionPayment, onSettled: () => refreshCommissions(queryClient) });
}
