import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListUsersResponse } from '../../../../contracts/users.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

export const usersQueryKey = ['users'] as const;

/** The people with a login, how many the plan allows and how many are used (the owner counts). */
export function listUsers(signal?: AbortSignal): Promise<ListUsersResponse> {
  return apiFetch<ListUsersResponse>('/api/users', { signal });
}

export function listUsersQueryOptions() {
  return queryOptions({ queryKey: usersQueryKey, queryFn: ({ signal }) => listUsers(signal) });
}

export function useUsers() {
  return useQuery(listUsersQueryOptions());
}
