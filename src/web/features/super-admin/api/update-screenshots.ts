import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScreenshotsResponse, UpdateScreenshotsBody } from '../../../../contracts/site-content.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { superAdminKeys } from './super-admin-query-keys.ts';

/** updateScreenshots: the working set's order and captions (a screenshot left out is removed). */
export function updateScreenshots(body: UpdateScreenshotsBody): Promise<ScreenshotsResponse> {
  return apiFetch<ScreenshotsResponse>('/api/super-admin/screenshots', { method: 'PUT', body: JSON.stringify(body) });
}

export function useUpdateScreenshots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScreenshots,
    onSuccess: (answer) => queryClient.setQueryData(superAdminKeys.screenshots, answer),
  });
}
