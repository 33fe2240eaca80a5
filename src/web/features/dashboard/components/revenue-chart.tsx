import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../contracts/metrics.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatMoney } from '../../../lib/money.ts';
import { CHART_HEIGHT, axisTick, dayAxisProps, gridProps, tooltipProps } from '../lib/chart-theme.ts';
import { formatAxisDay, formatCompactMoney, formatShortDay, revenueSeries } from '../lib/dashboard-format.ts';
import { ChartCard } from './chart-card.tsx';

/** Revenue of completed appointments, day by day over 30 days, week by week over 60 and 90. */
export function RevenueChart({ dashboard, className }: { dashboard: Dashboard; className?: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { by, points } = revenueSeries(dashboard);
  const money = (cents: number) => formatMoney(cents, dashboard.currency, language);
  const dayLabel = (date: string) =>
    by === 'week'
      ? `${t('dashboard.charts.revenue.week')} ${formatShortDay(date, language)}`
      : formatShortDay(date, language);

  return (
    <ChartCard
      name="revenue"
      title={t('dashboard.charts.revenue.title')}
      description={by === 'day' ? t('dashboard.charts.revenue.byDay') : t('dashboard.charts.revenue.byWeek')}
      numbers={{
        columns: [
          by === 'day' ? t('dashboard.charts.revenue.day') : t('dashboard.charts.revenue.week'),
          t('dashboard.charts.revenue.value'),
        ],
        rows: points.map((point) => [formatShortDay(point.date, language), money(point.revenueCents)]),
      }}
      className={className}
    >
      <div aria-hidden="true">
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid {...gridProps} />
            <XAxis {...dayAxisProps((date) => formatAxisDay(date, language))} />
            <YAxis
              tickFormatter={(cents: number) => formatCompactMoney(cents, dashboard.currency, language)}
              tick={axisTick}
              tickLine={false}
              axisLine={false}
              width={84}
              allowDecimals={false}
            />
            <Tooltip
              {...tooltipProps}
              labelFormatter={(date) => dayLabel(String(date))}
              formatter={(cents) => [money(Number(cents)), t('dashboard.charts.revenue.value')]}
            />
            <Line
              type="monotone"
              dataKey="revenueCents"
              stroke="var(--primary)"
              strokeWidth={2}
              dot={by === 'week' ? { r: 3, fill: 'var(--primary)' } : false}
              activeDot={{ r: 4 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
