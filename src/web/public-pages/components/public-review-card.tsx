import type { PublicReview } from '../../../contracts/reviews.ts';
import { Stars } from '../../components/ui/stars.tsx';
import { cn } from '../../lib/cn.ts';
import { dateTimeFormat } from '../../lib/local-date.ts';
import { usePublicI18n, type PublicTranslate } from '../i18n/i18n.ts';

/** '1 avaliação', '23 avaliações': the number as the language writes it. */
export function reviewCount(tr: PublicTranslate, count: number, language: string): string {
  return tr(count === 1 ? 'rating.countOne' : 'rating.countOther', {
    count: new Intl.NumberFormat(language).format(count),
  });
}

/**
 * A visible review as the public sees it, on the booking page and the business's review page.
 * The comment and the reply are plain text, shown as text: never as markup, links not clickable.
 * `timeZone` (the business's) dates it the same on the server's render and in the browser.
 */
export function PublicReviewCard({
  review,
  timeZone,
  compact = false,
}: {
  review: PublicReview;
  timeZone?: string;
  compact?: boolean;
}) {
  const { tr, language } = usePublicI18n();
  const date = dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(review.createdAt));
  return (
    <article className={cn('min-w-0 text-sm', compact ? '' : 'py-4')} data-testid="public-review">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <Stars rating={review.rating} label={tr('rating.outOfFive', { count: review.rating })} />
        <p className="font-semibold text-foreground [overflow-wrap:anywhere]">{review.authorName}</p>
        <p className="text-xs text-muted-foreground">{date}</p>
      </div>
      {!compact && (
        <p className="mt-0.5 text-xs text-muted-foreground [overflow-wrap:anywhere]">
          {tr('rating.visit', { service: review.serviceName, professional: review.professionalName })}
        </p>
      )}
      {review.comment && (
        <p
          className={cn(
            'mt-1.5 whitespace-pre-line text-foreground [overflow-wrap:anywhere]',
            compact && 'line-clamp-4',
          )}
          data-testid="public-review-comment"
        >
          {review.comment}
        </p>
      )}
      {review.reply && (
        <div className="mt-2 border-l-2 border-primary/40 pl-3" data-testid="public-review-reply">
          <p className="text-xs font-semibold text-foreground">{tr('rating.reply')}</p>
          <p
            className={cn(
              'mt-0.5 whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]',
              compact && 'line-clamp-3',
            )}
          >
            {review.reply.text}
          </p>
        </div>
      )}
    </article>
  );
}
