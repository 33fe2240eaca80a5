import { queryOptions } from '@tanstack/react-query';
import type { SuperAdminStatus } from '../../../contracts/site-content.ts';
import { ApiError, apiFetch } from '../api-fetch.ts';

export const superAdminStatusQueryKey = ['super-admin', 'status'] as const;

/**
 * getSuperAdminStatus: the signed-in person as an active super admin, or null (SPEC 8: a failed
 * super admin check means not super admin). Asked only where a session may exist.
 */
export async function getSuperAdminStatus(signal?: AbortSignal): Promise<SuperAdminStatus | null> {
  try {
    const status = await apiFetch<SuperAdminStatus>('/api/super-admin/status', { signal });
    return status.active ? status : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export function superAdminStatusQueryOptions() {
  return queryOptions({
    queryKey: superAdminStatusQueryKey,
    queryFn: ({ signal }) => getSuperAdminStatus(signal),
    // A deactivated super admin loses edit mode at their next page load at the latest.
    staleTime: 60_000,
    retry: false,
  });
}
