import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateProfessionalBody,
  ListProfessionalsResponse,
  Professional,
} from '../../../contracts/professionals.ts';
import { apiFetch } from '../api-fetch.ts';
import { queryString } from '../query-string.ts';
import { businessSettingsQueryKey, professionalsQueryKey } from './query-keys.ts';

export interface ListProfessionalsParams {
  search?: string | undefined;
  active?: boolean | undefined;
  serviceId?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

export function listProfessionals(
  params: ListProfessionalsParams,
  signal?: AbortSignal,
): Promise<ListProfessionalsResponse> {
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

export function getProfessional(id: string, signal?: AbortSignal): Promise<Professional> {
  return apiFetch<Professional>(`/api/professionals/${encodeURIComponent(id)}`, { signal });
}

export function professionalQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...professionalsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getProfessional(id, signal),
    // The edit form starts from what the server has now.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useProfessional(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...professionalQueryOptions(id), enabled });
}

export function createProfessional(body: CreateProfessionalBody): Promise<Professional> {
  return apiFetch<Professional>('/api/professionals', { method: 'POST', body: JSON.stringify(body) });
}

export function useCreateProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfessional,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: professionalsQueryKey });
      void queryClient.invalidateQueries({ queryKey: businessSettingsQueryKey });
    },
  });
}
