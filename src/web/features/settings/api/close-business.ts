import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessClosingState, CloseBusinessBody } from '../../../../contracts/business-closing.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { meQueryKey } from '../../../lib/session/get-me.ts';

export function closeBusiness(body: CloseBusinessBody): Promise<BusinessClosingState> {
  return apiFetch<BusinessClosingState>('/api/business/close', { method: 'POST', body: JSON.stringify(body) });
}

/** Closing: who is signed in is read again, and the route guard takes everyone to the closed page. */
export function useCloseBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeBusiness,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
