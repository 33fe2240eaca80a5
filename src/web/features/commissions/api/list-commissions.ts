import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CommissionsResponse } from '../../../../contracts/commissions.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { queryString } from '../../../lib/query-string.ts';
import { commissionsQueryKey } from '../../../lib/api/query-keys.ts';

export interface CommissionsParams {
  /** 'YYYY-MM'. */
  month: string;
  /** With it, that professional's lines come too (the statement); a professional always gets their own. */
  professionalId?: string | undefined;
}

/** The month's commissions: the owner sees everyone, a professional only their own entry and lines. */
export function listCommissions(params: CommissionsParams, signal?: AbortSignal): Promise<CommissionsResponse> {
  return apiFetch<CommissionsResponse>(
    `/api/commissions${queryString({ month: params.month, professionalId: params.professionalId })}`,
    { signal },
  );
}

export function commissionsQueryOptions(params: CommissionsParams) {
  return queryOptions({
    queryKey: [...commissionsQueryKey, params.month, params.professionalId ?? null],
    queryFn: ({ signal }) => listCommissions(params, signal),
    // Appointments change all day: whoever opens the page sees the figures of now.
    staleTime: 0,
  });
}

export function useCommissions(params: CommissionsParams) {
  return useQuery(commissionsQueryOptions(params));
}

export function commissionsExportPath(params: CommissionsParams): string {
  return `/api/commissions/export.csv${queryString({ month: params.month, professionalId: params.professionalId })}`;
}

export function refreshCommissions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: commissionsQueryKey });
}
