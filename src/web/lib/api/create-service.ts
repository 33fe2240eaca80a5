import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateServiceBody, Service } from '../../../contracts/services.ts';
import { apiFetch } from '../api-fetch.ts';
import { businessSettingsQueryKey } from './get-business-settings.ts';
import { servicesQueryKey } from './list-services.ts';

export function createService(body: CreateServiceBody): Promise<Service> {
  return apiFetch<Service>('/api/services', { method: 'POST', body: JSON.stringify(body) });
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: servicesQueryKey });
      // The setup checklist counts services.
      void queryClient.invalidateQueries({ queryKey: businessSettingsQueryKey });
    },
  });
}
