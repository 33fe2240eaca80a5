import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, BlogPostBody } from '../../../../contracts/blog.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { otherBlogQueries, superAdminKeys } from './super-admin-query-keys.ts';

/** createBlogPost: a new draft; an empty slug is made from the title. */
export function createBlogPost(body: BlogPostBody): Promise<BlogPost> {
  return apiFetch<BlogPost>('/api/super-admin/blog/posts', { method: 'POST', body: JSON.stringify(body) });
}

export function useCreateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlogPost,
    onSuccess: (post) => {
      queryClient.setQueryData(superAdminKeys.blog.post(post.id), post);
      void queryClient.invalidateQueries(otherBlogQueries(post.id));
    },
  });
}
