import type { ReactNode } from 'react';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { canReschedule } from '../../../../core/appointment-status.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { minutesToTime, type LocalDate } from '../../../lib/local-date.ts';
import type { useGridDrag } from '../hooks/use-grid-drag.ts';
import type { useSlotFocus } from '../hooks/use-slot-focus.ts';
import { laneCount, layoutLanes, type LaneInput } from '../lib/card-lanes.ts';
import { formatTime, formatTimeRange } from '../lib/format.ts';
import { offsetOf, rowStart, type GridScale } from '../lib/grid-geometry.ts';
import { SLOT_MINUTES, type ShadedSpan } from '../lib/grid-hours.ts';
import type { PlacedAppointment } from '../lib/placement.ts';
import { GridAppointmentCard } from './appointment-card.tsx';

/** One column of the time grid: a professional's day (day view) or a day (week view). */
export interface GridColumn {
  key: string;
  date: LocalDate;
  /** The professional a click or a drop in this column books with; null keeps the appointment's own. */
  professionalId: string | null;
  professionalName: string | null;
  header: ReactNode;
  appointments: PlacedAppointment[];
  shading: ShadedSpan[];
}

function laneInputs(column: GridColumn): LaneInput[] {
  return column.appointments.map((placed) => ({
    id: placed.appointment.id,
    start: placed.start,
    end: placed.end,
    cancelled: placed.appointment.status === 'cancelled',
  }));
}

/** How many cards the column shows side by side at most, for the width it needs. */
export function columnLanes(column: GridColumn): number {
  return laneCount(laneInputs(column));
}

/**
 * A column's body: off-hours and breaks shaded, a button per 15-minute slot, the appointment cards
 * in lanes, the drop preview while a card is dragged over it, and the current-time line.
 */
