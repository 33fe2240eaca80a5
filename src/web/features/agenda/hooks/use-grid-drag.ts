import { useRef, useState, type PointerEvent, type RefObject } from 'react';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { canReschedule } from '../../../../core/appointment-status.ts';
import { cardGesture, LONG_PRESS_MS, type DropSpot, type GestureStep } from '../lib/card-drag.ts';
import { dropStart, edgeScroll, grabbedRow, type GridScale, type Point } from '../lib/grid-geometry.ts';
import type { PlacedAppointment } from '../lib/placement.ts';

/** The card being dragged and where it would land. */
export interface DragPreview extends DropSpot {
  appointmentId: string;
}

/**
 * Dragging cards across the time grid with a mouse, a pen or a finger (cardGesture decides what a
 * press is): the preview to draw, the handler for a card's pointer down, and whether the click
 * that ends a drag must be ignored. Escape or a cancelled pointer puts the card back.
 */
export function useGridDrag<Column extends { key: string }>({
  scrollRef,
  gridRef,
  scale,
  columns,
  onMove,
}: {
  /** The scrolling region, scrolled while a card is held near its edges. */
  scrollRef: RefObject<HTMLElement | null>;
  /** The grid whose `data-grid-column` elements take drops. */
  gridRef: RefObject<HTMLElement | null>;
  scale: GridScale;
  columns: readonly Column[];
  onMove: (appointment: Appointment, column: Column, minutes: number) => void;
}) {
  const [preview, setPreview] = useState<DragPreview | null>(null);
  const suppressClick = useRef(false);

  function startDrag(event: PointerEvent<HTMLElement>, placed: PlacedAppointment, column: Column) {
    if (event.button !== 0 || !canReschedule(placed.appointment.status)) return;
    const appointmentId = placed.appointment.id;
    const grabRow = grabbedRow(scale, event.clientY - event.currentTarget.getBoundingClientRect().top);
    const touch = event.pointerType === 'touch';
    const pointerId = event.pointerId;
    const gesture = cardGesture({
      touch,
      origin: { x: event.clientX, y: event.clientY },
      from: { columnKey: column.key, minutes: placed.start },
    });
    let longPress: ReturnType<typeof setTimeout> | undefined;

    const spotAt = ({ x, y }: Point): DropSpot | null => {
      const element = document
        .elementsFromPoint(x, y)
        .find(
          (node): node is HTMLElement =>
            node instanceof HTMLElement && node.dataset.gridColumn !== undefined && !!gridRef.current?.contains(node),
        );
      if (!element) return null;
      return {
        columnKey: element.dataset.gridColumn ?? '',
        minutes: dropStart(scale, y - element.getBoundingClientRect().top, grabRow),
      };
    };
    // The grid scrolls first, so the spot is read where the columns have moved to.
    const dragOver = (point: Point): DropSpot | null => {
      const scroller = scrollRef.current;
      if (scroller) {
        const by = edgeScroll(point, scroller.getBoundingClientRect(), scale.rowHeight);
        if (by.x !== 0 || by.y !== 0) scroller.scrollBy(by.x, by.y);
      }
      return spotAt(point);
    };
    const show = (step: GestureStep) => {
      if (step.kind === 'preview') setPreview({ appointmentId, ...step.spot });
    };

    const onPointerMove = (move: globalThis.PointerEvent) => {
      if (move.pointerId !== pointerId) return;
      const step = gesture.move({ x: move.clientX, y: move.clientY }, dragOver);
      if (step.kind === 'cancel') finish(null);
      else show(step);
    };
    const onPointerUp = (up: globalThis.PointerEvent) => {
      if (up.pointerId === pointerId) finish(gesture.release({ x: up.clientX, y: up.clientY }, spotAt));
    };
    const onPointerCancel = (cancel: globalThis.PointerEvent) => {
      if (cancel.pointerId === pointerId) finish(null);
    };
    const onKey = (key: globalThis.KeyboardEvent) => {
      if (key.key === 'Escape') finish(null);
    };
    // Once a touch drag has begun, the finger moves the card, not the page.
    const onTouchMove = (touchMove: TouchEvent) => {
      if (gesture.started && touchMove.cancelable) touchMove.preventDefault();
    };

    function finish(drop: DropSpot | null) {
      clearTimeout(longPress);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerCancel);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('touchmove', onTouchMove);
      if (!gesture.started) return;
      setPreview(null);
      // The click that ends a drag must not open the panel.
      suppressClick.current = true;
      setTimeout(() => {
        suppressClick.current = false;
      }, 0);
      const dropColumn = drop && columns.find((candidate) => candidate.key === drop.columnKey);
      if (drop && dropColumn) onMove(placed.appointment, dropColumn, drop.minutes);
    }

    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onPointerCancel);
    window.addEventListener('keydown', onKey);
    window.addEventListener('touchmove', onTouchMove, { passive: false });
    if (touch) {
      longPress = setTimeout(() => {
        show(gesture.pickUp());
        navigator.vibrate?.(10);
      }, LONG_PRESS_MS);
    }
  }

  return {
    preview,
    startDrag,
    /** Whether a click is the end of a drag rather than a click on the card. */
    isDragClick: () => suppressClick.current,
  };
}
