import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppPageLanguage } from '../../../../contracts/app-page.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { blogListHref, paginationItems } from '../lib/blog-paths.ts';

// A new page of the list starts at its top: the router keeps the scroll when only `?page` changes.
const toTop = () => window.scrollTo({ top: 0 });

/**
 * The list's pages as links (`?page=N`, keeping the address's `lang`): previous, the numbers
 * around the current one and next. Hidden when everything fits on one page.
 */
export function BlogPagination({ page, count, lang }: { page: number; count: number; lang: AppPageLanguage | null }) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  const step = 'inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium';
  return (
    <nav
      aria-label={t('blog.pagination.label')}
      className="mt-12 flex flex-wrap items-center justify-center gap-2"
      data-testid="blog-pagination"
    >
      {page > 1 ? (
        <Link
          to={blogListHref({ lang, page: page - 1 })}
          rel="prev"
          onClick={toTop}
          className={buttonVariants({ variant: 'outline' })}
        >
          <ChevronLeft aria-hidden="true" />
          {t('blog.pagination.previous')}
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(step, 'text-muted-foreground/60')}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('blog.pagination.previous')}
        </span>
      )}
      <ul className="flex flex-wrap items-center gap-1">
        {paginationItems(page, count).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={blogListHref({ lang, page: item })}
                onClick={toTop}
                aria-label={t('blog.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={buttonVariants({ variant: item === page ? 'default' : 'ghost', size: 'icon' })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < count ? (
        <Link
          to={blogListHref({ lang, page: page + 1 })}
          rel="next"
          onClick={toTop}
          className={buttonVariants({ variant: 'outline' })}
        >
          {t('blog.pagination.next')}
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(step, 'text-muted-foreground/60')}>
          {t('blog.pagination.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}
