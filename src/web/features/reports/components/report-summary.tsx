import { useTranslation } from 'react-i18next';
import type { Report } from '../../../../contracts/metrics.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatCount } from '../lib/format-figures.ts';

/**
 * The period's visits beside its services (docs/metrics.md): a visit of several services counts
 * once among the visits, each of its services among the services. Visits are a total only: one
 * visit's services may be with several professionals.
 */
export function ReportSummary({ totals }: { totals: Report['totals'] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const figures = [
    { key: 'visits', label: t('reports.summary.visits'), hint: t('reports.summary.visitsHint'), value: totals.visits },
    {
      key: 'services',
      label: t('reports.summary.services'),
      hint: t('reports.summary.servicesHint'),
      value: totals.appointments,
    },
  ];
  return (
    <section aria-label={t('reports.summary.label')} className="break-inside-avoid-page">
      <dl className="grid grid-cols-2 gap-3 sm:max-w-xl" data-testid="report-summary">
        {figures.map((figure) => (
          <div key={figure.key} className="min-w-0 rounded-2xl border border-border bg-card p-4 shadow-sm">
            <dt className="text-sm font-medium text-muted-foreground">{figure.label}</dt>
            <dd className="mt-1 space-y-1">
              <p
                className="text-2xl font-bold tracking-tight tabular-nums text-foreground"
                data-testid={`summary-${figure.key}`}
              >
                {formatCount(figure.value, language)}
              </p>
              <p className="text-xs text-muted-foreground">{figure.hint}</p>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
