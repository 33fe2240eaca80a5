import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogQueryKeys, type AppPageLanguage } from '../../../../contracts/app-page.ts';
import type { ListBlogPostsResponse } from '../../../../contracts/blog.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { queryString } from '../../../lib/query-string.ts';

/** listBlogPosts: the published posts of a language, newest first, a page at a time (1-based). */
export function listBlogPosts(
  language: AppPageLanguage,
  page: number,
  signal?: AbortSignal,
): Promise<ListBlogPostsResponse> {
  return apiFetch<ListBlogPostsResponse>(`/api/public/blog/posts${queryString({ language, page })}`, { signal });
}

/** The list under the key the server fills in when it renders /blog, so the first render needs no request. */
export function useBlogPosts(language: AppPageLanguage, page: number) {
  return useQuery(
    queryOptions({
      queryKey: blogQueryKeys.list(language, page),
      queryFn: ({ signal }) => listBlogPosts(language, page, signal),
    }),
  );
}
