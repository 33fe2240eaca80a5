import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ContentConflict,
  PublishContentBody,
  PublishContentResponse,
} from '../../../../contracts/site-content.ts';
import { ApiError, apiFetch } from '../../../lib/api-fetch.ts';
import { superAdminKeys } from './super-admin-query-keys.ts';

/** publishContent: the edits become what every visitor sees, on the version they were made on. */
export function publishContent(body: PublishContentBody): Promise<PublishContentResponse> {
  return apiFetch<PublishContentResponse>('/api/super-admin/content/publish', {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** The texts someone else published since the drafts' base version (a 409: nothing was written). */
export function conflictsOf(error: unknown): ContentConflict[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const conflicts = error.details?.conflicts;
  return Array.isArray(conflicts) ? (conflicts as ContentConflict[]) : [];
}

export function usePublishContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishContent,
    onSuccess: (answer) => {
      queryClient.setQueryData(superAdminKeys.publishedContent, answer.content);
      queryClient.setQueryData(superAdminKeys.draft, { draft: null });
      void queryClient.invalidateQueries({ queryKey: superAdminKeys.versions });
      void queryClient.invalidateQueries({ queryKey: ['super-admin', 'audit-log'] });
    },
  });
}
