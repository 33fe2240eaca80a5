import { Stars } from '../../components/ui/stars.tsx';
import { formatAverage } from '../../lib/rating-format.ts';
import { useI18n } from '../i18n/i18n.ts';
import { businessReviewsPath } from '../../public-pages/lib/public-api.ts';
import { reviewCount } from '../../public-pages/components/public-review-card.tsx';

/** Under the business's name: its stars, average and number of reviews, linking to them all. */
export function RatingLine({ businessId, average, count }: { businessId: string; average: number; count: number }) {
  const { tr, language } = useI18n();
  const averageText = formatAverage(average, language);
  const countText = reviewCount(tr, count, language);
  return (
    <a
      href={businessReviewsPath(businessId)}
      className="mt-1 inline-flex items-center gap-2 rounded-md text-sm text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      aria-label={tr('rating.summaryLink', { average: averageText, count: countText })}
      data-testid="booking-rating"
    >
      <Stars rating={average} className="text-base" emptyClassName="text-white/35" />
      <span className="font-semibold tabular-nums">{averageText}</span>
      <span className="text-white/85">({countText})</span>
    </a>
  );
}
