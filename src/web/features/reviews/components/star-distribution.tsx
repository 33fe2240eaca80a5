import { useTranslation } from 'react-i18next';
import type { RatingDistribution } from '../../../../contracts/reviews.ts';
import { Stars } from '../../../components/ui/stars.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { Section } from './section.tsx';

/** Five bars, 5 stars first, each as long as its share of the reviews, with its count as text. */
export function StarDistribution({ stats }: { stats: { distribution: RatingDistribution; count: number } }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(currentLanguage());
  return (
    <Section id="review-distribution" title={t('reviews.distribution.title')}>
      <ul className="space-y-2.5">
        {stats.distribution.map(({ stars, count }) => (
          <li key={stars} className="flex items-center gap-3 text-sm" data-testid="distribution-row" data-stars={stars}>
            <span className="flex w-24 shrink-0 items-center gap-1.5 tabular-nums">
              <span className="sr-only">{t('reviews.distribution.row', { stars, count })}</span>
              <span aria-hidden="true" className="w-3 text-right font-medium">
                {stars}
              </span>
              <Stars rating={stars} className="text-xs" />
            </span>
            <span className="h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-amber-500"
                style={{ width: `${stats.count === 0 ? 0 : (count / stats.count) * 100}%` }}
              />
            </span>
            <span
              aria-hidden="true"
              className="w-8 shrink-0 text-right font-medium tabular-nums"
              data-testid="distribution-count"
            >
              {number.format(count)}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
