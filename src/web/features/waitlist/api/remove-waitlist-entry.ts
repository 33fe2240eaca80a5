import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { waitlistQueryKey } from './list-waitlist.ts';

/** removeWaitlistEntry: takes a waiting customer off the list (their open offer can no longer be claimed). */
export function removeWaitlistEntry(id: string): Promise<void> {
  return apiFetch<void>(`/api/waitlist/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWaitlistEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistQueryKey }),
  });
}
