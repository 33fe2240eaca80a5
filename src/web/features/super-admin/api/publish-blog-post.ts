import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, PublishBlogPostBody } from '../../../../contracts/blog.ts';
import { blogQueryKeys } from '../../../../contracts/app-page.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { superAdminKeys } from './super-admin-query-keys.ts';

/** publishBlogPost: now (no `at`) or at a future time, which schedules it. */
export function publishBlogPost({ id, body }: { id: string; body: PublishBlogPostBody }): Promise<BlogPost> {
  return apiFetch<BlogPost>(`/api/super-admin/blog/posts/${encodeURIComponent(id)}/publish`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function usePublishBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishBlogPost,
    onSuccess: (post) => {
      queryClient.setQueryData(superAdminKeys.blog.post(post.id), post);
      void queryClient.invalidateQueries({ queryKey: superAdminKeys.blog.lists });
      void queryClient.invalidateQueries({ queryKey: blogQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['super-admin', 'audit-log'] });
    },
  });
}
