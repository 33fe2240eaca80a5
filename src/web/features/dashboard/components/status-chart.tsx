import { Cell, Pie, PieChart, ResponsiveContainer } from 'recharts';
import { useTranslation } from 'react-i18next';
import { APPOINTMENT_STATUSES } from '../../../../core/appointment-status.ts';
import type { Dashboard } from '../../../../contracts/metrics.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { STATUS_COLORS } from '../lib/status-colors.ts';
import { ChartCard } from './chart-card.tsx';

/**
 * The range's appointments by status: a donut in the schedule's colours, and beside it the legend
 * with every count and share, which is what screen readers read (the donut is hidden from them).
 */
export function StatusChart({ dashboard, className }: { dashboard: Dashboard; className?: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const slices = APPOINTMENT_STATUSES.map((status) => ({ status, count: dashboard.statusCounts[status] }));
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);

  return (
    <ChartCard name="status" title={t('dashboard.charts.status.title')} className={className}>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:gap-6">
        <div aria-hidden="true" className="relative size-44 shrink-0">
          <ResponsiveContainer width="100%" height="100%">
            <PieChart accessibilityLayer={false}>
              <Pie
                data={slices.filter((slice) => slice.count > 0)}
                dataKey="count"
                nameKey="status"
                innerRadius="62%"
                outerRadius="100%"
                paddingAngle={total > 0 ? 1 : 0}
                stroke="var(--card)"
                // The legend beside it is what the keyboard and screen readers get.
                rootTabIndex={-1}
                isAnimationActive={false}
              >
                {slices
                  .filter((slice) => slice.count > 0)
                  .map((slice) => (
                    <Cell key={slice.status} fill={STATUS_COLORS[slice.status]} />
                  ))}
              </Pie>
            </PieChart>
          </ResponsiveContainer>
          <div className="pointer-events-none absolute inset-0 grid place-content-center text-center">
            <span className="text-2xl font-bold tabular-nums text-foreground">{number.format(total)}</span>
            <span className="text-xs text-muted-foreground">{t('dashboard.charts.status.total')}</span>
          </div>
        </div>
        <ul className="w-full min-w-0 space-y-2 text-sm" data-testid="status-legend">
          {slices.map((slice) => (
            <li key={slice.status} className="flex items-center justify-between gap-3" data-status={slice.status}>
              <span className="flex min-w-0 items-center gap-2">
                <span
                  className="size-3 shrink-0 rounded-full"
                  style={{ background: STATUS_COLORS[slice.status] }}
                  aria-hidden="true"
                />
                {t(`dashboard.charts.status.${slice.status}`)}
              </span>
              <span className="font-semibold tabular-nums text-foreground">
                {t('dashboard.charts.status.share', {
                  value: number.format(slice.count),
                  percent: percent.format(total > 0 ? slice.count / total : 0),
                })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </ChartCard>
  );
}
