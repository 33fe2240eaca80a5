/*
 * What every chart of the dashboard shares: the theme's colours (CSS variables, so dark mode
 * follows), small axis text, a light grid and a tooltip that looks like the app's cards.
 */
export const CHART_HEIGHT = 220;

export const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 } as const;

export const gridStroke = 'var(--border)';

/** The light horizontal grid behind a chart over days. */
export const gridProps = { stroke: gridStroke, strokeDasharray: '3 3', vertical: false } as const;

/** The x axis of a chart over days ("YYYY-MM-DD" in `date`), labelled short in the interface language. */
export function dayAxisProps(formatDay: (date: string) => string) {
  return {
    dataKey: 'date',
    tickFormatter: formatDay,
    tick: axisTick,
    tickLine: false,
    axisLine: { stroke: gridStroke },
    minTickGap: 16,
    interval: 'preserveStartEnd',
  } as const;
}

export const tooltipProps = {
  contentStyle: {
    background: 'var(--card)',
    border: '1px solid var(--border)',
    borderRadius: '0.75rem',
    color: 'var(--card-foreground)',
    fontSize: '0.8125rem',
  },
  labelStyle: { color: 'var(--muted-foreground)', marginBottom: '0.25rem' },
  itemStyle: { color: 'var(--card-foreground)', padding: 0 },
  cursor: { fill: 'var(--muted)', stroke: 'var(--border)' },
  separator: ': ',
} as const;
