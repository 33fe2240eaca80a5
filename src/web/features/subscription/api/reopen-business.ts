import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessClosingState } from '../../../../contracts/business-closing.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

export function reopenBusiness(): Promise<BusinessClosingState> {
  return apiFetch<BusinessClosingState>('/api/business/reopen', { method: 'POST', body: '{}' });
}

/** Reopening: everything the closed business refused is read afresh. */
export function useReopenBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenBusiness,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
