import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MeResponse, SessionResponse } from '../../../contracts/session.ts';
import { apiFetch } from '../api-fetch.ts';

/** The session probe's cache key (the name every invalidation of "who is signed in" uses). */
export const meQueryKey = ['me'] as const;

/** The session is re-checked every 30 minutes (docs/accounts.md). */
const SESSION_CHECK_INTERVAL_MS = 30 * 60 * 1000;

/**
 * getSession: who is signed in, if anyone — one request on every page, answered 200 whoever asks
 * (null when nobody is signed in), so a visitor's console stays quiet.
 */
export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return apiFetch<SessionResponse>('/api/session', { signal });
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    refetchInterval: SESSION_CHECK_INTERVAL_MS,
  });
}

/** Who is signed in, with profile and business; null when nobody is, or for someone without a business. */
export function meOf(session: SessionResponse | undefined): MeResponse | null {
  return session?.me ?? null;
}

/**
 * Records that nobody is signed in, without asking: for a page the server rendered, which it does
 * only for a request without a session cookie.
 */
export function assumeSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(meQueryKey, null);
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}

export function useMe() {
  return useQuery({ ...sessionQueryOptions(), select: meOf });
}
