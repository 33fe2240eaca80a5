import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactBox, ListContactMessagesResponse } from '../../../contracts/contact.ts';
import { apiFetch } from '../api-fetch.ts';
import { queryString } from '../query-string.ts';

/*
 * The received messages (docs/blog.md) as the super admin's pages share them: the messages page lists
 * them, and the super admin's navigation and panel show how many are new.
 */

/** Every query of the received messages starts with this key: a change to one message refreshes them all. */
export const contactMessagesQueryKey = ['contact-messages'] as const;

export const unreadMessagesCountQueryKey = [...contactMessagesQueryKey, 'unread-count'] as const;

/** New messages show up without a reload while a super admin's page is open. */
const UNREAD_COUNT_REFRESH_MS = 60_000;

/** listContactMessages' query as the page sends it: one box, an optional search and a page of `limit` from `offset`. */
export interface ContactMessagesQuery {
  box: ContactBox;
  search?: string | undefined;
  limit: number;
  offset: number;
}

/** listContactMessages: newest first; `unread` counts the new messages whatever the filters. Super admins only (403 otherwise). */
export function listContactMessages(
  query: ContactMessagesQuery,
  signal?: AbortSignal,
): Promise<ListContactMessagesResponse> {
  return apiFetch<ListContactMessagesResponse>(`/api/super-admin/contact-messages${queryString({ ...query })}`, {
    signal,
  });
}

export function unreadMessagesCountQueryOptions() {
  return queryOptions({
    queryKey: unreadMessagesCountQueryKey,
    // The smallest page: only the count is wanted.
    queryFn: async ({ signal }) => (await listContactMessages({ box: 'unread', limit: 1, offset: 0 }, signal)).unread,
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
  });
}

/** How many received messages nobody has opened yet; for an active super admin only. */
export function useUnreadMessagesCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...unreadMessagesCountQueryOptions(), enabled });
}
