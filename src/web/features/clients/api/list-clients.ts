import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListClientsResponse } from '../../../../contracts/clients.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { queryString } from '../../../lib/query-string.ts';
import { clientsQueryKey } from './clients-query-key.ts';

export interface ListClientsParams {
  /** Matches name, phone or e-mail, ignoring accents and case (on the server). */
  search?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

export function listClients(params: ListClientsParams, signal?: AbortSignal): Promise<ListClientsResponse> {
  return apiFetch<ListClientsResponse>(`/api/clients${queryString({ ...params })}`, { signal });
}

export function listClientsQueryOptions(params: ListClientsParams) {
  return queryOptions({
    queryKey: [...clientsQueryKey, 'list', params],
    queryFn: ({ signal }) => listClients(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClients(params: ListClientsParams) {
  return useQuery(listClientsQueryOptions(params));
}
