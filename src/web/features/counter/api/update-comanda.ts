import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comanda, UpdateComandaBody } from '../../../../contracts/counter.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { comandaListsQueryKey, comandaQueryKey } from '../../../lib/api/query-keys.ts';

/** updateComanda: an open comanda's lines and discount, from the version read (409 COMANDA_CHANGED otherwise). */
export function updateComanda({ id, ...body }: UpdateComandaBody & { id: string }): Promise<Comanda> {
  return apiFetch<Comanda>(`/api/comandas/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(body) });
}

export function useUpdateComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComanda,
    onSuccess: (comanda) => queryClient.setQueryData(comandaQueryKey(comanda.id), comanda),
    onSettled: () => queryClient.invalidateQueries({ queryKey: comandaListsQueryKey }),
  });
}
