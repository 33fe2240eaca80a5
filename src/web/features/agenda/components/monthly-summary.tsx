import { useTranslation } from 'react-i18next';
import type { AppointmentStatus } from '../../../../core/appointment-status.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useAppointmentsSummary } from '../api/get-appointments-summary.ts';
import { formatDay } from '../../../lib/local-date.ts';
import { STATUS_STYLE } from './status-style.ts';

const STATUSES: AppointmentStatus[] = ['scheduled', 'confirmed', 'completed', 'cancelled'];

/** The month on screen: appointments by status, revenue expected (not cancelled) and realised (completed). */
export function MonthlySummary({ month, professionalId }: { month: string; professionalId: string | undefined }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const summary = useAppointmentsSummary({ month, professionalId });
  const monthName = formatDay(`${month}-15`, language, { month: 'long', year: 'numeric' });
  const headingId = `summary-${month}`;

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={summary.isFetching}
      className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
      data-testid="monthly-summary"
    >
      <div className="flex items-center gap-2">
        <h2 id={headingId} className="text-base font-semibold text-foreground">
          {t('agenda.summary.title', { month: monthName })}
        </h2>
        {summary.isFetching && <Spinner className="size-4" />}
      </div>
      {summary.isError && !summary.data ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {t('agenda.summary.loadError')} {summary.error.message}
        </p>
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {STATUSES.map((status) => (
            <div key={status} className="rounded-xl bg-muted/50 px-3 py-2.5" data-testid={`summary-${status}`}>
              <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                <span className={cn('size-2 rounded-full', STATUS_STYLE[status].dot)} aria-hidden="true" />
                {t(`agenda.summary.statuses.${status}`)}
              </dt>
              <dd className="mt-1 text-xl font-bold tabular-nums text-foreground">
                {summary.data ? summary.data.byStatus[status] : '–'}
              </dd>
            </div>
          ))}
          <div className="col-span-2 rounded-xl bg-secondary/60 px-3 py-2.5" data-testid="summary-expected">
            <dt className="text-xs font-medium text-muted-foreground">
              {t('agenda.summary.expected')}
              <span className="block font-normal">{t('agenda.summary.expectedHint')}</span>
            </dt>
            <dd className="mt-1 text-lg font-bold tabular-nums text-foreground">
              {summary.data ? formatMoney(summary.data.expectedRevenueCents, summary.data.currency, language) : '–'}
            </dd>
          </div>
          <div className="col-span-2 rounded-xl bg-secondary/60 px-3 py-2.5" data-testid="summary-realised">
            <dt className="text-xs font-medium text-muted-foreground">
              {t('agenda.summary.realised')}
              <span className="block font-normal">{t('agenda.summary.realisedHint')}</span>
            </dt>
            <dd className="mt-1 text-lg font-bold tabular-nums text-foreground">
              {summary.data ? formatMoney(summary.data.realisedRevenueCents, summary.data.currency, language) : '–'}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
