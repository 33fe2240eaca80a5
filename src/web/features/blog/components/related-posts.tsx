import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogPostSummary } from '../../../../contracts/blog.ts';
import { PostCard } from './post-card.tsx';

/** Other posts of the same language, under a post; nothing when there are none. */
export function RelatedPosts({ posts }: { posts: BlogPostSummary[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={titleId} data-testid="blog-related">
      <h2 id={titleId} className="text-2xl font-bold tracking-tight text-foreground">
        {t('blog.post.related.title')}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} heading="h3" compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
