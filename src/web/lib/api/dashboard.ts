import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Dashboard, DashboardRange, SampleDataResult } from '../../../contracts/metrics.ts';
import { apiFetch } from '../api-fetch.ts';
import { meQueryKey } from '../session/get-me.ts';
import { subscriptionQueryKey } from '../session/get-subscription.ts';
import { dashboardQueryKey } from './query-keys.ts';

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

/**
 * Sample data adds services, professionals, clients and appointments (and removing it takes them
 * away): every list and figure of the business changes, the schedule's too, whose keys live in its
 * feature. So everything is refreshed but who is signed in and their subscription, which it does
 * not touch.
 */
function refreshAfterSampleData(queryClient: QueryClient): Promise<void> {
  const untouched = new Set<unknown>([meQueryKey[0], subscriptionQueryKey[0]]);
  return queryClient.invalidateQueries({ predicate: (query) => !untouched.has(query.queryKey[0]) });
}

/** 'Gerar dados de teste': 201 with what was added; 409 SAMPLE_DATA_PRESENT when it is already there. */
export function generateSampleData(): Promise<SampleDataResult> {
  return apiFetch<SampleDataResult>('/api/sample-data', { method: 'POST' });
}

export function useGenerateSampleData() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generateSampleData, onSettled: () => refreshAfterSampleData(queryClient) });
}

/** Removes every record 'Gerar dados de teste' made; answers what was removed. */
export function removeSampleData(): Promise<SampleDataResult> {
  return apiFetch<SampleDataResult>('/api/sample-data', { method: 'DELETE' });
}

export function useRemoveSampleData() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeSampleData, onSettled: () => refreshAfterSampleData(queryClient) });
}
