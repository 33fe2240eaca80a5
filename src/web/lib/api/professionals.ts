import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateProfessionalBody,
  ListProfessionalsResponse,
  Professional,
  UpdateProfessionalBody,
} from '../../../contracts/professionals.ts';
import { apiFetch } from '../api-fetch.ts';
import { queryString } from '../query-string.ts';
import { subscriptionQueryKey } from '../session/get-subscription.ts';
import { businessSettingsQueryKey, professionalsQueryKey, usersQueryKey } from './query-keys.ts';

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

/** A partial update; a list that is sent (services, hours, breaks) replaces the old one. */
export function updateProfessional({ id, body }: { id: string; body: UpdateProfessionalBody }): Promise<Professional> {
  return apiFetch<Professional>(`/api/professionals/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify(body) });
}

export function useUpdateProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfessional,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: professionalsQueryKey });
      void queryClient.invalidateQueries({ queryKey: businessSettingsQueryKey });
    },
  });
}

/** Deletes a professional nobody booked; one with appointments answers 409 PROFESSIONAL_IN_USE. */
export function deleteProfessional(id: string): Promise<void> {
  return apiFetch<void>(`/api/professionals/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfessional,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: professionalsQueryKey });
      void queryClient.invalidateQueries({ queryKey: businessSettingsQueryKey });
      // A professional's login goes with them: the users page and the count of users in use change.
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}
