import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../contracts/session.ts';
import { ApiError, apiFetch } from '../api-fetch.ts';

export const meQueryKey = ['me'] as const;

/** SPEC 9: the session is re-checked every 30 minutes. */
const SESSION_CHECK_INTERVAL_MS = 30 * 60 * 1000;

/** Who is signed in, with profile and business; null when nobody is (SPEC 4 "no session or profile"). */
export async function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  try {
    return await apiFetch<MeResponse>('/api/me', { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.code === 'PROFILE_MISSING')) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    refetchInterval: SESSION_CHECK_INTERVAL_MS,
  });
}

/**
 * Records that nobody is signed in, without asking: for a page the server rendered, which it does
 * only for a request without a session cookie.
 */
export function assumeSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(meQueryKey, null);
}

export function useMe() {
  return useQuery(meQueryOptions());
}
