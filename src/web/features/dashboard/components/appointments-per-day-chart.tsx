import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../contracts/metrics.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { CHART_HEIGHT, axisTick, dayAxisProps, gridProps, tooltipProps } from '../lib/chart-theme.ts';
import { formatAxisDay, formatShortDay } from '../lib/dashboard-format.ts';
import { ChartCard } from './chart-card.tsx';

/** How many appointments each day of the range had, cancelled ones included. */
export function AppointmentsPerDayChart({ dashboard, className }: { dashboard: Dashboard; className?: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const number = new Intl.NumberFormat(language);
  const points = dashboard.appointmentsByDay;

  return (
    <ChartCard
      name="per-day"
      title={t('dashboard.charts.perDay.title')}
      numbers={{
        columns: [t('dashboard.charts.perDay.day'), t('dashboard.charts.perDay.value')],
        rows: points.map((point) => [formatShortDay(point.date, language), number.format(point.count)]),
      }}
      className={className}
    >
      <div aria-hidden="true">
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid {...gridProps} />
            <XAxis {...dayAxisProps((date) => formatAxisDay(date, language))} />
            <YAxis tick={axisTick} tickLine={false} axisLine={false} width={32} allowDecimals={false} />
            <Tooltip
              {...tooltipProps}
              labelFormatter={(date) => formatShortDay(String(date), language)}
              formatter={(count) => [number.format(Number(count)), t('dashboard.charts.perDay.value')]}
            />
            <Bar
              dataKey="count"
              fill="var(--primary)"
              radius={[3, 3, 0, 0]}
              maxBarSize={28}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
