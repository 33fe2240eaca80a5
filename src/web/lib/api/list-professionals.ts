import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListProfessionalsResponse } from '../../../contracts/professionals.ts';
import { apiFetch } from '../api-fetch.ts';
import { queryString } from '../query-string.ts';

/** Every professionals query starts with this key: a change to one refreshes them all. */
export const professionalsQueryKey = ['professionals'] as const;

export interface ListProfessionalsParams {
  search?: string | undefined;
  active?: boolean | undefined;
  serviceId?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

export function listProfessionals(params: ListProfessionalsParams, signal?: AbortSignal): Promise<ListProfessionalsResponse> {
  return apiFetch<ListProfessionalsResponse>(`/api/professionals${queryString({ ...params })}`, { signal });
}

export function listProfessionalsQueryOptions(params: ListProfessionalsParams) {
  return queryOptions({
    queryKey: [...professionalsQueryKey, 'list', params],
    queryFn: ({ signal }) => listProfessionals(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProfessionals(params: ListProfessionalsParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...listProfessionalsQueryOptions(params), enabled });
}
