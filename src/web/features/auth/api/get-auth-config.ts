import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfigResponse } from '../../../../contracts/session.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

/** Whether Google sign-in is configured, and whether e-mails stay in the local mailbox. */
export function getAuthConfig(signal?: AbortSignal): Promise<AuthConfigResponse> {
  return apiFetch<AuthConfigResponse>('/api/auth-config', { signal });
}

export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: ['auth-config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
  });
}

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
