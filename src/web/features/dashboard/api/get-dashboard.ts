import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard, DashboardRange } from '../../../../contracts/metrics.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { dashboardQueryKey } from '../../../lib/api/query-keys.ts';

/** The owner's figures for the last `range` days (the cards, the charts, whether sample data is there). */
export function getDashboard(range: DashboardRange, signal?: AbortSignal): Promise<Dashboard> {
  return apiFetch<Dashboard>(`/api/dashboard?range=${range}`, { signal });
}

export function dashboardQueryOptions(range: DashboardRange) {
  return queryOptions({
    queryKey: [...dashboardQueryKey, range],
    queryFn: ({ signal }) => getDashboard(range, signal),
    // While another range loads, the last one stays on screen.
    placeholderData: keepPreviousData,
  });
}

export function useDashboard(range: DashboardRange) {
  return useQuery(dashboardQueryOptions(range));
}
