import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listContactMessages, type ContactMessagesQuery } from '../../../lib/api/contact-messages.ts';
import { contactQueryKeys } from './contact-query-keys.ts';

/** listContactMessages (src/web/lib/api/contact-messages.ts): one box of the received messages, a page at a time. */
export function contactMessagesQueryOptions(query: ContactMessagesQuery) {
  return queryOptions({
    queryKey: contactQueryKeys.list(query),
    queryFn: ({ signal }) => listContactMessages(query, signal),
    // Another box, search or page keeps the messages on screen until its answer comes.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useContactMessages(query: ContactMessagesQuery) {
  return useQuery(contactMessagesQueryOptions(query));
}
