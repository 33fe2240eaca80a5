import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentDraft, SaveContentDraftBody } from '../../../../contracts/site-content.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { superAdminKeys } from './super-admin-query-keys.ts';

/** saveContentDraft: keeps the drafts on the server too (a closed tab or another device loses nothing). */
export function saveContentDraft(body: SaveContentDraftBody): Promise<ContentDraft> {
  return apiFetch<ContentDraft>('/api/super-admin/content/draft', { method: 'PUT', body: JSON.stringify(body) });
}

export function useSaveContentDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentDraft,
    onSuccess: (draft) => queryClient.setQueryData(superAdminKeys.draft, { draft }),
  });
}
