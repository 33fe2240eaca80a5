import { useMutation } from '@tanstack/react-query';
import type { SendContactMessageBody, SentContactMessage } from '../../../../contracts/contact.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

/** sendContactMessage: any signed-in person writes to the people who run Agendo (429 RATE_LIMITED past the hourly limit). */
export function sendContactMessage(body: SendContactMessageBody): Promise<SentContactMessage> {
  return apiFetch<SentContactMessage>('/api/contact-messages', { method: 'POST', body: JSON.stringify(body) });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
