import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

/** A grey block in the outline of what is loading; `shape` sets its size and corners. */
function Bone({ shape }: { shape: string }) {
  return <div className={cn('animate-pulse bg-muted', shape)} />;
}

/** The list's place while its posts load: cards of the same shape, and the news for screen readers. */
export function PostListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="blog-list-loading">
      <span className="sr-only">{t('blog.list.loading')}</span>
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <li key={index} className="overflow-hidden rounded-2xl border border-border bg-card">
            <Bone shape="aspect-[16/9]" />
            <div className="space-y-3 p-5">
              <Bone shape="h-5 w-4/5 rounded-md" />
              <Bone shape="h-4 w-full rounded-md" />
              <Bone shape="h-4 w-2/3 rounded-md" />
              <Bone shape="h-3 w-1/3 rounded-md" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A post's place while it loads: title, meta, cover and paragraphs in outline. */
export function PostSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto max-w-3xl px-4 pb-16 pt-10 sm:px-6" data-testid="blog-post-loading">
      <span className="sr-only">{t('blog.post.loading')}</span>
      <div aria-hidden="true" className="space-y-4">
        <Bone shape="h-4 w-32 rounded-md" />
        <Bone shape="h-10 w-full rounded-md" />
        <Bone shape="h-10 w-3/4 rounded-md" />
        <Bone shape="h-4 w-1/2 rounded-md" />
        <Bone shape="mt-8 aspect-[16/9] w-full rounded-2xl" />
        {[0, 1, 2, 3, 4].map((index) => (
          <Bone key={index} shape={cn('h-4 rounded-md', index % 2 === 0 ? 'w-full' : 'w-5/6')} />
        ))}
      </div>
    </div>
  );
}
