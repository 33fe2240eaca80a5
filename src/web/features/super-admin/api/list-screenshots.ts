import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScreenshotsResponse } from '../../../../contracts/site-content.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { superAdminKeys } from './super-admin-query-keys.ts';

/** listScreenshots: the working set being arranged, and what the landing page shows. */
export function listScreenshots(signal?: AbortSignal): Promise<ScreenshotsResponse> {
  return apiFetch<ScreenshotsResponse>('/api/super-admin/screenshots', { signal });
}

export function useScreenshots() {
  return useQuery(
    queryOptions({ queryKey: superAdminKeys.screenshots, queryFn: ({ signal }) => listScreenshots(signal) }),
  );
}
