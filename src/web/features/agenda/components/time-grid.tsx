import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { canReschedule } from '../../../../core/appointment-status.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { layoutLanes } from '../lib/card-lanes.ts';
import { formatHour, formatTime, formatTimeRange } from '../lib/format.ts';
import { SLOT_MINUTES, type MinuteSpan, type ShadedSpan } from '../lib/grid-hours.ts';
import type { LocalDate } from '../lib/local-date.ts';
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

interface DragPreview {
  appointmentId: string;
  columnKey: string;
  minutes: number;
}

const LONG_PRESS_MS = 350;
const DRAG_THRESHOLD_PX = 4;
const EDGE_SCROLL_PX = 36;

/**
 * The day and week views' grid: a time gutter, one column per professional or day, 15-minute
 * slots as buttons (one tab stop for the whole grid; arrow keys move between slots), shaded
 * off-hours and breaks, appointment cards in lanes, and the current-time line.
 *
 * A card is dragged with the mouse or pen at once, and on a touch screen after a long press (a
 * short swipe still scrolls the grid): the row you hold goes to the row you drop on, snapped to
 * 15 minutes, in whichever column you drop it.
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
  const language = currentLanguage();
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const suppressClick = useRef(false);
  const [drag, setDrag] = useState<DragPreview | null>(null);
  const [activeSlot, setActiveSlot] = useState({ column: 0, row: 0 });

  const rows = Math.max(1, Math.round((hours.end - hours.start) / SLOT_MINUTES));
  const height = rows * rowHeight;
  const top = (minutes: number) => ((minutes - hours.start) / SLOT_MINUTES) * rowHeight;
  const columnCount = columns.length;
  // The grid's one tab stop stays on a slot that exists when the grid shrinks.
  const active = { column: Math.min(activeSlot.column, columnCount - 1), row: Math.min(activeSlot.row, rows - 1) };

  // Open on the current time (today) or the top of the day, when the day or hours change.
  const scrollKey = `${columns[0]?.date ?? ''}:${hours.start}:${hours.end}`;
  const nowVisible = now !== null && columns.some((column) => column.date === now.date);
  const nowMinutes = now?.minutes ?? null;
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    scroller.scrollTop = nowVisible && nowMinutes !== null ? Math.max(0, top(nowMinutes) - 2 * 4 * rowHeight) : 0;
    // Only when the day or hours change, not every minute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollKey]);

  const focusSlot = (column: number, row: number) => {
    const next = { column: Math.max(0, Math.min(columnCount - 1, column)), row: Math.max(0, Math.min(rows - 1, row)) };
    setActiveSlot(next);
    gridRef.current?.querySelector<HTMLElement>(`[data-slot-column="${next.column}"][data-slot-row="${next.row}"]`)?.focus();
  };

  const onSlotKeyDown = (event: KeyboardEvent, column: number, row: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      PageUp: [0, -4],
      PageDown: [0, 4],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusSlot(column + move[0], row + move[1]);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusSlot(column, 0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusSlot(column, rows - 1);
    }
  };

  function startDrag(event: PointerEvent<HTMLButtonElement>, placed: PlacedAppointment, column: GridColumn) {
    if (event.button !== 0 || !canReschedule(placed.appointment.status)) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const grabRow = Math.max(0, Math.floor((event.clientY - rect.top) / rowHeight));
    const touch = event.pointerType === 'touch';
    const origin = { x: event.clientX, y: event.clientY };
    const pointerId = event.pointerId;
    let started = false;
    let target: DragPreview | null = null;
    let longPress: ReturnType<typeof setTimeout> | undefined;

    const targetAt = (x: number, y: number): DragPreview | null => {
      const element = document
        .elementsFromPoint(x, y)
        .find((node): node is HTMLElement => node instanceof HTMLElement && node.dataset.gridColumn !== undefined && !!gridRef.current?.contains(node));
      if (!element) return null;
      const columnRect = element.getBoundingClientRect();
      const row = Math.floor((y - columnRect.top) / rowHeight) - grabRow;
      const minutes = Math.max(hours.start, Math.min(hours.end - SLOT_MINUTES, hours.start + row * SLOT_MINUTES));
      return { appointmentId: placed.appointment.id, columnKey: element.dataset.gridColumn ?? '', minutes };
    };

    const begin = () => {
      started = true;
      target = { appointmentId: placed.appointment.id, columnKey: column.key, minutes: placed.start };
      setDrag(target);
      if (touch) navigator.vibrate?.(10);
    };

    const edgeScroll = (x: number, y: number) => {
      const scroller = scrollRef.current;
      if (!scroller) return;
      const box = scroller.getBoundingClientRect();
      if (y < box.top + EDGE_SCROLL_PX) scroller.scrollBy(0, -rowHeight);
      else if (y > box.bottom - EDGE_SCROLL_PX) scroller.scrollBy(0, rowHeight);
      if (x < box.left + EDGE_SCROLL_PX) scroller.scrollBy(-rowHeight, 0);
      else if (x > box.right - EDGE_SCROLL_PX) scroller.scrollBy(rowHeight, 0);
    };

    const onPointerMove = (move: globalThis.PointerEvent) => {
      if (move.pointerId !== pointerId) return;
      const distance = Math.hypot(move.clientX - origin.x, move.clientY - origin.y);
      if (!started) {
        if (touch) {
          // Moving before the long press is a scroll: let the browser have it.
          if (distance > 8) finish(false);
          return;
        }
        if (distance < DRAG_THRESHOLD_PX) return;
        begin();
      }
      edgeScroll(move.clientX, move.clientY);
      const next = targetAt(move.clientX, move.clientY);
      if (next && (next.columnKey !== target?.columnKey || next.minutes !== target.minutes)) {
        target = next;
        setDrag(next);
      }
    };
    const onPointerUp = (up: globalThis.PointerEvent) => {
      if (up.pointerId !== pointerId) return;
      // A release far from the press with no move reported in between (synthetic input) is a drop too.
      if (!started && !touch && Math.hypot(up.clientX - origin.x, up.clientY - origin.y) >= DRAG_THRESHOLD_PX) {
        begin();
        target = targetAt(up.clientX, up.clientY) ?? target;
      }
      finish(true);
    };
    const onPointerCancel = (cancel: globalThis.PointerEvent) => {
      if (cancel.pointerId === pointerId) finish(false);
    };
    const onKey = (key: globalThis.KeyboardEvent) => {
      if (key.key === 'Escape') finish(false);
    };
    // Once a touch drag has begun, the finger moves the card, not the page.
    const onTouchMove = (touchMove: TouchEvent) => {
      if (started && touchMove.cancelable) touchMove.preventDefault();
    };

    function finish(drop: boolean) {
      clearTimeout(longPress);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerCancel);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('touchmove', onTouchMove);
      if (!started) return;
      setDrag(null);
      // The click that ends a drag must not open the panel.
      suppressClick.current = true;
      setTimeout(() => {
        suppressClick.current = false;
      }, 0);
      const dropColumn = columns.find((candidate) => candidate.key === target?.columnKey);
      if (drop && target && dropColumn && (dropColumn.key !== column.key || target.minutes !== placed.start)) {
        onMove(placed.appointment, dropColumn, target.minutes);
      }
    }

    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onPointerCancel);
    window.addEventListener('keydown', onKey);
    window.addEventListener('touchmove', onTouchMove, { passive: false });
    if (touch) longPress = setTimeout(begin, LONG_PRESS_MS);
  }

  const hourMarks: number[] = [];
  for (let minutes = Math.ceil(hours.start / 60) * 60; minutes < hours.end; minutes += 60) hourMarks.push(minutes);
  const draggedCard = drag ? columns.flatMap((column) => column.appointments).find((placed) => placed.appointment.id === drag.appointmentId) : undefined;

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={label}
      className="relative max-h-[max(28rem,calc(100dvh-15rem))] overflow-auto overscroll-contain rounded-2xl border border-border bg-card shadow-sm"
    >
      <div
        ref={gridRef}
        className="grid min-w-full"
        style={{ gridTemplateColumns: `3.5rem repeat(${columnCount}, minmax(${minColumnWidth}, 1fr))` }}
      >
        <div className="sticky left-0 top-0 z-30 border-b border-r border-border bg-card" aria-hidden="true" />
        {columns.map((column) => (
          <div key={column.key} className="sticky top-0 z-20 min-w-0 border-b border-r border-border bg-card px-2 py-2 last:border-r-0">
            {column.header}
          </div>
        ))}

        <div className="sticky left-0 z-10 border-r border-border bg-card" style={{ height }} aria-hidden="true">
          {nowVisible && nowMinutes !== null && nowMinutes >= hours.start && nowMinutes < hours.end && (
            <span
              className="absolute right-1 z-[1] -translate-y-1/2 rounded bg-red-500 px-1 text-[10px] font-semibold tabular-nums text-white"
              style={{ top: top(nowMinutes) }}
            >
              {formatTime(nowMinutes, language)}
            </span>
          )}
          {hourMarks.map((minutes) => (
            <span
              key={minutes}
              className="absolute right-1.5 -translate-y-1/2 text-[11px] tabular-nums text-muted-foreground first:translate-y-0"
              style={{ top: top(minutes) + (minutes === hours.start ? 2 : 0) }}
            >
              {formatHour(minutes, language)}
            </span>
          ))}
        </div>

        {columns.map((column, columnIndex) => {
          const lanes = layoutLanes(
            column.appointments.map((placed) => ({
              id: placed.appointment.id,
              start: placed.start,
              end: placed.end,
              cancelled: placed.appointment.status === 'cancelled',
            })),
          );
          const ghost = drag && drag.columnKey === column.key && draggedCard ? drag : null;
          const ghostLength = draggedCard ? draggedCard.end - draggedCard.start : 0;
          return (
            <div
              key={column.key}
              data-grid-column={column.key}
              className="relative min-w-0 border-r border-border last:border-r-0"
              style={{
                height,
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
                    <span className="block truncate px-1.5 pt-0.5 text-[11px] font-medium text-amber-800 dark:text-amber-200">{span.name}</span>
                  )}
                </div>
              ))}

              {Array.from({ length: rows }, (_, row) => {
                const minutes = hours.start + row * SLOT_MINUTES;
                const isActive = active.column === columnIndex && active.row === row;
                return (
                  <button
                    key={row}
                    type="button"
                    data-testid="slot"
                    data-professional-id={column.professionalId ?? ''}
                    data-date={column.date}
                    data-time={`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`}
                    data-slot-column={columnIndex}
                    data-slot-row={row}
                    tabIndex={isActive ? 0 : -1}
                    aria-label={slotLabel(column, minutes)}
                    onFocus={() => {
                      if (!isActive) setActiveSlot({ column: columnIndex, row });
                    }}
                    onKeyDown={(event) => onSlotKeyDown(event, columnIndex, row)}
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
                    dragging={drag?.appointmentId === placed.appointment.id}
                    draggable={canReschedule(placed.appointment.status)}
                    onOpen={() => {
                      if (!suppressClick.current) onOpen(placed.appointment);
                    }}
                    onPointerDown={(event) => startDrag(event, placed, column)}
                    style={{
                      top: cardTop + 1,
                      height: cardHeight,
                      left: `calc(${placement.left * 100}% + 2px)`,
                      width: `calc(${placement.width * 100}% - 4px)`,
                    }}
                  />
                );
              })}

              {ghost && draggedCard && (
                <div
                  aria-hidden="true"
                  data-testid="drag-preview"
                  className={cn(
                    'pointer-events-none absolute inset-x-0.5 z-[5] rounded-md border-2 border-dashed px-1.5 py-0.5 text-xs font-semibold shadow-lg',
                    acceptsDrop(draggedCard.appointment, column)
                      ? 'border-primary bg-primary/15 text-primary'
                      : 'border-destructive bg-destructive/15 text-destructive',
                  )}
                  style={{ top: top(ghost.minutes) + 1, height: Math.max(rowHeight - 2, (ghostLength / SLOT_MINUTES) * rowHeight - 2) }}
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
        })}
      </div>
    </div>
  );
}
