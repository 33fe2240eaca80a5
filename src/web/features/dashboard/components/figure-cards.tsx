import { CalendarCheck, CalendarX, CircleDollarSign, Percent, Store, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../contracts/metrics.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/money.ts';
import { formatRate } from '../lib/dashboard-format.ts';
import { percentChange, pointsChange, type PeriodChange } from '../lib/period-change.ts';
import { ChangeIndicator } from './change-indicator.tsx';

function FigureCard({
  name,
  icon: Icon,
  label,
  value,
  secondary,
  change,
  range,
  className,
}: {
  name: string;
  icon: LucideIcon;
  label: string;
  value: string;
  secondary?: ReactNode;
  change: PeriodChange;
  range: Dashboard['range'];
  className?: string;
}) {
  return (
    <div
      className={cn('min-w-0 rounded-2xl border border-border bg-card p-4 shadow-sm', className)}
      data-testid={`card-${name}`}
    >
      <dt className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <Icon className="size-4 shrink-0 text-link" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 space-y-1">
        <p
          className="whitespace-nowrap text-2xl font-bold tracking-tight tabular-nums text-foreground"
          data-testid={`figure-${name}`}
        >
          {value}
        </p>
        {secondary && <p className="text-xs text-muted-foreground">{secondary}</p>}
        <ChangeIndicator change={change} range={range} />
      </dd>
    </div>
  );
}

/**
 * Revenue, visits, services, success rate, cancellations and customers, each against the period
 * before: three cards a row from `sm` up (more leave too little room for a sum of money); on a
 * phone revenue and customers take a whole row, visits and services share one, side by side.
 */
export function FigureCards({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const number = new Intl.NumberFormat(language);
  const { previous, range } = dashboard;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-6" data-testid="figure-cards" data-range={range}>
      <FigureCard
        name="revenue"
        icon={CircleDollarSign}
        label={t('dashboard.cards.revenue')}
        value={formatMoney(dashboard.revenueCents, dashboard.currency, language)}
        secondary={t('dashboard.cards.revenueHint')}
        change={percentChange(dashboard.revenueCents, previous.revenueCents)}
        range={range}
        className="col-span-2"
      />
      <FigureCard
        name="visits"
        className="sm:col-span-2"
        icon={Store}
        label={t('dashboard.cards.visits')}
        value={number.format(dashboard.visits)}
        secondary={t('dashboard.cards.visitsHint')}
        change={percentChange(dashboard.visits, previous.visits)}
        range={range}
      />
      <FigureCard
        name="appointments"
        className="sm:col-span-2"
        icon={CalendarCheck}
        label={t('dashboard.cards.appointments')}
        value={number.format(dashboard.appointments)}
        secondary={t('dashboard.cards.appointmentsHint')}
        change={percentChange(dashboard.appointments, previous.appointments)}
        range={range}
      />
      <FigureCard
        name="success-rate"
        className="sm:col-span-2"
        icon={Percent}
        label={t('dashboard.cards.successRate')}
        value={dashboard.successRate === null ? '—' : formatRate(dashboard.successRate, language)}
        secondary={t('dashboard.cards.successRateHint')}
        change={pointsChange(dashboard.successRate, previous.successRate)}
        range={range}
      />
      <FigureCard
        name="cancellations"
        className="sm:col-span-2"
        icon={CalendarX}
        label={t('dashboard.cards.cancellations')}
        value={number.format(dashboard.cancelled)}
        change={percentChange(dashboard.cancelled, previous.cancelled, { upIsGood: false })}
        range={range}
      />
      <FigureCard
        name="customers"
        className="col-span-2 sm:col-span-2"
        icon={Users}
        label={t('dashboard.cards.customers')}
        value={number.format(dashboard.customers)}
        secondary={t('dashboard.cards.newCustomers', { count: dashboard.newCustomers })}
        change={percentChange(dashboard.customers, previous.customers)}
        range={range}
      />
    </dl>
  );
}
