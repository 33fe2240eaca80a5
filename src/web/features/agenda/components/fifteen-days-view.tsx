import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { Button } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { formatTimeRange } from '../lib/format.ts';
import { formatDay, type LocalDate } from '../../../lib/local-date.ts';
import { statusLook } from '../lib/no-show.ts';
import type { PlacedAppointment } from '../lib/placement.ts';
import { useCardLabel } from './appointment-card.tsx';
import { StatusBadge } from './status-badge.tsx';
import { STATUS_STYLE } from './status-style.ts';
import { VisitMarker } from './visit-marker.tsx';

/**
 * Fifteen days as an agenda: each day's appointments in time order (how many, when there are any),
 * with a way into the day; an empty day says so once.
 */
export function FifteenDaysView({
  days,
  appointments,
  today,
  showProfessional,
  onOpen,
  onOpenDay,
  onNew,
}: {
  days: LocalDate[];
  appointments: PlacedAppointment[];
  today: LocalDate;
  showProfessional: boolean;
  onOpen: (appointment: Appointment) => void;
  onOpenDay: (date: LocalDate) => void;
  onNew: (date: LocalDate) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const cardLabel = useCardLabel();

  return (
    <ol className="space-y-3" aria-label={t('agenda.views.fifteen')}>
      {days.map((day) => {
        const items = appointments.filter((placed) => placed.date === day);
        const dayName = formatDay(day, language, { weekday: 'long', day: 'numeric', month: 'long' });
        return (
          <li
            key={day}
            className="rounded-2xl border border-border bg-card shadow-sm"
            data-testid="agenda-day"
            data-date={day}
          >
            <div className="flex items-center gap-2 border-b border-border px-4 py-2.5">
              <h3 className="min-w-0 flex-1 text-sm font-semibold capitalize text-foreground">
                <button type="button" className="rounded-sm text-left hover:underline" onClick={() => onOpenDay(day)}>
                  {dayName}
                </button>
                {day === today && (
                  <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold normal-case text-primary-foreground">
                    {t('agenda.toolbar.today')}
                  </span>
                )}
              </h3>
              {items.length > 0 && (
                <span className="text-xs text-muted-foreground">
                  {t('agenda.month.count', {
                    count: items.filter((placed) => placed.appointment.status !== 'cancelled').length,
                  })}
                </span>
              )}
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t('agenda.fifteen.newOn', { date: dayName })}
                onClick={() => onNew(day)}
              >
                <Plus aria-hidden="true" />
              </Button>
            </div>
            {items.length === 0 ? (
              <p className="px-4 py-3 text-sm text-muted-foreground">{t('agenda.fifteen.none')}</p>
            ) : (
              <ul className="divide-y divide-border">
                {items.map((placed) => {
                  const { appointment } = placed;
                  return (
                    <li key={appointment.id}>
                      <button
                        type="button"
                        data-testid="appointment-card"
                        data-appointment-id={appointment.id}
                        data-status={appointment.status}
                        data-visit-id={appointment.visitId ?? undefined}
                        onClick={() => onOpen(appointment)}
                        className={cn(
                          'grid w-full grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-0.5 px-4 py-2.5 text-left transition-colors hover:bg-muted/60',
                          appointment.status === 'cancelled' && 'text-muted-foreground',
                        )}
                      >
                        <span className="sr-only">{cardLabel(placed)}</span>
                        <span
                          className={cn('h-9 w-1 rounded-full', STATUS_STYLE[statusLook(appointment)].dot)}
                          aria-hidden="true"
                        />
                        <span className="min-w-0" aria-hidden="true">
                          <span className="flex flex-wrap items-baseline gap-x-2">
                            <span className="text-sm font-semibold tabular-nums">
                              {formatTimeRange(placed.start, placed.end, language)}
                            </span>
                            {placed.visit && <VisitMarker visit={placed.visit} roomy className="self-center" />}
                            <span
                              className={cn(
                                'truncate text-sm font-medium',
                                appointment.status === 'cancelled' && 'line-through',
                              )}
                            >
                              {appointment.clientName}
                            </span>
                          </span>
                          <span className="block truncate text-xs text-muted-foreground">
                            {appointment.serviceName}
                            {showProfessional && ` · ${appointment.professionalName}`}
                          </span>
                        </span>
                        <StatusBadge status={statusLook(appointment)} aria-hidden />
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
