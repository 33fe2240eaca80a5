import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessUser, CreateUserAccessBody, ListUsersResponse } from '../../../contracts/users.ts';
import { apiFetch } from '../api-fetch.ts';
import { subscriptionQueryKey } from '../session/get-subscription.ts';
import { professionalsQueryKey, usersQueryKey } from './query-keys.ts';

/** The people with a login, how many the plan allows and how many are used (the owner counts). */
export function listUsers(signal?: AbortSignal): Promise<ListUsersResponse> {
  return apiFetch<ListUsersResponse>('/api/users', { signal });
}

export function listUsersQueryOptions() {
  return queryOptions({ queryKey: usersQueryKey, queryFn: ({ signal }) => listUsers(signal) });
}

/** `select` shapes what the page shows (its search, its order) without asking the server again. */
export function useUsers<Selected = ListUsersResponse>({ select }: { select?: (data: ListUsersResponse) => Selected } = {}) {
  return useQuery({ ...listUsersQueryOptions(), select });
}

/**
 * Gives a professional a login, with a first password or an invitation e-mail. Refusals:
 * 409 USER_LIMIT_REACHED (the message names the plan), PROFESSIONAL_HAS_LOGIN, EMAIL_TAKEN.
 */
export function createUserAccess(body: CreateUserAccessBody): Promise<BusinessUser> {
  return apiFetch<BusinessUser>('/api/users', { method: 'POST', body: JSON.stringify(body) });
}

export function useCreateUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserAccess,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
      void queryClient.invalidateQueries({ queryKey: professionalsQueryKey });
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}

/** Takes a professional's login away; their open sessions end at once (server side). */
export function revokeUserAccess(userId: string): Promise<void> {
  return apiFetch<void>(`/api/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useRevokeUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeUserAccess,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
      void queryClient.invalidateQueries({ queryKey: professionalsQueryKey });
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}
