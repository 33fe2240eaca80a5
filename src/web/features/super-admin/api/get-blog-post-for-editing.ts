import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '../../../../contracts/blog.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { superAdminKeys } from './super-admin-query-keys.ts';

/** getBlogPostForEditing: a post whatever its status, with its HTML and its earlier slugs. */
export function getBlogPostForEditing(id: string, signal?: AbortSignal): Promise<BlogPost> {
  return apiFetch<BlogPost>(`/api/super-admin/blog/posts/${encodeURIComponent(id)}`, { signal });
}

export function blogPostForEditingQueryOptions(id: string) {
  return queryOptions({
    queryKey: superAdminKeys.blog.post(id),
    queryFn: ({ signal }) => getBlogPostForEditing(id, signal),
    // The editor starts from the post as it was last saved, not from another tab's stale copy.
    staleTime: 0,
  });
}

export function useBlogPostForEditing(id: string | undefined) {
  return useQuery({ ...blogPostForEditingQueryOptions(id ?? ''), enabled: id !== undefined });
}
