import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSettings } from '../../../../contracts/reviews.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

export const reviewSettingsQueryKey = ['review-settings'] as const;

/** getReviewSettings (the owner's): whether to ask for reviews, the delay, the Google page and the public link. */
export function getReviewSettings(signal?: AbortSignal): Promise<ReviewSettings> {
  return apiFetch<ReviewSettings>('/api/reviews/settings', { signal });
}

export function useReviewSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({ queryKey: reviewSettingsQueryKey, queryFn: ({ signal }) => getReviewSettings(signal), enabled }),
  );
}
