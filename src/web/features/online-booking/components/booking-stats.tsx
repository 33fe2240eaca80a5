import { CalendarCheck, CalendarX, Eye, Percent, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OnlineBookingSettings } from '../../../../contracts/online-booking.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';

function Stat({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <div className="rounded-xl border border-border bg-muted/30 p-3 sm:p-4">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground sm:text-sm">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-foreground" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Visits, bookings, conversion and cancellations of the last 30 days. */
export function BookingStats({ stats }: { stats: OnlineBookingSettings['stats'] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          icon={Eye}
          label={t('onlineBooking.stats.visits')}
          value={number.format(stats.visits)}
          testId="stat-visits"
        />
        <Stat
          icon={CalendarCheck}
          label={t('onlineBooking.stats.bookings')}
          value={number.format(stats.bookings)}
          testId="stat-bookings"
        />
        <Stat
          icon={Percent}
          label={t('onlineBooking.stats.conversion')}
          value={percent.format(stats.conversion)}
          testId="stat-conversion"
        />
        <Stat
          icon={CalendarX}
          label={t('onlineBooking.stats.cancellations')}
          value={number.format(stats.cancellations)}
          testId="stat-cancellations"
        />
      </dl>
      {stats.visits === 0 && stats.bookings === 0 && (
        <p className="text-sm text-muted-foreground">{t('onlineBooking.stats.empty')}</p>
      )}
    </div>
  );
}
