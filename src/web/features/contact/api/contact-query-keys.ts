import { contactMessagesQueryKey, type ContactMessagesQuery } from '../../../lib/api/contact-messages.ts';

/** The received messages' queries: a change to a message refreshes the lists and the unread count together. */
export const contactQueryKeys = {
  lists: [...contactMessagesQueryKey, 'list'] as const,
  list: (query: ContactMessagesQuery) => [...contactMessagesQueryKey, 'list', query] as const,
};
