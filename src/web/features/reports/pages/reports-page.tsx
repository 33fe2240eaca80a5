import '../i18n/register-translations.ts';
import { CalendarX2, Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Report } from '../../../../contracts/metrics.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { reportExportPath, useReport } from '../api/get-report.ts';
import { useSalesReport } from '../api/get-sales-report.ts';
import { downloadCsv } from '../../../lib/download-csv.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { localDateOf } from '../../../lib/local-date.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { showToast } from '../../../lib/toast.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { PrintStyles } from '../../../components/print-styles.tsx';
import { ReceivedFigures } from '../../../components/received-figures.tsx';
import { DepositFigures } from '../components/deposit-figures.tsx';
import { ReportSummary } from '../components/report-summary.tsx';
import { ReportTable, type ReportColumn } from '../components/report-table.tsx';
import { SalesSection } from '../components/sales-section.tsx';
import { formatCount, formatPercent, formatShortDate } from '../lib/format-figures.ts';
import { periodProblem, readPeriod, writePeriod } from '../lib/report-period.ts';

/** The totals row of the professionals' table: everything but the visits, a total of the period only. */
type ProfessionalFigures = Omit<Report['totals'], 'visits'>;
type ServiceFigures = Pick<
  Report['totals'],
  'appointments' | 'completed' | 'cancelled' | 'revenueCents' | 'averageTicketCents'
>;

/**
 * /relatorios (owner only): the period's visits and services, then its performance by professional
 * and by service, with totals, and the counter's sales, each as CSV, all printed together. The
 * period lives in the address, so a reload or a shared link shows the same.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  const language = currentLanguage();
  const today = localDateOf(new Date(), me.business.timeZone);
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params, today);
  const problem = periodProblem(period);
  const report = useReport(period, { enabled: problem === null });
  // Asked for beside the report, not after it: the counter's sales show below its tables.
  const sales = useSalesReport(period, { enabled: problem === null });
  const [exporting, setExporting] = useState(false);

  const money = (cents: number | null) =>
    cents === null ? '—' : formatMoney(cents, report.data?.currency ?? me.business.currency, language);
  const performance: ReportColumn<ServiceFigures>[] = [
    {
      key: 'appointments',
      header: t('reports.columns.appointments'),
      cell: (f) => formatCount(f.appointments, language),
    },
    { key: 'completed', header: t('reports.columns.completed'), cell: (f) => formatCount(f.completed, language) },
    { key: 'cancelled', header: t('reports.columns.cancelled'), cell: (f) => formatCount(f.cancelled, language) },
    { key: 'revenue', header: t('reports.columns.revenue'), cell: (f) => money(f.revenueCents) },
    { key: 'averageTicket', header: t('reports.columns.averageTicket'), cell: (f) => money(f.averageTicketCents) },
  ];
  const professionalColumns: ReportColumn<ProfessionalFigures>[] = [
    ...performance,
    { key: 'occupancy', header: t('reports.columns.occupancy'), cell: (f) => formatPercent(f.occupancy, language) },
    { key: 'commission', header: t('reports.columns.commission'), cell: (f) => money(f.commissionCents) },
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(reportExportPath(period), `relatorio-${period.from}-${period.to}.csv`);
    } catch (error) {
      showToast('error', t('reports.actions.exportError'), errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const ready = problem === null && report.data !== undefined;
  const range =
    problem === null
      ? t('reports.period.range', {
          from: formatShortDate(period.from, language),
          to: formatShortDate(period.to, language),
        })
      : '';

  return (
    <div className="space-y-6" data-testid="reports-page">
      <PrintStyles />
      <div className="print:hidden">
        <PageHeader
          title={t('reports.title')}
          description={t('reports.description')}
          actions={
            <>
              <Button
                variant="outline"
                className="max-sm:flex-1"
                onClick={() => void exportCsv()}
                disabled={!ready || exporting}
              >
                {exporting ? <Spinner className="size-4" /> : <Download aria-hidden="true" />}
                {exporting ? t('reports.actions.exporting') : t('reports.actions.export')}
              </Button>
              <Button variant="outline" className="max-sm:flex-1" onClick={() => window.print()} disabled={!ready}>
                <Printer aria-hidden="true" />
                {t('reports.actions.print')}
              </Button>
            </>
          }
        />
      </div>

      {/* What a printed page starts with, in place of the app's frame. */}
      <div className="hidden print:block">
        <p className="text-sm font-semibold">{me.business.name}</p>
        <h1 className="text-2xl font-bold">{t('reports.printTitle')}</h1>
        <p className="text-sm">{range}</p>
      </div>

      <PeriodFilter
        period={period}
        today={today}
        problem={problem}
        onChange={(next) => setParams(writePeriod(params, next), { replace: true })}
      />

      {problem !== null ? null : report.isPending ? (
        <LoadingScreen fullScreen={false} className="min-h-60" />
      ) : report.isError && !report.data ? (
        <ErrorState message={report.error.message} onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : report.data.totals.appointments === 0 ? (
        <div className="space-y-8">
          {/* Sales at the counter without appointments (walk-ins) still show. */}
          {(report.data.received.totalCents !== 0 || report.data.received.onAccountCents !== 0) && (
            <ReceivedFigures received={report.data.received} currency={report.data.currency} headingLevel={2} />
          )}
          <DepositFigures deposits={report.data.deposits} currency={report.data.currency} />
          <EmptyState
            icon={CalendarX2}
            title={t('reports.empty.title')}
            description={t('reports.empty.description')}
            action={
              <Link to="/agenda" className={buttonVariants({ variant: 'outline' })}>
                {t('nav.schedule')}
              </Link>
            }
          />
        </div>
      ) : (
        <div
          className={report.isPlaceholderData ? 'space-y-8 opacity-60 transition-opacity' : 'space-y-8'}
          aria-busy={report.isFetching}
        >
          {report.isPlaceholderData && (
            <p role="status" className="sr-only">
              {t('reports.updating')}
            </p>
          )}
          <ReportSummary totals={report.data.totals} />
          <ReceivedFigures received={report.data.received} currency={report.data.currency} headingLevel={2} />
          <DepositFigures deposits={report.data.deposits} currency={report.data.currency} />
          <ReportTable<Report['professionals'][number], ProfessionalFigures>
            testId="report-professionals"
            title={t('reports.professionals.title')}
            nameHeader={t('reports.professionals.name')}
            rows={report.data.professionals}
            rowKey={(row) => row.professionalId}
            totals={report.data.totals}
            columns={professionalColumns}
          />
          <ReportTable<Report['services'][number], ServiceFigures>
            testId="report-services"
            title={t('reports.services.title')}
            nameHeader={t('reports.services.name')}
            rows={report.data.services}
            rowKey={(row) => row.serviceId}
            totals={report.data.totals}
            columns={performance}
          />
          <p className="text-xs text-muted-foreground">{t('reports.occupancyHint')}</p>
        </div>
      )}

      {/* Below the appointments' figures, or their empty state: walk-in sales need no appointment. */}
      {problem === null && !report.isPending && <SalesSection sales={sales} period={period} />}
    </div>
  );
}
