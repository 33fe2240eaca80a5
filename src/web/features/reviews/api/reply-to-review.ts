import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyToReviewBody, Review } from '../../../../contracts/reviews.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { reviewsQueryKey } from './reviews-query-key.ts';

/** replyToReview: writes or replaces the business's one public reply. */
export function replyToReview({ id, body }: { id: string; body: ReplyToReviewBody }): Promise<Review> {
  return apiFetch<Review>(`/api/reviews/${encodeURIComponent(id)}/reply`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    // The response rate and the "unanswered" filter change with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
  });
}
