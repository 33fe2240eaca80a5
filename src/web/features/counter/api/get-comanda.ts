import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Comanda } from '../../../../contracts/counter.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { comandaQueryKey } from '../../../lib/api/query-keys.ts';

/** getComanda: a comanda with its lines and payments. */
export function getComanda(id: string, signal?: AbortSignal): Promise<Comanda> {
  return apiFetch<Comanda>(`/api/comandas/${encodeURIComponent(id)}`, { signal });
}

export function useComanda(id: string) {
  return useQuery(
    queryOptions({
      queryKey: comandaQueryKey(id),
      queryFn: ({ signal }) => getComanda(id, signal),
      // Edits start from the version the server has now (a stale one is refused).
      staleTime: 0,
      refetchOnMount: 'always',
    }),
  );
}
