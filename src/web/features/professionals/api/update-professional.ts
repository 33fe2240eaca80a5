import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Professional, UpdateProfessionalBody } from '../../../../contracts/professionals.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { businessSettingsQueryKey, professionalsQueryKey } from '../../../lib/api/query-keys.ts';

/** A partial update; a list that is sent (services, hours, breaks) replaces the old one. */
export function updateProfessional({ id, body }: { id: string; body: UpdateProfessionalBody }): Promise<Professional> {
  return apiFetch<Professional>(`/api/professionals/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify(body),
  });
}

export function useUpdateProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfessional,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: professionalsQueryKey });
      void queryClient.invalidateQueries({ queryKey: businessSettingsQueryKey });
    },
  });
}
