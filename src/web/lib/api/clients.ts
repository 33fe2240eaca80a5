import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientDetail, ClientDuplicatesResponse, CreateClientBody, ListClientsResponse, UpdateClientBody } from '../../../contracts/clients.ts';
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

export interface DuplicatesParams {
  phone?: string | undefined;
  email?: string | undefined;
  /** The client being edited, who is no duplicate of themselves. */
  excludeId?: string | undefined;
}

/** Other clients that already have this phone or e-mail: a warning while typing, never a refusal. */
export function findClientDuplicates(params: DuplicatesParams, signal?: AbortSignal): Promise<ClientDuplicatesResponse> {
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

export function updateClient({ id, body }: { id: string; body: UpdateClientBody }): Promise<Client> {
  return apiFetch<Client>(`/api/clients/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify(body) });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}

/** Deletes a client without appointments; one with appointments answers 409 CLIENT_IN_USE. */
export function deleteClient(id: string): Promise<void> {
  return apiFetch<void>(`/api/clients/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...clientsQueryKey, 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: clientsQueryKey });
    },
  });
}
