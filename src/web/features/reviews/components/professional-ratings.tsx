import { useTranslation } from 'react-i18next';
import type { ReviewStats } from '../../../../contracts/reviews.ts';
import { Stars } from '../../../components/ui/stars.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatAverage, formatShare } from '../../../lib/rating-format.ts';
import { Section } from './section.tsx';

/** Each professional with visible reviews: their average, how many and the positive share. */
export function ProfessionalRatings({ stats }: { stats: ReviewStats }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Section id="review-professionals" title={t('reviews.professionals.title')}>
      {stats.professionals.length === 0 ? (
        <p className="py-4 text-sm text-muted-foreground">{t('reviews.professionals.empty')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {stats.professionals.map((professional) => (
            <li
              key={professional.professionalId}
              className="flex items-center justify-between gap-3 py-2.5 first:pt-0 last:pb-0"
              data-testid="professional-rating"
            >
              <div className="min-w-0">
                <p className="font-medium text-foreground [overflow-wrap:anywhere]">{professional.name}</p>
                <p className="text-xs text-muted-foreground">
                  {t('reviews.figures.count', { count: professional.count })}
                  {professional.positiveShare !== null &&
                    ` · ${t('reviews.professionals.positive', { share: formatShare(professional.positiveShare, language) })}`}
                </p>
              </div>
              {professional.average !== null && (
                <p className="flex shrink-0 items-center gap-1.5">
                  <Stars rating={professional.average} className="text-sm max-[380px]:hidden" />
                  <span className="font-semibold tabular-nums text-foreground">
                    <span className="sr-only">{t('reviews.figures.average')}: </span>
                    {formatAverage(professional.average, language)}
                  </span>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
