import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SendClientWhatsAppMessageBody,
  WhatsAppConversationMessage,
} from '../../../../contracts/whatsapp-conversation.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { clientWhatsAppQueryKey } from './list-client-whatsapp-messages.ts';

/**
 * sendClientWhatsAppMessage: queues a text inside WhatsApp's 24-hour window. The same
 * idempotency key sent again (a retry) queues it once.
 */
export function sendClientWhatsAppMessage({
  id,
  body,
}: {
  id: string;
  body: SendClientWhatsAppMessageBody;
}): Promise<WhatsAppConversationMessage> {
  return apiFetch<WhatsAppConversationMessage>(`/api/clients/${encodeURIComponent(id)}/whatsapp`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useSendClientWhatsAppMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendClientWhatsAppMessage,
    // Refused or queued, the conversation and its window are read again.
    onSettled: (_data, _error, { id }) => queryClient.invalidateQueries({ queryKey: clientWhatsAppQueryKey(id) }),
  });
}
