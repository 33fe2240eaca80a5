import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditAction, ListAuditLogResponse } from '../../../../contracts/site-content.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { superAdminKeys } from './super-admin-query-keys.ts';

export interface AuditLogFilters {
  action?: AuditAction | undefined;
  person?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** listAuditLog: the append-only log, newest first, filtered by action, person and days. */
export function listAuditLog(filters: AuditLogFilters, signal?: AbortSignal): Promise<ListAuditLogResponse> {
  const query = new URLSearchParams({ limit: '100' });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, String(value));
  return apiFetch<ListAuditLogResponse>(`/api/super-admin/audit-log?${query.toString()}`, { signal });
}

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery(
    queryOptions({
      queryKey: superAdminKeys.auditLog(filters),
      queryFn: ({ signal }) => listAuditLog(filters, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
