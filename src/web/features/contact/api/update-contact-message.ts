import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ContactMessage,
  ListContactMessagesResponse,
  UpdateContactMessageBody,
} from '../../../../contracts/contact.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { unreadMessagesCountQueryKey } from '../../../lib/api/contact-messages.ts';
import { contactQueryKeys } from './contact-query-keys.ts';

/** updateContactMessage: marks a message read or unread, archives it or brings it back. */
export function updateContactMessage({
  id,
  body,
}: {
  id: string;
  body: UpdateContactMessageBody;
}): Promise<ContactMessage> {
  return apiFetch<ContactMessage>(`/api/super-admin/contact-messages/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify(body),
  });
}

export function useUpdateContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactMessage,
    onSuccess: (message, { body }) => {
      // The message changes where it is shown. Opening one in 'Não lidas' must not make it vanish
      // under the reader: a read or unread mark only marks the lists out of date (refetched when
      // next shown), while archiving moves it to another box at once.
      queryClient.setQueriesData<ListContactMessagesResponse>({ queryKey: contactQueryKeys.lists }, (data) =>
        data ? { ...data, items: data.items.map((item) => (item.id === message.id ? message : item)) } : data,
      );
      void queryClient.invalidateQueries({
        queryKey: contactQueryKeys.lists,
        refetchType: body.archived === undefined ? 'none' : 'active',
      });
      void queryClient.invalidateQueries({ queryKey: unreadMessagesCountQueryKey });
    },
  });
}
