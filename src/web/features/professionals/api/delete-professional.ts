import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { subscriptionQueryKey } from '../../../lib/session/get-subscription.ts';
import { businessSettingsQueryKey, professionalsQueryKey, usersQueryKey } from '../../../lib/api/query-keys.ts';

/** Deletes a professional nobody booked; one with appointments answers 409 PROFESSIONAL_IN_USE. */
export function deleteProfessional(id: string): Promise<void> {
  return apiFetch<void>(`/api/professionals/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfessional,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: professionalsQueryKey });
      void queryClient.invalidateQueries({ queryKey: businessSettingsQueryKey });
      // A professional's login goes with them: the users page and the count of users in use change.
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}
