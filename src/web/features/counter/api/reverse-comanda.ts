import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comanda } from '../../../../contracts/counter.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { comandaQueryKey } from '../../../lib/api/query-keys.ts';
import { refreshAfterPayments } from './close-comanda.ts';

/** reverseComanda (the owner's): a closed comanda's payments undone in the open register, with the reason. */
export function reverseComanda({ id, reason }: { id: string; reason: string }): Promise<Comanda> {
  return apiFetch<Comanda>(`/api/comandas/${encodeURIComponent(id)}/reverse`, {
    method: 'POST',
    body: JSON.stringify({ reason }),
  });
}

export function useReverseComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reverseComanda,
    onSuccess: (comanda) => queryClient.setQueryData(comandaQueryKey(comanda.id), comanda),
    onSettled: () => refreshAfterPayments(queryClient),
  });
}
