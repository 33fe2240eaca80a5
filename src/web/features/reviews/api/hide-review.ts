import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HideReviewBody, Review } from '../../../../contracts/reviews.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { reviewsQueryKey } from './reviews-query-key.ts';

/** hideReview: hides a review from the public with the reason, or shows it again. */
export function hideReview({ id, body }: { id: string; body: HideReviewBody }): Promise<Review> {
  return apiFetch<Review>(`/api/reviews/${encodeURIComponent(id)}/visibility`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideReview,
    // Every figure leaves a hidden review out.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
  });
}
