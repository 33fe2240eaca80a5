import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogQueryKeys } from '../../../../contracts/app-page.ts';
import type { PublicBlogPost } from '../../../../contracts/blog.ts';
import { ApiError, apiFetch } from '../../../lib/api-fetch.ts';

/**
 * getBlogPost: a published post by its slug or one of its earlier slugs (its `slug` is the
 * current one); null when there is none (404) — as the server fills the cache for an unknown
 * post, so that its first view is the not-found page on both sides.
 */
export async function getBlogPost(slug: string, signal?: AbortSignal): Promise<PublicBlogPost | null> {
  try {
    return await apiFetch<PublicBlogPost>(`/api/public/blog/posts/${encodeURIComponent(slug)}`, { signal });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function blogPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: blogQueryKeys.post(slug),
    queryFn: ({ signal }) => getBlogPost(slug, signal),
    retry: 1,
  });
}

/** The post under the key the server fills in when it renders /blog/{slug}, so the first render needs no request. */
export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
