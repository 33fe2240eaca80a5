import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListServicesResponse } from '../../../contracts/services.ts';
import { apiFetch } from '../api-fetch.ts';
import { queryString } from '../query-string.ts';

/** Every services query starts with this key: a change to a service refreshes them all. */
export const servicesQueryKey = ['services'] as const;

export interface ListServicesParams {
  search?: string | undefined;
  active?: boolean | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

export function listServices(params: ListServicesParams, signal?: AbortSignal): Promise<ListServicesResponse> {
  return apiFetch<ListServicesResponse>(`/api/services${queryString({ ...params })}`, { signal });
}

export function listServicesQueryOptions(params: ListServicesParams) {
  return queryOptions({
    queryKey: [...servicesQueryKey, 'list', params],
    queryFn: ({ signal }) => listServices(params, signal),
    // While the next search loads, the last list stays on screen.
    placeholderData: keepPreviousData,
  });
}

export function useServices(params: ListServicesParams) {
  return useQuery(listServicesQueryOptions(params));
}
