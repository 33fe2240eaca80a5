import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestWhatsAppReply, TestWhatsAppResponse } from '../../../../contracts/test-whatsapp.ts';
import type { WhatsAppWebhookResponse } from '../../../../contracts/whatsapp-webhook.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

const QUERY_KEY = ['test-whatsapp'] as const;

/** listTestWhatsAppMessages: the conversations kept by a server without WhatsApp keys. */
export function getTestWhatsApp(signal?: AbortSignal): Promise<TestWhatsAppResponse> {
  return apiFetch<TestWhatsAppResponse>('/api/whatsapp-teste/messages', { signal });
}

export function useTestWhatsApp() {
  return useQuery(
    queryOptions({
      queryKey: QUERY_KEY,
      queryFn: ({ signal }) => getTestWhatsApp(signal),
      // New messages are the point of this page: always ask again when it opens.
      staleTime: 0,
      refetchOnMount: 'always',
    }),
  );
}

/** replyOnTestWhatsApp: the customer taps a button or sends a text; the list is read again after. */
export function useTestWhatsAppReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: TestWhatsAppReply) =>
      apiFetch<WhatsAppWebhookResponse>('/api/whatsapp-teste/reply', { method: 'POST', body: JSON.stringify(reply) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
  });
}
