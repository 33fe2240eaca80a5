import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost } from '../../../../contracts/blog.ts';
import { blogQueryKeys } from '../../../../contracts/app-page.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { superAdminKeys } from './super-admin-query-keys.ts';

/** unpublishBlogPost: the post leaves the blog (or its schedule is dropped) and is a draft again. */
export function unpublishBlogPost(id: string): Promise<BlogPost> {
  return apiFetch<BlogPost>(`/api/super-admin/blog/posts/${encodeURIComponent(id)}/unpublish`, { method: 'POST' });
}

export function useUnpublishBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishBlogPost,
    onSuccess: (post) => {
      queryClient.setQueryData(superAdminKeys.blog.post(post.id), post);
      void queryClient.invalidateQueries({ queryKey: superAdminKeys.blog.lists });
      void queryClient.invalidateQueries({ queryKey: blogQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['super-admin', 'audit-log'] });
    },
  });
}
