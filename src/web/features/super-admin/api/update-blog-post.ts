import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, BlogPostBody } from '../../../../contracts/blog.ts';
import { blogQueryKeys } from '../../../../contracts/app-page.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { otherBlogQueries, superAdminKeys } from './super-admin-query-keys.ts';

/** updateBlogPost: the whole post as the editor holds it (409 SLUG_TAKEN, 400 TRANSLATION_INVALID). */
export function updateBlogPost({ id, body }: { id: string; body: BlogPostBody }): Promise<BlogPost> {
  return apiFetch<BlogPost>(`/api/super-admin/blog/posts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

export function useUpdateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBlogPost,
    onSuccess: (post) => {
      queryClient.setQueryData(superAdminKeys.blog.post(post.id), post);
      void queryClient.invalidateQueries(otherBlogQueries(post.id));
      void queryClient.invalidateQueries({ queryKey: blogQueryKeys.all });
    },
  });
}
