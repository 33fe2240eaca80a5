import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListUsersResponse } from '../../../../contracts/users.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { usersQueryKey } from '../../../lib/api/query-keys.ts';

/** The people with a login, how many the plan allows and how many are used (the owner counts). */
export function listUsers(signal?: AbortSignal): Promise<ListUsersResponse> {
  return apiFetch<ListUsersResponse>('/api/users', { signal });
}

export function listUsersQueryOptions() {
  return queryOptions({ queryKey: usersQueryKey, queryFn: ({ signal }) => listUsers(signal) });
}

/** `select` shapes what the page shows (its search, its order) without asking the server again. */
export function useUsers<Selected = ListUsersResponse>({
  select,
}: { select?: (data: ListUsersResponse) => Selected } = {}) {
  return useQuery({ ...listUsersQueryOptions(), select });
}
