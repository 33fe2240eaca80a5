import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListReviewsQuery, ListReviewsResponse } from '../../../../contracts/reviews.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { queryString } from '../../../lib/query-string.ts';
import { reviewsQueryKey } from './reviews-query-key.ts';

/** listReviews' query as the page sends it: the contract's filters and a page of `limit` from `offset`. */
export type ReviewListParams = Omit<ListReviewsQuery, 'limit' | 'offset'> & { limit: number; offset: number };

/** listReviews: newest first, narrowed by the filters (a professional gets only their own appointments'). */
export function listReviews(query: ReviewListParams, signal?: AbortSignal): Promise<ListReviewsResponse> {
  return apiFetch<ListReviewsResponse>(`/api/reviews${queryString({ ...query })}`, { signal });
}

export function useReviews(query: ReviewListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      enabled,
      queryKey: [...reviewsQueryKey, 'list', query],
      queryFn: ({ signal }) => listReviews(query, signal),
      // A new filter keeps the rows on screen until its answer comes, instead of a blank list.
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}