export function TimeGridColumn({
  column,
  index,
  scale,
  now,
  showProfessionalOnCards,
  slotLabel,
  onSlot,
  onOpen,
  acceptsDrop,
  slots,
  drag,
  dragged,
}: {
  column: GridColumn;
  index: number;
  scale: GridScale;
  now: { date: LocalDate; minutes: number } | null;
  showProfessionalOnCards: boolean;
  slotLabel: (column: GridColumn, minutes: number) => string;
  onSlot: (column: GridColumn, minutes: number) => void;
  onOpen: (appointment: Appointment) => void;
  acceptsDrop: (appointment: Appointment, column: GridColumn) => boolean;
  slots: ReturnType<typeof useSlotFocus>;
  drag: ReturnType<typeof useGridDrag<GridColumn>>;
  /** The card being dragged, wherever it is. */
  dragged: PlacedAppointment | undefined;
}) {
  const language = currentLanguage();
  const { hours, rowHeight } = scale;
  const top = (minutes: number) => offsetOf(scale, minutes);
  const lanes = layoutLanes(laneInputs(column));
  const ghost = drag.preview && drag.preview.columnKey === column.key && dragged ? drag.preview : null;
  const ghostLength = dragged ? dragged.end - dragged.start : 0;

  return (
    <div
      data-grid-column={column.key}
      className="relative min-w-0 border-r border-border last:border-r-0"
      style={{
        height: scale.height,
        backgroundImage:
          'linear-gradient(to bottom, var(--color-border) 1px, transparent 1px), linear-gradient(to bottom, color-mix(in oklch, var(--color-border) 45%, transparent) 1px, transparent 1px)',
        backgroundSize: `100% ${rowHeight * 4}px, 100% ${rowHeight}px`,
        backgroundPositionY: `${top(Math.ceil(hours.start / 60) * 60)}px, 0`,
      }}
    >
      {column.shading.map((span) => (
        <div
          key={`${span.kind}-${span.start}`}
          aria-hidden="true"
          data-shade={span.kind}
          className={cn(
            'pointer-events-none absolute inset-x-0 z-0',
            span.kind === 'off'
              ? 'bg-muted/70 bg-[repeating-linear-gradient(135deg,transparent_0_7px,color-mix(in_oklch,var(--color-border)_70%,transparent)_7px_8px)]'
              : 'bg-amber-100/70 dark:bg-amber-900/25',
          )}
          style={{ top: top(span.start), height: top(span.end) - top(span.start) }}
        >
          {span.kind === 'break' && top(span.end) - top(span.start) >= 18 && (
            <span className="block truncate px-1.5 pt-0.5 text-[11px] font-medium text-amber-800 dark:text-amber-200">
              {span.name}
            </span>
          )}
        </div>
      ))}

      {Array.from({ length: scale.rows }, (_, row) => {
        const minutes = rowStart(scale, row);
        const isActive = slots.active.column === index && slots.active.row === row;
        return (
          <button
            key={row}
            type="button"
            data-testid="slot"
            data-professional-id={column.professionalId ?? ''}
            data-date={column.date}
            data-time={minutesToTime(minutes)}
            data-slot-column={index}
            data-slot-row={row}
            tabIndex={isActive ? 0 : -1}
            aria-label={slotLabel(column, minutes)}
            onFocus={() => slots.onSlotFocus({ column: index, row })}
            onKeyDown={(event) => slots.onSlotKeyDown(event, { column: index, row })}
            onClick={() => onSlot(column, minutes)}
            className={cn(
              'group absolute inset-x-0 z-[1] flex items-start px-1.5 text-left text-[11px] text-transparent',
              'hover:bg-primary/8 hover:text-primary focus-visible:z-[4] focus-visible:bg-primary/10 focus-visible:text-primary',
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
            )}
            style={{ top: row * rowHeight, height: rowHeight }}
          >
            <span aria-hidden="true" className="pt-0.5 font-medium tabular-nums">
              + {formatTime(minutes, language)}
            </span>
          </button>
        );
      })}

      {column.appointments.map((placed) => {
        const placement = lanes.get(placed.appointment.id) ?? { left: 0, width: 1 };
        const cardTop = top(Math.max(placed.start, hours.start));
        const cardHeight = Math.max(rowHeight - 2, top(Math.min(placed.end, hours.end)) - cardTop - 2);
        return (
          <GridAppointmentCard
            key={placed.appointment.id}
            placed={placed}
            height={cardHeight}
            showProfessional={showProfessionalOnCards}
            narrow={placement.width <= 0.5 && rowHeight < 28}
            dragging={drag.preview?.appointmentId === placed.appointment.id}
            draggable={canReschedule(placed.appointment.status)}
            onOpen={() => {
              if (!drag.isDragClick()) onOpen(placed.appointment);
            }}
            onPointerDown={(event) => drag.startDrag(event, placed, column)}
            style={{
              top: cardTop + 1,
              height: cardHeight,
              left: `calc(${placement.left * 100}% + 2px)`,
              width: `calc(${placement.width * 100}% - 4px)`,
            }}
          />
        );
      })}

      {ghost && dragged && (
        <div
          aria-hidden="true"
          data-testid="drag-preview"
          className={cn(
            'pointer-events-none absolute inset-x-0.5 z-[5] rounded-md border-2 border-dashed px-1.5 py-0.5 text-xs font-semibold shadow-lg',
            acceptsDrop(dragged.appointment, column)
              ? 'border-primary bg-primary/15 text-primary'
              : 'border-destructive bg-destructive/15 text-destructive',
          )}
          style={{
            top: top(ghost.minutes) + 1,
            height: Math.max(rowHeight - 2, (ghostLength / SLOT_MINUTES) * rowHeight - 2),
          }}
        >
          {formatTimeRange(ghost.minutes, ghost.minutes + ghostLength, language)}
        </div>
      )}

      {now && now.date === column.date && now.minutes >= hours.start && now.minutes < hours.end && (
        <div
          aria-hidden="true"
          data-testid="now-line"
          className="pointer-events-none absolute inset-x-0 z-[3] h-px bg-red-500 before:absolute before:-left-1 before:-top-[3.5px] before:size-2 before:rounded-full before:bg-red-500"
          style={{ top: top(now.minutes) }}
        />
      )}
    </div>
  );
}
