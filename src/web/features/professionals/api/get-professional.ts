import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Professional } from '../../../../contracts/professionals.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { professionalsQueryKey } from '../../../lib/api/list-professionals.ts';

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
