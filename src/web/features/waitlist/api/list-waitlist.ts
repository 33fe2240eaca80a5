import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListWaitlistResponse, WaitlistEntry } from '../../../../contracts/waitlist.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { queryString } from '../../../lib/query-string.ts';

/** Every query of the waitlist page starts with this key: a removal refreshes them all. */
export const waitlistQueryKey = ['waitlist'] as const;

export type WaitlistStatus = WaitlistEntry['status'];

/** listWaitlist: the entries in `status`, the latest first. */
export function listWaitlist(status: WaitlistStatus, signal?: AbortSignal): Promise<ListWaitlistResponse> {
  return apiFetch<ListWaitlistResponse>(`/api/waitlist${queryString({ status })}`, { signal });
}

export function useWaitlist(status: WaitlistStatus) {
  return useQuery(
    queryOptions({
      queryKey: [...waitlistQueryKey, status],
      queryFn: ({ signal }) => listWaitlist(status, signal),
      staleTime: 0,
    }),
  );
}
