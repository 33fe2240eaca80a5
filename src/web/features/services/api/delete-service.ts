import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { businessSettingsQueryKey, professionalsQueryKey, servicesQueryKey } from '../../../lib/api/query-keys.ts';

/** Deletes a service nobody booked; one with appointments answers 409 SERVICE_IN_USE. */
export function deleteService(id: string): Promise<void> {
  return apiFetch<void>(`/api/services/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: servicesQueryKey });
      // Professionals lose the service from the ones they offer.
      void queryClient.invalidateQueries({ queryKey: professionalsQueryKey });
      void queryClient.invalidateQueries({ queryKey: businessSettingsQueryKey });
    },
  });
}
