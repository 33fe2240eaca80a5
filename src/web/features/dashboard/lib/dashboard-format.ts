import { DASHBOARD_RANGES, type Dashboard, type DashboardRange } from '../../../../contracts/metrics.ts';
import { formatDay, type LocalDate } from '../../../lib/local-date.ts';
import type { Currency } from '../../../lib/money.ts';

/** The range the address asks for (`?range=60`); anything else is the default 30 days. */
export function parseRange(text: string | null): DashboardRange {
  return DASHBOARD_RANGES.find((range) => String(range) === text) ?? 30;
}

/** Money on a chart's axis, short: 'R$ 1,2 mil', '$1.2K'. */
export function formatCompactMoney(cents: number, currency: Currency, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 })
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');
}

/** A day on a chart's axis: '03/06' in pt-BR, '06/03' in en-US. */
export function formatAxisDay(date: LocalDate, language: string): string {
  return formatDay(date, language, { day: '2-digit', month: '2-digit' });
}

/** A day in a tooltip or a table: '3 de jun.' in pt-BR, 'Jun 3' in en-US. */
export function formatShortDay(date: LocalDate, language: string): string {
  return formatDay(date, language, { day: 'numeric', month: 'short' });
}

/** A rate given in percent with one decimal (87.5 → '87,5%' in pt-BR). */
export function formatRate(percent: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(percent / 100);
}

/** A change's size: '12,5' in pt-BR, '12.5' in en-US (the unit is the text's). */
export function formatChangeAmount(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(amount);
}

export interface RevenuePoint {
  /** The day, or the Monday that starts the week. */
  date: LocalDate;
  revenueCents: number;
}

/** Revenue day by day over 30 days; week by week over 60 and 90, where days would be too thin to read. */
export function revenueSeries(dashboard: Pick<Dashboard, 'range' | 'revenueByDay' | 'revenueByWeek'>): {
  by: 'day' | 'week';
  points: RevenuePoint[];
} {
  if (dashboard.range === 30) return { by: 'day', points: dashboard.revenueByDay };
  return {
    by: 'week',
    points: dashboard.revenueByWeek.map(({ weekStart, revenueCents }) => ({ date: weekStart, revenueCents })),
  };
}
