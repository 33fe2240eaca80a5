import { describe, expect, it } from 'vitest';
import { cardGesture, DRAG_THRESHOLD_PX, TOUCH_SLOP_PX, type DropSpot } from './card-drag.ts';
import type { Point } from './grid-geometry.ts';

const from: DropSpot = { columnKey: 'ana', minutes: 600 };
const origin: Point = { x: 100, y: 100 };
/** A grid where every 10 px down is 15 minutes later, and x ≥ 200 is Bruno's column. */
const spotAt = ({ x, y }: Point): DropSpot | null =>
  x < 0 ? null : { columnKey: x >= 200 ? 'bruno' : 'ana', minutes: 600 + Math.floor((y - origin.y) / 10) * 15 };

describe('a press on a card with a mouse or pen', () => {
  it('is a click until the pointer travels a few pixels, then drags the card and shows where it goes', () => {
    const gesture = cardGesture({ touch: false, origin, from });
    expect(gesture.move({ x: 101, y: 102 }, spotAt)).toEqual({ kind: 'none' });
    expect(gesture.started).toBe(false);
    expect(gesture.move({ x: 100, y: 100 + DRAG_THRESHOLD_PX }, spotAt)).toEqual({ kind: 'preview', spot: from });
    expect(gesture.started).toBe(true);
    expect(gesture.move({ x: 100, y: 125 }, spotAt)).toEqual({
      kind: 'preview',
      spot: { columnKey: 'ana', minutes: 630 },
    });
    // The same spot again, or outside the columns: nothing new to show.
    expect(gesture.move({ x: 101, y: 126 }, spotAt)).toEqual({ kind: 'drag' });
    expect(gesture.move({ x: -5, y: 300 }, spotAt)).toEqual({ kind: 'drag' });
    expect(gesture.move({ x: 250, y: 145 }, spotAt)).toEqual({
      kind: 'preview',
      spot: { columnKey: 'bruno', minutes: 660 },
    });
    expect(gesture.release({ x: 250, y: 145 }, spotAt)).toEqual({ columnKey: 'bruno', minutes: 660 });
  });

  it('moves nothing when released where it started, or as a plain click', () => {
    const dragged = cardGesture({ touch: false, origin, from });
    dragged.move({ x: 100, y: 125 }, spotAt);
    dragged.move({ x: 100, y: 102 }, spotAt);
    expect(dragged.release({ x: 100, y: 102 }, spotAt)).toBeNull();
    expect(dragged.started).toBe(true);

    const clicked = cardGesture({ touch: false, origin, from });
    expect(clicked.release({ x: 101, y: 101 }, spotAt)).toBeNull();
    expect(clicked.started).toBe(false);
  });

  it('drops where it is released when no move was reported in between', () => {
    const gesture = cardGesture({ touch: false, origin, from });
    expect(gesture.release({ x: 100, y: 140 }, spotAt)).toEqual({ columnKey: 'ana', minutes: 660 });
    expect(gesture.started).toBe(true);
  });
});

describe('a press on a card with a finger', () => {
  it('lets a swipe before the long press scroll the grid', () => {
    const gesture = cardGesture({ touch: true, origin, from });
    expect(gesture.move({ x: 100, y: 100 + TOUCH_SLOP_PX }, spotAt)).toEqual({ kind: 'none' });
    expect(gesture.move({ x: 100, y: 101 + TOUCH_SLOP_PX }, spotAt)).toEqual({ kind: 'cancel' });
    expect(gesture.started).toBe(false);
  });

  it('picks the card up after the long press, then drags it', () => {
    const gesture = cardGesture({ touch: true, origin, from });
    expect(gesture.pickUp()).toEqual({ kind: 'preview', spot: from });
    expect(gesture.move({ x: 100, y: 160 }, spotAt)).toEqual({
      kind: 'preview',
      spot: { columnKey: 'ana', minutes: 690 },
    });
    expect(gesture.release({ x: 100, y: 160 }, spotAt)).toEqual({ columnKey: 'ana', minutes: 690 });
  });

  it('is a tap when lifted before the long press, even some pixels away', () => {
    const gesture = cardGesture({ touch: true, origin, from });
    expect(gesture.release({ x: 100, y: 100 + TOUCH_SLOP_PX }, spotAt)).toBeNull();
    expect(gesture.started).toBe(false);
  });
});
