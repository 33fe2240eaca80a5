import type { Point } from './grid-geometry.ts';

/** How long a finger rests on a card before it picks the card up (a shorter touch is a tap or a scroll). */
export const LONG_PRESS_MS = 350;
/** How far a mouse or pen moves with the button down before a press becomes a drag. */
export const DRAG_THRESHOLD_PX = 4;
/** How far a finger moves before the long press to make it a scroll. */
export const TOUCH_SLOP_PX = 8;

/** Where a dragged card would go: a column and the start time on its clock. */
export interface DropSpot {
  columnKey: string;
  minutes: number;
}

export type GestureStep =
  | { kind: 'none' }
  /** A swipe before the long press: the browser scrolls, the card stays. */
  | { kind: 'cancel' }
  /** The card is picked up or over another spot: show it there (and scroll at the edges). */
  | { kind: 'preview'; spot: DropSpot }
  /** Still dragging, over the same spot or outside the columns. */
  | { kind: 'drag' };

/**
 * One press on a card, from pointer down to release. With a mouse or pen the card moves once the
 * pointer has travelled a few pixels; on a touch screen only after a long press (`pickUp`), so a
 * short swipe still scrolls the grid. The hook that listens to the window keeps no rules of its
 * own: it asks this.
 */
export function cardGesture({ touch, origin, from }: { touch: boolean; origin: Point; from: DropSpot }) {
  let started = false;
  let spot = from;
  const travelled = (point: Point) => Math.hypot(point.x - origin.x, point.y - origin.y);
  const begin = () => {
    started = true;
    spot = from;
  };

  return {
    /** Whether the card was picked up: the click that ends the press must not open it. */
    get started() {
      return started;
    },

    /** The long press on a touch screen picks the card up where it is. */
    pickUp(): GestureStep {
      if (started) return { kind: 'drag' };
      begin();
      return { kind: 'preview', spot };
    },

    /** The pointer moved to `point`; `spotAt` tells where the card would go there (null outside the columns). */
    move(point: Point, spotAt: (point: Point) => DropSpot | null): GestureStep {
      let begun = false;
      if (!started) {
        if (touch) return travelled(point) > TOUCH_SLOP_PX ? { kind: 'cancel' } : { kind: 'none' };
        if (travelled(point) < DRAG_THRESHOLD_PX) return { kind: 'none' };
        begin();
        begun = true;
      }
      const next = spotAt(point);
      if (next && (next.columnKey !== spot.columnKey || next.minutes !== spot.minutes)) {
        spot = next;
        return { kind: 'preview', spot };
      }
      return begun ? { kind: 'preview', spot } : { kind: 'drag' };
    },

    /** The pointer was released at `point`: where the card goes, or null when it stays. */
    release(point: Point, spotAt: (point: Point) => DropSpot | null): DropSpot | null {
      // A release far from the press with no move reported in between (synthetic input) is a drop too.
      if (!started && !touch && travelled(point) >= DRAG_THRESHOLD_PX) {
        begin();
        spot = spotAt(point) ?? spot;
      }
      if (!started || (spot.columnKey === from.columnKey && spot.minutes === from.minutes)) return null;
      return spot;
    },
  };
}

export type CardGesture = ReturnType<typeof cardGesture>;
