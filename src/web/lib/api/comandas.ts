import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comanda, OpenComandaBody } from '../../../contracts/counter.ts';
import { apiFetch } from '../api-fetch.ts';
import { comandaListsQueryKey, comandaQueryKey } from './query-keys.ts';

/**
 * openComanda: the comanda of an appointment's visit — the one it already has, when it was opened
 * before — or, without an appointment, a walk-in sale. The schedule's panel and the counter open them.
 */
export function openComanda(body: OpenComandaBody): Promise<Comanda> {
  return apiFetch<Comanda>('/api/comandas', { method: 'POST', body: JSON.stringify(body) });
}

export function useOpenComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openComanda,
    onSuccess: (comanda) => queryClient.setQueryData(comandaQueryKey(comanda.id), comanda),
    onSettled: () => queryClient.invalidateQueries({ queryKey: comandaListsQueryKey }),
  });
}
