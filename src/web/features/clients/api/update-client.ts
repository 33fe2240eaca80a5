import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, UpdateClientBody } from '../../../../contracts/clients.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { clientsQueryKey } from '../../../lib/api/query-keys.ts';

export function updateClient({ id, body }: { id: string; body: UpdateClientBody }): Promise<Client> {
  return apiFetch<Client>(`/api/clients/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify(body) });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
