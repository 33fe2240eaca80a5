import { describe, expect, it } from 'vitest';
import { formatPostDate } from './post-date.ts';

describe('formatPostDate', () => {
  it('writes the day in the interface language', () => {
    expect(formatPostDate('2026-03-12T15:00:00.000Z', 'pt-BR')).toBe('12 de março de 2026');
    expect(formatPostDate('2026-03-12T15:00:00.000Z', 'en-US')).toBe('March 12, 2026');
  });

  it("counts the day on the blog's calendar, not the reader's", () => {
    // 01:30 UTC on the 13th is still the evening of the 12th in Brazil.
    expect(formatPostDate('2026-03-13T01:30:00.000Z', 'en-US')).toBe('March 12, 2026');
  });
});
