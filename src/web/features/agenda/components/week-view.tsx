import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import type { ColumnProfessional } from '../lib/column-professional.ts';
import { formatDayRange, formatTime } from '../lib/format.ts';
import { gridHours, shadedSpans, type WeeklyRange } from '../lib/grid-hours.ts';
import { formatDay, weekdayOf, type LocalDate } from '../../../lib/local-date.ts';
import type { PlacedAppointment } from '../lib/placement.ts';
import type { MoveChoice, SlotChoice } from './day-view.tsx';
import { TimeGrid } from './time-grid.tsx';
import type { GridColumn } from './time-grid-column.tsx';

/**
 * Seven days side by side, for one professional or everyone (compact cards in lanes). Dropping a
 * card on another day keeps its professional; a day's header opens that day.
 */
export function WeekView({
  days,
  professional,
  appointments,
  openingHours,
  now,
  onSlot,
  onOpen,
  onMove,
  onOpenDay,
}: {
  days: LocalDate[];
  /** The professional the week is filtered to, or null for everyone. */
  professional: ColumnProfessional | null;
  appointments: PlacedAppointment[];
  openingHours: WeeklyRange[] | undefined;
  now: { date: LocalDate; minutes: number };
  onSlot: (choice: SlotChoice) => void;
  onOpen: (appointment: Appointment) => void;
  onMove: (appointment: Appointment, choice: MoveChoice) => void;
  onOpenDay: (date: LocalDate) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const hours = gridHours(
    openingHours,
    days.map(weekdayOf),
    appointments.filter((placed) => days.includes(placed.date)),
  );

  const columns: GridColumn[] = days.map((date) => {
    const weekday = weekdayOf(date);
    const isToday = date === now.date;
    return {
      key: date,
      date,
      professionalId: professional?.id ?? null,
      professionalName: professional?.fullName ?? null,
      appointments: appointments.filter((placed) => placed.date === date),
      shading: professional?.workingHours
        ? shadedSpans(weekday, hours, professional.workingHours, professional.breaks)
        : openingHours
          ? shadedSpans(weekday, hours, openingHours)
          : [],
      header: (
        <button
          type="button"
          onClick={() => onOpenDay(date)}
          className="flex w-full flex-col items-center rounded-md py-0.5 hover:bg-muted"
        >
          <span className="sr-only">
            {t('agenda.grid.openDay', {
              date: formatDay(date, language, { weekday: 'long', day: 'numeric', month: 'long' }),
            })}
          </span>
          <span aria-hidden="true" className="text-xs font-medium uppercase text-muted-foreground">
            {formatDay(date, language, { weekday: 'short' }).replace('.', '')}
          </span>
          <span
            aria-hidden="true"
            className={cn(
              'grid size-7 place-items-center rounded-full text-sm font-semibold tabular-nums',
              isToday ? 'bg-primary text-primary-foreground' : 'text-foreground',
            )}
          >
            {formatDay(date, language, { day: 'numeric' })}
          </span>
        </button>
      ),
    };
  });

  const first = days[0];
  const last = days.at(-1);
  return (
    <TimeGrid
      label={t('agenda.grid.weekLabel', {
        range:
          first && last
            ? formatDayRange(first, last, language, { day: 'numeric', month: 'long', year: 'numeric' })
            : '',
      })}
      columns={columns}
      hours={hours}
      rowHeight={22}
      minColumnWidth="6.5rem"
      now={now}
      showProfessionalOnCards={professional === null}
      slotLabel={(column, minutes) => {
        const values = {
          time: formatTime(minutes, language),
          date: formatDay(column.date, language, { weekday: 'short', day: '2-digit', month: '2-digit' }),
          name: column.professionalName ?? '',
        };
        return column.professionalName ? t('agenda.grid.slotOnWith', values) : t('agenda.grid.slotOn', values);
      }}
      onSlot={(column, minutes) => onSlot({ date: column.date, minutes, professionalId: column.professionalId })}
      onOpen={onOpen}
      onMove={(appointment, column, minutes) =>
        onMove(appointment, {
          date: column.date,
          minutes,
          professionalId: appointment.professionalId,
          professionalName: appointment.professionalName,
        })
      }
    />
  );
}
