import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecalculateCommissionsResponse } from '../../../../contracts/commissions.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { refreshCommissions } from './list-commissions.ts';

/** Writes the month's lines again from the appointments (paid lines stay; changes to them become adjustments). */
export function recalculateCommissions(month: string): Promise<RecalculateCommissionsResponse> {
  return apiFetch<RecalculateCommissionsResponse>('/api/commissions/recalculate', {
    method: 'POST',
    body: JSON.stringify({ month }),
  });
}

export function useRecalculateCommissions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recalculateCommissions, onSettled: () => refreshCommissions(queryClient) });
}
