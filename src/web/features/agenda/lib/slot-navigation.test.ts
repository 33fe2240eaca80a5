import { describe, expect, it } from 'vitest';
import { slotAfterKey } from './slot-navigation.ts';

describe('moving between the grid’s slots with the keyboard', () => {
  const from = { column: 1, row: 5 };

  it('moves by a slot with the arrows and by an hour with Page Up/Down', () => {
    expect(slotAfterKey('ArrowUp', from, 3, 40)).toEqual({ column: 1, row: 4 });
    expect(slotAfterKey('ArrowDown', from, 3, 40)).toEqual({ column: 1, row: 6 });
    expect(slotAfterKey('ArrowLeft', from, 3, 40)).toEqual({ column: 0, row: 5 });
    expect(slotAfterKey('ArrowRight', from, 3, 40)).toEqual({ column: 2, row: 5 });
    expect(slotAfterKey('PageUp', from, 3, 40)).toEqual({ column: 1, row: 1 });
    expect(slotAfterKey('PageDown', from, 3, 40)).toEqual({ column: 1, row: 9 });
  });

  it('goes to the first and last slot of the column with Home and End', () => {
    expect(slotAfterKey('Home', from, 3, 40)).toEqual({ column: 1, row: 0 });
    expect(slotAfterKey('End', from, 3, 40)).toEqual({ column: 1, row: 39 });
  });

  it('stays inside the grid', () => {
    expect(slotAfterKey('PageUp', { column: 0, row: 2 }, 3, 40)).toEqual({ column: 0, row: 0 });
    expect(slotAfterKey('ArrowLeft', { column: 0, row: 2 }, 3, 40)).toEqual({ column: 0, row: 2 });
    expect(slotAfterKey('ArrowRight', { column: 2, row: 39 }, 3, 40)).toEqual({ column: 2, row: 39 });
    expect(slotAfterKey('PageDown', { column: 2, row: 38 }, 3, 40)).toEqual({ column: 2, row: 39 });
  });

  it('leaves other keys to the browser', () => {
    expect(slotAfterKey('Enter', from, 3, 40)).toBeNull();
    expect(slotAfterKey('Tab', from, 3, 40)).toBeNull();
  });
});
