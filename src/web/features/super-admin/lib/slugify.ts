import type { BlogPost } from '../../../../contracts/blog.ts';
import { slugify } from '../../../../core/blog.ts';

/** The slug rule itself is the core's (src/core/blog.ts): the server makes the same one. */
export { slugify };

/**
 * Whether the slug still follows the title as it is typed: for a new post, and for a draft whose
 * slug is exactly its title's — never once it has been published or given a slug of its own, so
 * an address already shared does not change behind its writer's back.
 */
export function slugFollowsTitle(post: Pick<BlogPost, 'slug' | 'title' | 'status' | 'previousSlugs'> | null): boolean {
  if (post === null) return true;
  return post.status === 'draft' && post.previousSlugs.length === 0 && post.slug === slugify(post.title);
}
