import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import type { ColumnProfessional } from '../lib/column-professional.ts';
import { formatLongDayWithYear, formatTime } from '../lib/format.ts';
import { gridHours, shadedSpans, type WeeklyRange } from '../lib/grid-hours.ts';
import { weekdayOf, type LocalDate } from '../../../lib/local-date.ts';
import type { PlacedAppointment } from '../lib/placement.ts';
import { TimeGrid } from './time-grid.tsx';
import type { GridColumn } from './time-grid-column.tsx';

export interface SlotChoice {
  date: LocalDate;
  minutes: number;
  professionalId: string | null;
}

export interface MoveChoice {
  date: LocalDate;
  minutes: number;
  professionalId: string;
  professionalName: string;
}

/**
 * One column per professional over the day's opening hours. On a phone it shows one professional
 * at a time, with a switcher above the grid.
 */
export function DayView({
  date,
  professionals,
  appointments,
  openingHours,
  now,
  singleColumn,
  onSlot,
  onOpen,
  onMove,
}: {
  date: LocalDate;
  professionals: ColumnProfessional[];
  appointments: PlacedAppointment[];
  openingHours: WeeklyRange[] | undefined;
  now: { date: LocalDate; minutes: number };
  singleColumn: boolean;
  onSlot: (choice: SlotChoice) => void;
  onOpen: (appointment: Appointment) => void;
  onMove: (appointment: Appointment, choice: MoveChoice) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [shownId, setShownId] = useState<string | null>(null);
  const weekday = weekdayOf(date);
  const dayAppointments = useMemo(() => appointments.filter((placed) => placed.date === date), [appointments, date]);
  const hours = gridHours(openingHours, [weekday], dayAppointments);

  const shown = singleColumn
    ? [professionals.find((p) => p.id === shownId) ?? professionals[0]].filter((p) => p !== undefined)
    : professionals;

  const columns: GridColumn[] = shown.map((professional) => {
    const own = dayAppointments.filter((placed) => placed.appointment.professionalId === professional.id);
    const active = own.filter((placed) => placed.appointment.status !== 'cancelled').length;
    return {
      key: professional.id,
      date,
      professionalId: professional.id,
      professionalName: professional.fullName,
      appointments: own,
      shading: shadedSpans(weekday, hours, professional.workingHours ?? openingHours ?? [], professional.breaks),
      header: (
        <div className="min-w-0 text-center">
          <p className="truncate text-sm font-semibold text-foreground" data-testid="column-professional">
            {professional.fullName}
          </p>
          <p className="text-xs text-muted-foreground">{t('agenda.month.count', { count: active })}</p>
        </div>
      ),
    };
  });

  return (
    <div className="space-y-3">
      {singleColumn && professionals.length > 1 && (
        <div role="group" aria-label={t('agenda.grid.showing')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {professionals.map((professional) => {
            const pressed = professional.id === (shown[0]?.id ?? null);
            return (
              <button
                key={professional.id}
                type="button"
                aria-pressed={pressed}
                onClick={() => setShownId(professional.id)}
                className={cn(
                  'h-9 shrink-0 rounded-full border px-4 text-sm font-medium transition-colors',
                  pressed
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-card text-foreground hover:bg-muted',
                )}
              >
                {professional.fullName}
              </button>
            );
          })}
        </div>
      )}
      <TimeGrid
        label={t('agenda.grid.dayLabel', { date: formatLongDayWithYear(date, language) })}
        columns={columns}
        hours={hours}
        rowHeight={28}
        minColumnWidth="9rem"
        now={now}
        showProfessionalOnCards={false}
        slotLabel={(column, minutes) =>
          t('agenda.grid.slotWith', { time: formatTime(minutes, language), name: column.professionalName ?? '' })
        }
        onSlot={(column, minutes) => onSlot({ date, minutes, professionalId: column.professionalId })}
        onOpen={onOpen}
        acceptsDrop={(appointment, column) => {
          const offered = professionals.find((p) => p.id === column.professionalId)?.serviceIds;
          return !offered || offered.includes(appointment.serviceId);
        }}
        onMove={(appointment, column, minutes) =>
          onMove(appointment, {
            date,
            minutes,
            professionalId: column.professionalId ?? appointment.professionalId,
            professionalName: column.professionalName ?? appointment.professionalName,
          })
        }
      />
    </div>
  );
}
