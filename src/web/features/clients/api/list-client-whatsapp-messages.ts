import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientWhatsAppConversation } from '../../../../contracts/whatsapp-conversation.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { clientsQueryKey } from '../../../lib/api/query-keys.ts';

/** How often the conversation is read again: soon while a text waits to go, else now and then. */
const WHILE_QUEUED_MS = 4_000;
const NOW_AND_THEN_MS = 30_000;

/** listClientWhatsAppMessages: the latest `limit` messages, the window and whether the client takes WhatsApp. */
export function listClientWhatsAppMessages(
  id: string,
  limit: number,
  signal?: AbortSignal,
): Promise<ClientWhatsAppConversation> {
  return apiFetch<ClientWhatsAppConversation>(`/api/clients/${encodeURIComponent(id)}/whatsapp?limit=${limit}`, {
    signal,
  });
}

export const clientWhatsAppQueryKey = (id: string) => [...clientsQueryKey, 'whatsapp', id] as const;

export function clientWhatsAppQueryOptions(id: string, limit: number) {
  return queryOptions({
    queryKey: [...clientWhatsAppQueryKey(id), limit],
    queryFn: ({ signal }) => listClientWhatsAppMessages(id, limit, signal),
    staleTime: 0,
    // Asking for earlier messages keeps the chat on screen until they arrive.
    placeholderData: keepPreviousData,
    // The customer's replies and the delivery statuses arrive on their own: read again now and then.
    refetchInterval: (query) =>
      query.state.data?.messages.some((message) => message.status === 'queued') ? WHILE_QUEUED_MS : NOW_AND_THEN_MS,
  });
}

export function useClientWhatsApp(id: string, limit: number) {
  return useQuery(clientWhatsAppQueryOptions(id, limit));
}
