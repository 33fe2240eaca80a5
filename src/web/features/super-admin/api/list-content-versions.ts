import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListContentVersionsResponse } from '../../../../contracts/site-content.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { superAdminKeys } from './super-admin-query-keys.ts';

/** listContentVersions: every published version, newest first. */
export function listContentVersions(signal?: AbortSignal): Promise<ListContentVersionsResponse> {
  return apiFetch<ListContentVersionsResponse>('/api/super-admin/content/versions?limit=100', { signal });
}

export function useContentVersions() {
  return useQuery(
    queryOptions({ queryKey: superAdminKeys.versions, queryFn: ({ signal }) => listContentVersions(signal) }),
  );
}
