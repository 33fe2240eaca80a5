import type { RatingSummary as Summary } from '../../../contracts/reviews.ts';
import { STAR_PATH, Stars } from '../../components/ui/stars.tsx';
import { formatAverage, formatShare } from '../../lib/rating-format.ts';
import { reviewCount } from '../../public-pages/components/public-review-card.tsx';
import { useReviewI18n } from '../i18n/i18n.ts';

/** The business's rating: the average with one decimal, how many reviews, and how the stars spread. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { tr, language } = useReviewI18n();
  const number = new Intl.NumberFormat(language);
  return (
    <section aria-labelledby="rating-summary-title" className="space-y-4" data-testid="rating-summary">
      <h2 id="rating-summary-title" className="text-lg font-semibold tracking-tight text-foreground">
        {tr('business.summary')}
      </h2>
      {summary.average !== null ? (
        <div className="flex items-center gap-4">
          <p className="text-5xl font-bold tracking-tight tabular-nums text-foreground" data-testid="rating-average">
            <span className="sr-only">
              {tr('business.average', { average: formatAverage(summary.average, language) })}
            </span>
            <span aria-hidden="true">{formatAverage(summary.average, language)}</span>
          </p>
          <div className="space-y-1">
            <Stars rating={summary.average} className="text-xl" />
            <p className="text-sm text-muted-foreground" data-testid="rating-count">
              {reviewCount(tr, summary.count, language)}
            </p>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{tr('business.empty')}</p>
      )}
      {summary.count > 0 && (
        <ul className="space-y-1.5 text-sm">
          {summary.distribution.map(({ stars, count }) => (
            <li key={stars} className="flex items-center gap-2.5">
              <span className="sr-only">
                {stars === 1
                  ? tr('business.distributionRowOne', { count })
                  : tr('business.distributionRow', { stars, count })}
              </span>
              <span aria-hidden="true" className="w-3 text-right font-medium tabular-nums">
                {stars}
              </span>
              <svg viewBox="0 0 24 24" className="size-3.5 shrink-0 fill-amber-500" aria-hidden="true">
                <path d={STAR_PATH} />
              </svg>
              <span aria-hidden="true" className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-muted">
                <span
                  className="block h-full rounded-full bg-amber-500"
                  style={{ width: `${(count / summary.count) * 100}%` }}
                />
              </span>
              <span aria-hidden="true" className="w-7 text-right tabular-nums text-muted-foreground">
                {number.format(count)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {summary.positiveShare !== null && (
        <p className="text-sm text-muted-foreground">
          {tr('business.positive', { share: formatShare(summary.positiveShare, language) })}
        </p>
      )}
    </section>
  );
}
