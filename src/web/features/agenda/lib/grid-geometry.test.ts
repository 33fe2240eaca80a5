import { describe, expect, it } from 'vitest';
import {
  dropStart,
  edgeScroll,
  grabbedRow,
  gridScale,
  hourMarks,
  offsetOf,
  openingScrollTop,
  rowStart,
} from './grid-geometry.ts';

const h = (hours: number, minutes = 0) => hours * 60 + minutes;
// 08:30–12:00 in rows of 20 px: 14 rows.
const scale = gridScale({ start: h(8, 30), end: h(12) }, 20);

describe('the time grid’s geometry', () => {
  it('has a 15-minute row per slot of the hours shown', () => {
    expect(scale.rows).toBe(14);
    expect(scale.height).toBe(280);
    expect(gridScale({ start: h(9), end: h(9) }, 20).rows).toBe(1);
    expect(offsetOf(scale, h(8, 30))).toBe(0);
    expect(offsetOf(scale, h(9, 15))).toBe(60);
    expect(rowStart(scale, 3)).toBe(h(9, 15));
  });

  it('names the whole hours in the gutter', () => {
    expect(hourMarks({ start: h(8, 30), end: h(12) })).toEqual([h(9), h(10), h(11)]);
    expect(hourMarks({ start: h(8), end: h(10) })).toEqual([h(8), h(9)]);
  });

  it('opens two hours above the current time, or at the top', () => {
    expect(openingScrollTop(scale, null)).toBe(0);
    expect(openingScrollTop(scale, h(9))).toBe(0);
    expect(openingScrollTop(scale, h(11, 30))).toBe(offsetOf(scale, h(11, 30)) - 8 * 20);
  });

  it('drops the row held on the row under the pointer, inside the hours', () => {
    // Held by its second row (y 25 px below the card's top), dropped with the pointer on the 10:00 row.
    const grab = grabbedRow(scale, 25);
    expect(grab).toBe(1);
    expect(dropStart(scale, offsetOf(scale, h(10)) + 5, grab)).toBe(h(9, 45));
    // Above the first row or below the last, the card stays on the grid.
    expect(dropStart(scale, 5, grab)).toBe(h(8, 30));
    expect(dropStart(scale, 10_000, 0)).toBe(h(11, 45));
    expect(grabbedRow(scale, -3)).toBe(0);
  });

  it('scrolls a row at a time while the pointer is near an edge', () => {
    const box = { top: 100, bottom: 500, left: 0, right: 800 };
    expect(edgeScroll({ x: 400, y: 300 }, box, 20)).toEqual({ x: 0, y: 0 });
    expect(edgeScroll({ x: 400, y: 110 }, box, 20)).toEqual({ x: 0, y: -20 });
    expect(edgeScroll({ x: 790, y: 490 }, box, 20)).toEqual({ x: 20, y: 20 });
    expect(edgeScroll({ x: 10, y: 300 }, box, 20)).toEqual({ x: -20, y: 0 });
  });
});
