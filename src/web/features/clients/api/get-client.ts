import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDetail } from '../../../../contracts/clients.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { clientsQueryKey } from '../../../lib/api/query-keys.ts';

/** A client with the appointment history and the total spent. */
export function getClient(id: string, signal?: AbortSignal): Promise<ClientDetail> {
  return apiFetch<ClientDetail>(`/api/clients/${encodeURIComponent(id)}`, { signal });
}

export function clientQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...clientsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getClient(id, signal),
    // The history changes with every appointment: ask again on each visit.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}
