import { useState, type KeyboardEvent, type RefObject } from 'react';
import { slotAfterKey, type SlotPosition } from '../lib/slot-navigation.ts';

/**
 * The time grid's slots as one tab stop (a roving tabindex): the slot that holds it, and the
 * handlers that move it with the keyboard or follow a click or focus.
 */
export function useSlotFocus(gridRef: RefObject<HTMLElement | null>, columns: number, rows: number) {
  const [activeSlot, setActiveSlot] = useState<SlotPosition>({ column: 0, row: 0 });
  // The tab stop stays on a slot that exists when the grid shrinks.
  const active = { column: Math.min(activeSlot.column, columns - 1), row: Math.min(activeSlot.row, rows - 1) };

  const onSlotKeyDown = (event: KeyboardEvent, from: SlotPosition) => {
    const next = slotAfterKey(event.key, from, columns, rows);
    if (!next) return;
    event.preventDefault();
    setActiveSlot(next);
    gridRef.current
      ?.querySelector<HTMLElement>(`[data-slot-column="${next.column}"][data-slot-row="${next.row}"]`)
      ?.focus();
  };

  const onSlotFocus = (slot: SlotPosition) => {
    if (slot.column !== active.column || slot.row !== active.row) setActiveSlot(slot);
  };

  return { active, onSlotKeyDown, onSlotFocus };
}
