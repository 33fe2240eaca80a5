import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCommissionRatesBody } from '../../../../contracts/commissions.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { reportsQueryKey } from '../../../lib/api/query-keys.ts';
import { refreshCommissions } from './list-commissions.ts';

/** Replaces the professional's per-service rates; a service left out uses their own or the standard rate. */
export function updateCommissionRates({
  professionalId,
  body,
}: {
  professionalId: string;
  body: UpdateCommissionRatesBody;
}): Promise<void> {
  return apiFetch<void>(`/api/commissions/rates/${encodeURIComponent(professionalId)}`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

export function useUpdateCommissionRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommissionRates,
    onSuccess: () => {
      void refreshCommissions(queryClient);
      // The report's commission column follows the rates too.
      void queryClient.invalidateQueries({ queryKey: reportsQueryKey });
    },
  });
}
