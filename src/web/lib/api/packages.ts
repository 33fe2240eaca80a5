import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientPackagesResponse, ListPackagesResponse } from '../../../contracts/packages.ts';
import { apiFetch } from '../api-fetch.ts';
import { queryString } from '../query-string.ts';
import { clientPackagesQueryKey, packagesQueryKey } from './query-keys.ts';

export interface ListPackagesParams {
  search?: string | undefined;
  active?: boolean | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/** listPackages: the owner's packages page and the counter's package picker. */
export function listPackages(params: ListPackagesParams, signal?: AbortSignal): Promise<ListPackagesResponse> {
  return apiFetch<ListPackagesResponse>(`/api/packages${queryString({ ...params })}`, { signal });
}

export function usePackages(params: ListPackagesParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...packagesQueryKey, 'list', params],
    queryFn: ({ signal }) => listPackages(params, signal),
    // While the next search loads, the last list stays on screen.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** getClientPackages: the packages a client bought, with their sessions; the client's page and the counter. */
export function getClientPackages(clientId: string, signal?: AbortSignal): Promise<ClientPackagesResponse> {
  return apiFetch<ClientPackagesResponse>(`/api/clients/${encodeURIComponent(clientId)}/packages`, { signal });
}

export function useClientPackages(clientId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: clientPackagesQueryKey(clientId ?? ''),
      queryFn: ({ signal }) => getClientPackages(clientId ?? '', signal),
      enabled: clientId !== null,
      // Sessions are used as comandas close, at any counter: ask again on each visit.
      staleTime: 0,
    }),
  );
}
