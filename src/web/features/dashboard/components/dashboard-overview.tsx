import { CalendarPlus, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardRange } from '../../../../contracts/metrics.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { formatShortDay } from '../lib/dashboard-format.ts';
import { AppointmentsPerDayChart } from './appointments-per-day-chart.tsx';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { ReceivedFigures } from '../../../components/received-figures.tsx';
import { percentChange } from '../lib/period-change.ts';
import { ChangeIndicator } from './change-indicator.tsx';
import { FigureCards } from './figure-cards.tsx';
import { RangeSelector } from './range-selector.tsx';
import { RevenueChart } from './revenue-chart.tsx';
import { LowStockNotice } from './low-stock.tsx';
import { GenerateSampleDataButton, SampleDataNotice } from './sample-data.tsx';
import { StatusChart } from './status-chart.tsx';
import { TopServices } from './top-services.tsx';

/**
 * The owner's figures for the chosen range: cards against the period before, then the charts.
 * Without appointments in the range, the way to see it at work: 'Gerar dados de teste'.
 */
export function DashboardOverview({
  range,
  onRangeChange,
}: {
  range: DashboardRange;
  onRangeChange: (range: DashboardRange) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const dashboard = useDashboard(range);
  const data = dashboard.data;
  // Another range is loading while the last one stays on screen.
  const updating = dashboard.isFetching && !dashboard.isPending;
  // Empty: no appointment in the range, and nothing sold at the counter either.
  const empty =
    data !== undefined &&
    data.appointments === 0 &&
    data.received.totalCents === 0 &&
    data.received.onAccountCents === 0;

  return (
    <section
      aria-labelledby="dashboard-overview"
      aria-busy={dashboard.isFetching}
      className="space-y-4"
      data-testid="dashboard-overview"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            <h2 id="dashboard-overview" className="text-lg font-semibold text-foreground">
              {t('dashboard.overview.title')}
            </h2>
            {updating && (
              <span role="status" className="inline-flex">
                <Spinner className="size-4" />
                <span className="sr-only">{t('dashboard.overview.updating')}</span>
              </span>
            )}
          </div>
          {data && (
            <p className="text-sm text-muted-foreground" data-testid="dashboard-period">
              {t('dashboard.overview.period', {
                from: formatShortDay(data.from, language),
                to: formatShortDay(data.to, language),
              })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <RangeSelector value={range} onChange={onRangeChange} />
          {data && !data.hasSampleData && !empty && <GenerateSampleDataButton size="sm" />}
        </div>
      </div>

      {data?.hasSampleData && <SampleDataNotice />}
      {data && <LowStockNotice lowStock={data.lowStock} />}
      {dashboard.isError && data && (
        <Alert variant="destructive" role="alert">
          <p className="font-semibold">{t('states.loadError')}</p>
          <p>{dashboard.error.message}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-1"
            onClick={() => void dashboard.refetch()}
            disabled={dashboard.isFetching}
          >
            <RefreshCw aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </Alert>
      )}

      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError && !data ? (
        <ErrorState
          message={dashboard.error.message}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : !data ? null : empty ? (
        <EmptyState
          icon={CalendarPlus}
          title={t('dashboard.empty.title', { count: data.range })}
          description={t('dashboard.empty.description')}
          action={data.hasSampleData ? undefined : <GenerateSampleDataButton variant="default" />}
        />
      ) : (
        <div className="space-y-4">
          <FigureCards dashboard={data} />
          <ReceivedFigures
            received={data.received}
            currency={data.currency}
            aside={
              <ChangeIndicator
                change={percentChange(data.received.totalCents, data.previous.received.totalCents)}
                range={data.range}
              />
            }
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <RevenueChart dashboard={data} className="lg:col-span-2" />
            <TopServices dashboard={data} />
            <StatusChart dashboard={data} />
            <AppointmentsPerDayChart dashboard={data} className="lg:col-span-2" />
          </div>
        </div>
      )}
    </section>
  );
}
