import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailboxResponse } from '../../../../contracts/mailbox.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

/** The e-mails kept by the server when no SMTP server is configured. */
export function getMailbox(signal?: AbortSignal): Promise<MailboxResponse> {
  return apiFetch<MailboxResponse>('/api/mailbox', { signal });
}

export function mailboxQueryOptions() {
  return queryOptions({
    queryKey: ['mailbox'],
    queryFn: ({ signal }) => getMailbox(signal),
    // New mail is the point of this page: always ask again when it opens.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useMailbox() {
  return useQuery(mailboxQueryOptions());
}
