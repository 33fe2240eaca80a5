import { useMutation } from '@tanstack/react-query';
import type { BlogImage } from '../../../../contracts/blog.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

/** uploadBlogImage: the file's bytes as the body; the server reads the type from them and keeps WebP copies. */
export function uploadBlogImage(file: File): Promise<BlogImage> {
  return apiFetch<BlogImage>('/api/super-admin/blog/images', {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });
}

export function useUploadBlogImage() {
  return useMutation({ mutationFn: uploadBlogImage });
}
