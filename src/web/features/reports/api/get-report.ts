import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Report } from '../../../../contracts/metrics.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { queryString } from '../../../lib/query-string.ts';
import { reportsQueryKey } from '../../../lib/api/query-keys.ts';

export interface ReportPeriod {
  /** 'YYYY-MM-DD' on the business's clock, both ends included. */
  from: string;
  to: string;
}

/** The owner's report of a period (at most 366 days): 400 when it is longer or ends before it starts. */
export function getReport(period: ReportPeriod, signal?: AbortSignal): Promise<Report> {
  return apiFetch<Report>(`/api/reports${queryString({ from: period.from, to: period.to })}`, { signal });
}

export function reportQueryOptions(period: ReportPeriod) {
  return queryOptions({
    queryKey: [...reportsQueryKey, period.from, period.to],
    queryFn: ({ signal }) => getReport(period, signal),
    // Another period keeps the last one on screen until it comes.
    placeholderData: keepPreviousData,
  });
}

export function useReport(period: ReportPeriod, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...reportQueryOptions(period), enabled });
}

export function reportExportPath(period: ReportPeriod): string {
  return `/api/reports/export.csv${queryString({ from: period.from, to: period.to })}`;
}
