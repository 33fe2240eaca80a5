import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, CreateClientBody } from '../../../../contracts/clients.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { clientsQueryKey } from './search-clients.ts';

/** A client created while booking, with just a name and a phone. */
export function createClient(body: CreateClientBody): Promise<Client> {
  return apiFetch<Client>('/api/clients', { method: 'POST', body: JSON.stringify(body) });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
