import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { subscriptionQueryKey } from '../../../lib/session/get-subscription.ts';
import { professionalsQueryKey, usersQueryKey } from '../../../lib/api/query-keys.ts';

/** Takes a professional's login away; their open sessions end at once (server side). */
export function revokeUserAccess(userId: string): Promise<void> {
  return apiFetch<void>(`/api/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useRevokeUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeUserAccess,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
      void queryClient.invalidateQueries({ queryKey: professionalsQueryKey });
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}
