import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentVersionDetail } from '../../../../contracts/site-content.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { superAdminKeys } from './super-admin-query-keys.ts';

/** getContentVersion: every text a version published. */
export function getContentVersion(id: string, signal?: AbortSignal): Promise<ContentVersionDetail> {
  return apiFetch<ContentVersionDetail>(`/api/super-admin/content/versions/${encodeURIComponent(id)}`, { signal });
}

export function useContentVersion(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: superAdminKeys.version(id ?? ''),
      queryFn: ({ signal }) => getContentVersion(id ?? '', signal),
      enabled: id !== null,
      staleTime: Infinity,
    }),
  );
}
