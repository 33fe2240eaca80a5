import { useTranslation } from 'react-i18next';
import { DASHBOARD_RANGES, type DashboardRange } from '../../../../contracts/metrics.ts';
import { cn } from '../../../lib/cn.ts';

/** 30, 60 or 90 days, as buttons side by side: the pressed one is the range on screen. */
export function RangeSelector({
  value,
  onChange,
}: {
  value: DashboardRange;
  onChange: (range: DashboardRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('dashboard.range.label')}
      className="inline-flex rounded-lg border border-input bg-muted/60 p-1"
      data-testid="range-selector"
    >
      {DASHBOARD_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === value}
          onClick={() => onChange(range)}
          className={cn(
            'inline-flex h-8 items-center justify-center whitespace-nowrap rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors',
            'hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
            'aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm',
          )}
        >
          {t('dashboard.range.option', { count: range })}
        </button>
      ))}
    </div>
  );
}
