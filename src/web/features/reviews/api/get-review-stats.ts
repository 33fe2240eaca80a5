import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewStats, ReviewStatsQuery } from '../../../../contracts/reviews.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { queryString } from '../../../lib/query-string.ts';
import { reviewsQueryKey } from './reviews-query-key.ts';

/** getReviewStats: the figures of the visible reviews of a period and professional; hidden ones counted apart. */
export function getReviewStats(query: ReviewStatsQuery, signal?: AbortSignal): Promise<ReviewStats> {
  return apiFetch<ReviewStats>(`/api/reviews/stats${queryString({ ...query })}`, { signal });
}

export function useReviewStats(query: ReviewStatsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      enabled,
      queryKey: [...reviewsQueryKey, 'stats', query],
      queryFn: ({ signal }) => getReviewStats(query, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}
