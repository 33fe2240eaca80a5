import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client, CreateClientBody, ListClientsResponse } from '../../../contracts/clients.ts';
import { apiFetch } from '../api-fetch.ts';
import { queryString } from '../query-string.ts';
import { clientsQueryKey } from './query-keys.ts';

/** Where the list of clients downloads as CSV (the server sends it as an attachment). */
export const CLIENTS_EXPORT_URL = '/api/clients/export.csv';

export interface ListClientsParams {
  /** Matches name, phone or e-mail, ignoring accents and case (on the server). */
  search?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/** The clients page pages through them; the booking form's picker asks for a few with `limit`. */
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

export function useClients(params: ListClientsParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...listClientsQueryOptions(params), enabled });
}

/** Also used by the booking form, which registers a client with just a name and a phone. */
export function createClient(body: CreateClientBody): Promise<Client> {
  return apiFetch<Client>('/api/clients', { method: 'POST', body: JSON.stringify(body) });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
