import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesReport } from '../../../../contracts/metrics.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { queryString } from '../../../lib/query-string.ts';
import { reportsQueryKey } from '../../../lib/api/query-keys.ts';
import type { ReportPeriod } from './get-report.ts';

/** The counter's sales of a period (at most 366 days), owner only: by day, by professional and by service. */
export function getSalesReport(period: ReportPeriod, signal?: AbortSignal): Promise<SalesReport> {
  return apiFetch<SalesReport>(`/api/reports/sales${queryString({ from: period.from, to: period.to })}`, { signal });
}

export function salesReportQueryOptions(period: ReportPeriod) {
  return queryOptions({
    // Under the reports' key, so whatever refreshes the report refreshes its sales too.
    queryKey: [...reportsQueryKey, 'sales', period.from, period.to],
    queryFn: ({ signal }) => getSalesReport(period, signal),
    // Another period keeps the last one on screen until it comes.
    placeholderData: keepPreviousData,
  });
}

export function useSalesReport(period: ReportPeriod, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...salesReportQueryOptions(period), enabled });
}

export function salesExportPath(period: ReportPeriod): string {
  return `/api/reports/sales/export.csv${queryString({ from: period.from, to: period.to })}`;
}
