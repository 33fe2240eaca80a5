import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service, UpdateServiceBody } from '../../../../contracts/services.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { businessSettingsQueryKey, servicesQueryKey } from '../../../lib/api/query-keys.ts';

export function updateService({ id, body }: { id: string; body: UpdateServiceBody }): Promise<Service> {
  return apiFetch<Service>(`/api/services/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify(body) });
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: servicesQueryKey });
      // Deactivating the last active service changes the setup checklist.
      void queryClient.invalidateQueries({ queryKey: businessSettingsQueryKey });
    },
  });
}
