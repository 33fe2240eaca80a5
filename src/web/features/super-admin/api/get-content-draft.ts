import { queryOptions } from '@tanstack/react-query';
import type { ContentDraftResponse } from '../../../../contracts/site-content.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { superAdminKeys } from './super-admin-query-keys.ts';

/** getContentDraft: the draft this super admin saved on the server, if any. */
export function getContentDraft(signal?: AbortSignal): Promise<ContentDraftResponse> {
  return apiFetch<ContentDraftResponse>('/api/super-admin/content/draft', { signal });
}

export function contentDraftQueryOptions() {
  return queryOptions({
    queryKey: superAdminKeys.draft,
    queryFn: ({ signal }) => getContentDraft(signal),
    staleTime: 0,
  });
}
