import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPostSummary } from '../../../../contracts/blog.ts';
import { cn } from '../../../lib/cn.ts';
import { blogPostPath } from '../lib/blog-paths.ts';
import { CoverImage } from './cover-image.tsx';
import { PostMeta } from './post-meta.tsx';

/** Three cards a row on wide screens, two on tablets, one on phones. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/**
 * A post in a list: cover, title, excerpt, date and reading time. The title's link covers the
 * whole card, so the card is one stop for the keyboard and one target for the finger.
 */
export function PostCard({
  post,
  heading: Heading = 'h2',
  priority = false,
  compact = false,
}: {
  post: BlogPostSummary;
  heading?: 'h2' | 'h3';
  /** The first card of the page: its cover is fetched first. */
  priority?: boolean;
  /** The small card of related posts: no excerpt. */
  compact?: boolean;
}) {
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring"
      data-testid="blog-post-card"
    >
      {post.cover ? (
        <CoverImage
          image={post.cover}
          source="small"
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          className="aspect-[16/9] w-full bg-muted object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="grid aspect-[16/9] place-items-center bg-linear-to-br from-hero-from/15 to-hero-to/25 text-link"
        >
          <Newspaper className="size-10" />
        </div>
      )}
      <div className={cn('flex flex-1 flex-col gap-2', compact ? 'p-4' : 'p-5')}>
        <Heading
          lang={post.language}
          className={cn('text-balance font-semibold leading-snug text-foreground', compact ? 'text-base' : 'text-lg')}
        >
          <Link
            to={blogPostPath(post.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-link"
          >
            {post.title}
          </Link>
        </Heading>
        {!compact && (
          <p lang={post.language} className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">
            {post.excerpt}
          </p>
        )}
        <PostMeta post={post} className="mt-auto pt-2 text-xs sm:text-sm" />
      </div>
    </article>
  );
}
