import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListClientsResponse } from '../../../../contracts/clients.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { queryString } from '../../../lib/query-string.ts';

export const clientsQueryKey = ['clients'] as const;

/** Clients whose name, phone or e-mail match, ignoring accents and case. */
export function searchClients(search: string, signal?: AbortSignal): Promise<ListClientsResponse> {
  return apiFetch<ListClientsResponse>(`/api/clients${queryString({ search, limit: 8 })}`, { signal });
}

export function useClientSearch(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptions({
      queryKey: [...clientsQueryKey, 'list', { search, limit: 8 }],
      queryFn: ({ signal }) => searchClients(search, signal),
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}
