import { EyeOff, MessageSquareReply, Star, ThumbsUp, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewStats } from '../../../../contracts/reviews.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import type { LocalDate } from '../../../lib/local-date.ts';
import { formatAverage, formatShare } from '../../../lib/rating-format.ts';
import { useReviewStats } from '../api/get-review-stats.ts';
import { periodIsInverted, statsQuery, type ReviewFilters } from '../lib/review-filters.ts';
import { ProfessionalRatings } from './professional-ratings.tsx';
import { StarDistribution } from './star-distribution.tsx';

/** The figures of the visible reviews of the period (and professional): hidden ones only counted apart. */
export function ReviewFigures({
  filters,
  today,
  showProfessionals,
}: {
  filters: ReviewFilters;
  today: LocalDate;
  showProfessionals: boolean;
}) {
  const { t } = useTranslation();
  const inverted = periodIsInverted(filters);
  const stats = useReviewStats(statsQuery(filters, today), { enabled: !inverted });

  if (inverted) return null;
  if (stats.isPending) return <FiguresSkeleton />;
  if (stats.isError)
    return (
      <ErrorState message={stats.error.message} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
    );

  return (
    <section
      aria-label={t('reviews.figures.title')}
      className="space-y-4"
      data-testid="review-figures"
      aria-busy={stats.isFetching || undefined}
    >
      <FigureCards stats={stats.data} />
      <div className={showProfessionals ? 'grid gap-4 lg:grid-cols-2' : ''}>
        <StarDistribution stats={stats.data} />
        {showProfessionals && <ProfessionalRatings stats={stats.data} />}
      </div>
    </section>
  );
}

function FigureCards({ stats }: { stats: ReviewStats }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const none = t('reviews.figures.none');
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure
        name="average"
        icon={Star}
        label={t('reviews.figures.average')}
        value={stats.average === null ? none : formatAverage(stats.average, language)}
        secondary={
          <>
            {stats.average !== null && <Stars rating={stats.average} className="mr-1.5 text-sm" />}
            {t('reviews.figures.count', { count: stats.count })}
          </>
        }
      />
      <Figure
        name="positive"
        icon={ThumbsUp}
        label={t('reviews.figures.positive')}
        value={stats.positiveShare === null ? none : formatShare(stats.positiveShare, language)}
        secondary={t('reviews.figures.positiveHint')}
      />
      <Figure
        name="response-rate"
        icon={MessageSquareReply}
        label={t('reviews.figures.responseRate')}
        value={stats.responseRate === null ? none : formatShare(stats.responseRate, language)}
        secondary={t('reviews.figures.responseRateHint')}
      />
      <Figure
        name="hidden"
        icon={EyeOff}
        label={t('reviews.figures.hidden')}
        value={new Intl.NumberFormat(language).format(stats.hiddenCount)}
        secondary={t('reviews.figures.hiddenHint')}
      />
    </dl>
  );
}

function Figure({
  name,
  icon: Icon,
  label,
  value,
  secondary,
}: {
  name: string;
  icon: LucideIcon;
  label: string;
  value: string;
  secondary: ReactNode;
}) {
  return (
    <div
      className="min-w-0 rounded-2xl border border-border bg-card p-4 shadow-sm"
      data-testid={`review-figure-${name}`}
    >
      <dt className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <Icon className="size-4 shrink-0 text-link" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 space-y-1">
        <p
          className="text-2xl font-bold tracking-tight tabular-nums text-foreground"
          data-testid={`review-figure-${name}-value`}
        >
          {value}
        </p>
        <p className="flex flex-wrap items-center text-xs text-muted-foreground">{secondary}</p>
      </dd>
    </div>
  );
}

function FiguresSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="h-28 animate-pulse rounded-2xl border border-border bg-muted/60" />
      ))}
    </div>
  );
}
