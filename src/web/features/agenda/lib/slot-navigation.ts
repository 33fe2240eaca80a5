/** A slot of the time grid: its column and its row. */
export interface SlotPosition {
  column: number;
  row: number;
}

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  // An hour at a time.
  PageUp: [0, -4],
  PageDown: [0, 4],
};

/** A slot kept inside a grid of `columns` × `rows`. */
export function clampSlot(slot: SlotPosition, columns: number, rows: number): SlotPosition {
  return { column: Math.max(0, Math.min(columns - 1, slot.column)), row: Math.max(0, Math.min(rows - 1, slot.row)) };
}

/**
 * The slot a key moves to from `from` (the grid is one tab stop; keys move inside it): arrows
 * by a slot, Page Up/Down by an hour, Home/End to the day's first and last slot. Null for any
 * other key, which the slot leaves to the browser.
 */
export function slotAfterKey(key: string, from: SlotPosition, columns: number, rows: number): SlotPosition | null {
  const move = MOVES[key];
  if (move) return clampSlot({ column: from.column + move[0], row: from.row + move[1] }, columns, rows);
  if (key === 'Home') return clampSlot({ column: from.column, row: 0 }, columns, rows);
  if (key === 'End') return clampSlot({ column: from.column, row: rows - 1 }, columns, rows);
  return null;
}
