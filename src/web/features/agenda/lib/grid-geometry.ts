import { SLOT_MINUTES, type MinuteSpan } from './grid-hours.ts';

/** The time grid's vertical scale: rows of 15 minutes, `rowHeight` pixels each, over `hours`. */
export interface GridScale {
  hours: MinuteSpan;
  rowHeight: number;
  rows: number;
  /** The columns' height in pixels. */
  height: number;
}

export function gridScale(hours: MinuteSpan, rowHeight: number): GridScale {
  const rows = Math.max(1, Math.round((hours.end - hours.start) / SLOT_MINUTES));
  return { hours, rowHeight, rows, height: rows * rowHeight };
}

/** Pixels from the top of a column to `minutes` on the clock. */
export function offsetOf(scale: GridScale, minutes: number): number {
  return ((minutes - scale.hours.start) / SLOT_MINUTES) * scale.rowHeight;
}

/** The start of the row `row` (0 = the first row). */
export function rowStart(scale: GridScale, row: number): number {
  return scale.hours.start + row * SLOT_MINUTES;
}

/** The whole hours the gutter names (the first one may come after a half-hour opening). */
export function hourMarks(hours: MinuteSpan): number[] {
  const marks: number[] = [];
  for (let minutes = Math.ceil(hours.start / 60) * 60; minutes < hours.end; minutes += 60) marks.push(minutes);
  return marks;
}

/** Where the grid opens: two hours above the current time on today's grid, else at the top. */
export function openingScrollTop(scale: GridScale, nowMinutes: number | null): number {
  return nowMinutes === null ? 0 : Math.max(0, offsetOf(scale, nowMinutes) - 2 * 4 * scale.rowHeight);
}

/** Where a card top, held `grabRow` rows below its top, lands with the pointer `y` pixels below a column's top: snapped to a row and kept inside the hours. */
export function dropStart(scale: GridScale, y: number, grabRow: number): number {
  const row = Math.floor(y / scale.rowHeight) - grabRow;
  return Math.max(scale.hours.start, Math.min(scale.hours.end - SLOT_MINUTES, rowStart(scale, row)));
}

/** The row of a card a press `y` pixels below the card's top holds. */
export function grabbedRow(scale: GridScale, y: number): number {
  return Math.max(0, Math.floor(y / scale.rowHeight));
}

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** How close to the grid's edge a dragging pointer scrolls it. */
export const EDGE_SCROLL_PX = 36;

/** How far the grid scrolls, one row at a time, while a dragged card is held near one of its edges. */
export function edgeScroll(point: Point, box: Box, step: number): Point {
  const y = point.y < box.top + EDGE_SCROLL_PX ? -step : point.y > box.bottom - EDGE_SCROLL_PX ? step : 0;
  const x = point.x < box.left + EDGE_SCROLL_PX ? -step : point.x > box.right - EDGE_SCROLL_PX ? step : 0;
  return { x, y };
}
