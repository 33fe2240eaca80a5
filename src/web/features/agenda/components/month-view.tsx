import { useTranslation } from 'react-i18next';
import type { AppointmentStatus } from '../../../../core/appointment-status.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDay, monthOf, type LocalDate } from '../../../lib/local-date.ts';
import type { PlacedAppointment } from '../lib/placement.ts';
import { STATUS_STYLE } from './status-style.ts';

const STATUS_ORDER: AppointmentStatus[] = ['scheduled', 'confirmed', 'completed', 'cancelled'];

/** The month as a calendar: each day shows how many appointments it has, by status; a click opens the day. */
export function MonthView({
  date,
  days,
  appointments,
  today,
  onOpenDay,
}: {
  date: LocalDate;
  days: LocalDate[];
  appointments: PlacedAppointment[];
  today: LocalDate;
  onOpenDay: (date: LocalDate) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const month = monthOf(date);
  const counts = new Map<LocalDate, Record<AppointmentStatus, number>>();
  for (const placed of appointments) {
    const day = counts.get(placed.date) ?? { scheduled: 0, confirmed: 0, completed: 0, cancelled: 0 };
    day[placed.appointment.status]++;
    counts.set(placed.date, day);
  }

  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <div className="grid grid-cols-7 border-b border-border bg-muted/50" aria-hidden="true">
        {days.slice(0, 7).map((day) => (
          <div
            key={day}
            className="px-1 py-2 text-center text-xs font-semibold uppercase tracking-wide text-muted-foreground"
          >
            {formatDay(day, language, { weekday: 'short' }).replace('.', '')}
          </div>
        ))}
      </div>
      <ul className="grid grid-cols-7" aria-label={formatDay(date, language, { month: 'long', year: 'numeric' })}>
        {days.map((day) => {
          const byStatus = counts.get(day);
          const active = byStatus ? byStatus.scheduled + byStatus.confirmed + byStatus.completed : 0;
          const cancelled = byStatus?.cancelled ?? 0;
          const inMonth = monthOf(day) === month;
          const isToday = day === today;
          const dayName = formatDay(day, language, { weekday: 'long', day: 'numeric', month: 'long' });
          const summary = [
            t('agenda.month.count', { count: active }),
            cancelled ? t('agenda.month.cancelled', { count: cancelled }) : '',
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <li key={day} className="min-w-0 border-b border-r border-border [&:nth-child(7n)]:border-r-0">
              <button
                type="button"
                data-testid="month-day"
                data-date={day}
                data-count={active}
                onClick={() => onOpenDay(day)}
                aria-current={isToday ? 'date' : undefined}
                className={cn(
                  'flex h-full min-h-16 w-full flex-col items-stretch gap-1 p-1.5 text-left transition-colors hover:bg-muted sm:min-h-24 sm:p-2',
                  !inMonth && 'bg-muted/40 text-muted-foreground',
                )}
              >
                <span className="sr-only">{`${dayName}: ${summary}`}</span>
                <span aria-hidden="true" className="flex items-center justify-center gap-1 sm:justify-between">
                  <span
                    className={cn(
                      'grid size-6 place-items-center rounded-full text-xs font-semibold tabular-nums sm:size-7 sm:text-sm',
                      isToday && 'bg-primary text-primary-foreground',
                    )}
                  >
                    {formatDay(day, language, { day: 'numeric' })}
                  </span>
                  {active > 0 && (
                    <span
                      className="hidden rounded-full bg-secondary px-2 text-sm font-bold tabular-nums text-secondary-foreground sm:inline"
                      aria-hidden="true"
                    >
                      {active}
                    </span>
                  )}
                </span>
                {active > 0 && (
                  <span
                    className="self-center rounded-full bg-secondary px-1.5 text-center text-xs font-semibold tabular-nums text-secondary-foreground sm:hidden"
                    aria-hidden="true"
                  >
                    {active}
                  </span>
                )}
                {byStatus && (
                  <span className="hidden flex-wrap gap-1 sm:flex" aria-hidden="true">
                    {STATUS_ORDER.filter((status) => byStatus[status] > 0).map((status) => (
                      <span
                        key={status}
                        className="inline-flex items-center gap-0.5 text-[11px] tabular-nums text-muted-foreground"
                      >
                        <span className={cn('size-2 rounded-full', STATUS_STYLE[status].dot)} />
                        {byStatus[status]}
                      </span>
                    ))}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
