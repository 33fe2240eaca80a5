import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDetail, EraseClientBody } from '../../../../contracts/clients.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { clientsQueryKey } from '../../../lib/api/query-keys.ts';

/**
 * Erases a client's personal data; the answer is the client as they now stand (erased). A 409
 * CLIENT_HAS_UPCOMING_APPOINTMENTS while one of their appointments is still to come.
 */
export function eraseClient(id: string): Promise<ClientDetail> {
  const body: EraseClientBody = { confirm: true };
  return apiFetch<ClientDetail>(`/api/clients/${encodeURIComponent(id)}/erase`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useEraseClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseClient,
    onSuccess: (erased) => queryClient.setQueryData([...clientsQueryKey, 'detail', erased.id], erased),
    // Lists and searches leave the client out from now on.
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
