import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateServiceBody, ListServicesResponse, Service } from '../../../contracts/services.ts';
import { apiFetch } from '../api-fetch.ts';
import { queryString } from '../query-string.ts';
import { businessSettingsQueryKey, servicesQueryKey } from './query-keys.ts';

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

export function createService(body: CreateServiceBody): Promise<Service> {
  return apiFetch<Service>('/api/services', { method: 'POST', body: JSON.stringify(body) });
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: servicesQueryKey });
      // The setup checklist counts services.
      void queryClient.invalidateQueries({ queryKey: businessSettingsQueryKey });
    },
  });
}
