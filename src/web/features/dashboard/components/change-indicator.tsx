import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardRange } from '../../../../contracts/metrics.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { formatChangeAmount } from '../lib/dashboard-format.ts';
import type { PeriodChange } from '../lib/period-change.ts';

const toneClass = { good: 'text-success', bad: 'text-destructive', neutral: 'text-muted-foreground' } as const;
const icons = { up: ArrowUp, down: ArrowDown, flat: Minus } as const;

/** A card's change against the previous period: arrow and amount, green when it went the good way. */
export function ChangeIndicator({ change, range }: { change: PeriodChange; range: DashboardRange }) {
  const { t } = useTranslation();
  if (change.kind === 'noCurrent') return null;
  if (change.kind === 'noPrevious') {
    return (
      <p className="text-xs text-muted-foreground" data-change="none">
        {t('dashboard.change.noPrevious')}
      </p>
    );
  }
  const Icon = icons[change.direction];
  const amount = formatChangeAmount(change.amount, currentLanguage());
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-xs" data-change={change.direction} data-tone={change.tone}>
      <span className={cn('inline-flex items-center gap-0.5 font-semibold tabular-nums', toneClass[change.tone])}>
        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
        {change.direction === 'flat' ? (
          t('dashboard.change.flat')
        ) : (
          <>
            <span className="sr-only">{t(`dashboard.change.${change.direction}`)} </span>
            {change.unit === 'points'
              ? t('dashboard.change.points', { amount })
              : t('dashboard.change.percent', { amount })}
          </>
        )}
      </span>
      <span className="text-muted-foreground">{t('dashboard.change.vsPrevious', { count: range })}</span>
    </p>
  );
}
