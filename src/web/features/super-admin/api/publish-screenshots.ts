import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScreenshotsResponse } from '../../../../contracts/site-content.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { superAdminKeys } from './super-admin-query-keys.ts';

/** publishScreenshots: the working set becomes the landing page's screenshots (audited as publish_content). */
export function publishScreenshots(): Promise<ScreenshotsResponse> {
  return apiFetch<ScreenshotsResponse>('/api/super-admin/screenshots/publish', { method: 'POST' });
}

export function usePublishScreenshots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishScreenshots,
    onSuccess: (answer) => {
      queryClient.setQueryData(superAdminKeys.screenshots, answer);
      void queryClient.invalidateQueries({ queryKey: ['super-admin', 'audit-log'] });
    },
  });
}
