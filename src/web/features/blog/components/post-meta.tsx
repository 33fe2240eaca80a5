import { useTranslation } from 'react-i18next';
import type { BlogPostSummary } from '../../../../contracts/blog.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPostDate } from '../lib/post-date.ts';

/**
 * When a post came out and how long it takes to read (and, on its page, who wrote it), in the
 * interface language — marked so, as it may sit inside a post in the other language.
 */
export function PostMeta({
  post,
  withAuthor = false,
  className,
}: {
  post: Pick<BlogPostSummary, 'publishedAt' | 'readingMinutes' | 'authorName'>;
  withAuthor?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <p
      lang={language}
      className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground', className)}
    >
      {withAuthor && (
        <>
          <span className="font-medium text-foreground">{t('blog.meta.author', { author: post.authorName })}</span>
          <span aria-hidden="true">·</span>
        </>
      )}
      <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, language)}</time>
      <span aria-hidden="true">·</span>
      <span>{t('blog.meta.readingTime', { minutes: post.readingMinutes })}</span>
    </p>
  );
}
