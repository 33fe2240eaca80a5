import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, CreateClientBody } from '../../../../contracts/clients.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { clientsQueryKey } from './clients-query-key.ts';

export function createClient(body: CreateClientBody): Promise<Client> {
  return apiFetch<Client>('/api/clients', { method: 'POST', body: JSON.stringify(body) });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
