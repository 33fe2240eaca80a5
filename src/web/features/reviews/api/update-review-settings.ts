import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewSettings, UpdateReviewSettingsBody } from '../../../../contracts/reviews.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { reviewSettingsQueryKey } from './get-review-settings.ts';

/** updateReviewSettings: only the fields sent change. */
export function updateReviewSettings(body: UpdateReviewSettingsBody): Promise<ReviewSettings> {
  return apiFetch<ReviewSettings>('/api/reviews/settings', { method: 'PATCH', body: JSON.stringify(body) });
}

export function useUpdateReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReviewSettings,
    onSuccess: (settings) => queryClient.setQueryData(reviewSettingsQueryKey, settings),
  });
}
