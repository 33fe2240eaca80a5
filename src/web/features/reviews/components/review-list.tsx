import { MessageSquareText, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { LocalDate } from '../../../lib/local-date.ts';
import { useReviews } from '../api/list-reviews.ts';
import { isFiltered, listQuery, NO_FILTERS, periodIsInverted, type ReviewFilters } from '../lib/review-filters.ts';
import { ListFilters } from './list-filters.tsx';
import { ReviewItem } from './review-item.tsx';
import { Section } from './section.tsx';

export const REVIEWS_PAGE_SIZE = 10;

/** The reviews, newest first, by the page's filters, ten a page; the owner answers and hides them here. */
export function ReviewList({
  filters,
  today,
  isOwner,
  onChange,
}: {
  filters: ReviewFilters;
  today: LocalDate;
  isOwner: boolean;
  onChange: (next: Partial<ReviewFilters>) => void;
}) {
  const { t } = useTranslation();
  const inverted = periodIsInverted(filters);
  const reviews = useReviews(listQuery(filters, today, REVIEWS_PAGE_SIZE), { enabled: !inverted });
  if (inverted) return null;

  return (
    <Section
      id="review-list"
      title={t('reviews.list.title')}
      actions={reviews.isFetching && !reviews.isPending ? <Spinner className="size-4" /> : undefined}
    >
      <ListFilters filters={filters} isOwner={isOwner} onChange={onChange} />
      <div className="mt-4">
        {reviews.isPending ? (
          <div role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground">
            <Spinner className="size-5" />
            {t('common.loading')}
          </div>
        ) : reviews.isError ? (
          <ErrorState
            message={reviews.error.message}
            onRetry={() => void reviews.refetch()}
            retrying={reviews.isFetching}
          />
        ) : reviews.data.items.length === 0 ? (
          isFiltered(filters) ? (
            <EmptyState
              icon={SearchX}
              title={t('reviews.list.emptyFiltered.title')}
              description={t('reviews.list.emptyFiltered.description')}
              action={
                <Button variant="outline" onClick={() => onChange({ ...NO_FILTERS })}>
                  {t('reviews.filters.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={MessageSquareText}
              title={t('reviews.list.empty.title')}
              description={isOwner ? t('reviews.list.empty.description') : t('reviews.list.empty.descriptionOwn')}
            />
          )
        ) : (
          <div className="space-y-4">
            <ul className="space-y-3" aria-label={t('reviews.list.label', { count: reviews.data.total })}>
              {reviews.data.items.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} isOwner={isOwner} />
                </li>
              ))}
            </ul>
            <Pagination
              offset={(filters.page - 1) * REVIEWS_PAGE_SIZE}
              limit={REVIEWS_PAGE_SIZE}
              total={reviews.data.total}
              onOffsetChange={(offset) => onChange({ page: offset / REVIEWS_PAGE_SIZE + 1 })}
            />
          </div>
        )}
      </div>
    </Section>
  );
}
