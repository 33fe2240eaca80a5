import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentDraft } from '../../../../contracts/site-content.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { superAdminKeys } from './super-admin-query-keys.ts';

/** restoreContentVersion: a draft with that version's texts — it never publishes. */
export function restoreContentVersion(id: string): Promise<ContentDraft> {
  return apiFetch<ContentDraft>(`/api/super-admin/content/versions/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
  });
}

export function useRestoreContentVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreContentVersion,
    onSuccess: (draft) => queryClient.setQueryData(superAdminKeys.draft, { draft }),
  });
}
