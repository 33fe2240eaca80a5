import { useLayoutEffect, useRef } from 'react';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import type { LocalDate } from '../../../lib/local-date.ts';
import { useGridDrag } from '../hooks/use-grid-drag.ts';
import { useSlotFocus } from '../hooks/use-slot-focus.ts';
import { formatHour, formatTime } from '../lib/format.ts';
import { gridScale, hourMarks, offsetOf, openingScrollTop, type GridScale } from '../lib/grid-geometry.ts';
import type { MinuteSpan } from '../lib/grid-hours.ts';
import { columnLanes, TimeGridColumn, type GridColumn } from './time-grid-column.tsx';

/** The least width of a card sharing its column, so a name stays readable (first names fit). */
const LANE_MIN_WIDTH = '5rem';

/** Each column at least `minColumnWidth`, wider (and scrolling sideways) where cards sit side by side. */
function columnTemplate(columns: GridColumn[], minColumnWidth: string): string {
  return columns
    .map((column) => {
      const lanes = columnLanes(column);
      return lanes > 1
        ? `minmax(max(${minColumnWidth}, calc(${LANE_MIN_WIDTH} * ${lanes})), ${lanes}fr)`
        : `minmax(${minColumnWidth}, 1fr)`;
    })
    .join(' ');
}

/**
 * The day and week views' grid: a time gutter, one column per professional or day, 15-minute
 * slots as buttons (one tab stop for the whole grid; arrow keys move between slots), shaded
 * off-hours and breaks, appointment cards in lanes, and the current-time line.
 *
 * A card is dragged with the mouse or pen at once, and on a touch screen after a long press (a
 * short swipe still scrolls the grid): the row you hold goes to the row you drop on, snapped to
 * 15 minutes, in whichever column you drop it (hooks/use-grid-drag.ts).
 */
export function TimeGrid({
  label,
  columns,
  hours,
  rowHeight,
  minColumnWidth,
  now,
  showProfessionalOnCards,
  slotLabel,
  onSlot,
  onOpen,
  onMove,
  acceptsDrop = () => true,
}: {
  label: string;
  columns: GridColumn[];
  hours: MinuteSpan;
  rowHeight: number;
  minColumnWidth: string;
  now: { date: LocalDate; minutes: number } | null;
  showProfessionalOnCards: boolean;
  slotLabel: (column: GridColumn, minutes: number) => string;
  onSlot: (column: GridColumn, minutes: number) => void;
  onOpen: (appointment: Appointment) => void;
  onMove: (appointment: Appointment, column: GridColumn, minutes: number) => void;
  /** Whether the column can take the appointment (e.g. its professional offers the service); shown while dragging. */
  acceptsDrop?: (appointment: Appointment, column: GridColumn) => boolean;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const scale = gridScale(hours, rowHeight);
  const slots = useSlotFocus(gridRef, columns.length, scale.rows);
  const drag = useGridDrag({ scrollRef, gridRef, scale, columns, onMove });

  // Open on the current time (today) or the top of the day, when the day or hours change.
  const scrollKey = `${columns[0]?.date ?? ''}:${hours.start}:${hours.end}`;
  const todayKey = now === null ? null : (columns.find((column) => column.date === now.date)?.key ?? null);
  const nowMinutes = now !== null && todayKey !== null ? now.minutes : null;
  useLayoutEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = openingScrollTop(scale, nowMinutes);
    // Only when the day or hours change, not every minute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollKey]);

  // A week wider than the screen (on a phone, or with cards side by side) opens with today's column
  // first, again once the appointments arrive and widen some days; another week or day opens at
  // its start, and the day view's columns (all today) stay where the person scrolled them.
  const template = columnTemplate(columns, minColumnWidth);
  const openedKey = useRef<string | null>(null);
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    const grid = gridRef.current;
    if (!scroller || !grid) return;
    const gutter = grid.firstElementChild;
    const today =
      todayKey !== null && todayKey !== columns[0]?.key
        ? grid.querySelector<HTMLElement>(`[data-grid-column="${CSS.escape(todayKey)}"]`)
        : null;
    if (today && gutter instanceof HTMLElement) scroller.scrollLeft = today.offsetLeft - gutter.offsetWidth;
    else if (openedKey.current !== scrollKey) scroller.scrollLeft = 0;
    openedKey.current = scrollKey;
    // The columns are read from the page itself; their template and keys say when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollKey, template, todayKey]);

  const dragged = drag.preview
    ? columns
        .flatMap((column) => column.appointments)
        .find((placed) => placed.appointment.id === drag.preview?.appointmentId)
    : undefined;

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={label}
      className="relative max-h-[max(28rem,calc(100dvh-15rem))] overflow-auto overscroll-contain rounded-2xl border border-border bg-card shadow-sm"
    >
      <div ref={gridRef} className="grid w-max min-w-full" style={{ gridTemplateColumns: `3.5rem ${template}` }}>
        <div className="sticky left-0 top-0 z-30 border-b border-r border-border bg-card" aria-hidden="true" />
        {columns.map((column) => (
          <div
            key={column.key}
            className="sticky top-0 z-20 min-w-0 border-b border-r border-border bg-card px-2 py-2 last:border-r-0"
          >
            {column.header}
          </div>
        ))}

        <TimeGutter scale={scale} nowMinutes={nowMinutes} />

        {columns.map((column, index) => (
          <TimeGridColumn
            key={column.key}
            column={column}
            index={index}
            scale={scale}
            now={now}
            showProfessionalOnCards={showProfessionalOnCards}
            slotLabel={slotLabel}
            onSlot={onSlot}
            onOpen={onOpen}
            acceptsDrop={acceptsDrop}
            slots={slots}
            drag={drag}
            dragged={dragged}
          />
        ))}
      </div>
    </div>
  );
}

/** The hours down the left side, and the current time on today's grid. */
function TimeGutter({ scale, nowMinutes }: { scale: GridScale; nowMinutes: number | null }) {
  const language = currentLanguage();
  const { hours } = scale;
  return (
    <div
      className="sticky left-0 z-10 border-r border-border bg-card"
      style={{ height: scale.height }}
      aria-hidden="true"
    >
      {nowMinutes !== null && nowMinutes >= hours.start && nowMinutes < hours.end && (
        <span
          className="absolute right-1 z-[1] -translate-y-1/2 rounded bg-red-700 px-1 text-[10px] font-semibold tabular-nums text-white"
          style={{ top: offsetOf(scale, nowMinutes) }}
        >
          {formatTime(nowMinutes, language)}
        </span>
      )}
      {hourMarks(hours).map((minutes) => (
        <span
          key={minutes}
          className="absolute right-1.5 -translate-y-1/2 text-[11px] tabular-nums text-muted-foreground first:translate-y-0"
          style={{ top: offsetOf(scale, minutes) + (minutes === hours.start ? 2 : 0) }}
        >
          {formatHour(minutes, language)}
        </span>
      ))}
    </div>
  );
}
