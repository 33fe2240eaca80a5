import { queryOptions } from '@tanstack/react-query';
import type { PublishedContent } from '../../../../contracts/site-content.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { superAdminKeys } from './super-admin-query-keys.ts';

/** getPublishedContent: what every visitor sees now (public). */
export function getPublishedContent(signal?: AbortSignal): Promise<PublishedContent> {
  return apiFetch<PublishedContent>('/api/public/site-content', { signal });
}

export function publishedContentQueryOptions() {
  return queryOptions({
    queryKey: superAdminKeys.publishedContent,
    queryFn: ({ signal }) => getPublishedContent(signal),
  });
}
