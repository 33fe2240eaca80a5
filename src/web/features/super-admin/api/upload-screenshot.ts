import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Screenshot } from '../../../../contracts/site-content.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { superAdminKeys } from './super-admin-query-keys.ts';

/** uploadScreenshot: the file's bytes as the body; the server reads the type from them. */
export function uploadScreenshot(file: File): Promise<Screenshot> {
  return apiFetch<Screenshot>('/api/super-admin/screenshots', {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });
}

export function useUploadScreenshot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadScreenshot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superAdminKeys.screenshots }),
  });
}
