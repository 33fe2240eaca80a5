import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDuplicatesResponse } from '../../../../contracts/clients.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { queryString } from '../../../lib/query-string.ts';
import { clientsQueryKey } from '../../../lib/api/query-keys.ts';

export interface DuplicatesParams {
  phone?: string | undefined;
  email?: string | undefined;
  /** The client being edited, who is no duplicate of themselves. */
  excludeId?: string | undefined;
}

/** Other clients that already have this phone or e-mail: a warning while typing, never a refusal. */
export function findClientDuplicates(
  params: DuplicatesParams,
  signal?: AbortSignal,
): Promise<ClientDuplicatesResponse> {
  return apiFetch<ClientDuplicatesResponse>(`/api/clients/duplicates${queryString({ ...params })}`, { signal });
}

export function clientDuplicatesQueryOptions(params: DuplicatesParams) {
  return queryOptions({
    queryKey: [...clientsQueryKey, 'duplicates', params],
    queryFn: ({ signal }) => findClientDuplicates(params, signal),
    staleTime: 30_000,
    retry: false,
  });
}

export function useClientDuplicates(params: DuplicatesParams) {
  return useQuery({ ...clientDuplicatesQueryOptions(params), enabled: Boolean(params.phone || params.email) });
}
