import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProfessionalBody, Professional } from '../../../contracts/professionals.ts';
import { apiFetch } from '../api-fetch.ts';
import { businessSettingsQueryKey } from './get-business-settings.ts';
import { professionalsQueryKey } from './list-professionals.ts';

export function createProfessional(body: CreateProfessionalBody): Promise<Professional> {
  return apiFetch<Professional>('/api/professionals', { method: 'POST', body: JSON.stringify(body) });
}

export function useCreateProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfessional,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: professionalsQueryKey });
      void queryClient.invalidateQueries({ queryKey: businessSettingsQueryKey });
    },
  });
}
