import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { clientsQueryKey } from '../../../lib/api/query-keys.ts';

/** Deletes a client without appointments; one with appointments answers 409 CLIENT_IN_USE. */
export function deleteClient(id: string): Promise<void> {
  return apiFetch<void>(`/api/clients/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...clientsQueryKey, 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: clientsQueryKey });
    },
  });
}
