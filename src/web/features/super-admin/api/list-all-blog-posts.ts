import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPostStatus, ListAllBlogPostsResponse } from '../../../../contracts/blog.ts';
import type { SiteLanguage } from '../../../../contracts/site-content.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { queryString } from '../../../lib/query-string.ts';
import { superAdminKeys } from './super-admin-query-keys.ts';

export interface BlogPostFilters {
  status?: BlogPostStatus | undefined;
  language?: SiteLanguage | undefined;
  /** Part of the title or slug; the server ignores case and accents. */
  search?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/** listAllBlogPosts: every post — drafts, scheduled and published — most recently updated first. */
export function listAllBlogPosts(filters: BlogPostFilters, signal?: AbortSignal): Promise<ListAllBlogPostsResponse> {
  return apiFetch<ListAllBlogPostsResponse>(`/api/super-admin/blog/posts${queryString({ ...filters })}`, { signal });
}

export function allBlogPostsQueryOptions(filters: BlogPostFilters) {
  return queryOptions({
    queryKey: superAdminKeys.blog.list(filters),
    queryFn: ({ signal }) => listAllBlogPosts(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAllBlogPosts(filters: BlogPostFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...allBlogPostsQueryOptions(filters), enabled });
}
