import { describe, expect, it } from 'vitest';
import { formatRate, isUndoable } from './format.ts';

describe('rates and payments', () => {
  it('write a rate with up to two decimals', () => {
    expect(formatRate(40, 'pt-BR')).toBe('40%');
    expect(formatRate(12.5, 'pt-BR')).toBe('12,5%');
    expect(formatRate(12.25, 'en-US')).toBe('12.25%');
  });

  it('may undo a payment only before undoableUntil', () => {
    const now = Date.parse('2025-05-10T12:00:00Z');
    expect(isUndoable({ undoableUntil: '2025-05-10T12:30:00Z' }, now)).toBe(true);
    expect(isUndoable({ undoableUntil: '2025-05-10T11:59:59Z' }, now)).toBe(false);
    expect(isUndoable({ undoableUntil: null }, now)).toBe(false);
  });
});
