import { describe, expect, it } from 'vitest';
import { formatClockRange } from './clock.ts';

describe('clock', () => {
  const start = new Date('2026-11-27T12:00:00Z');
  const end = new Date('2026-11-27T12:45:00Z');

  it('writes a range as each language reads the clock', () => {
    expect(formatClockRange(start, end, 'America/Sao_Paulo', 'pt-BR')).toBe('09:00–09:45');
    expect(formatClockRange(start, end, 'America/Sao_Paulo', 'en-US')).toBe('9:00–9:45\u202fAM');
    expect(formatClockRange(start, new Date('2026-11-27T15:15:00Z'), 'America/Sao_Paulo', 'en-US')).toBe(
      '9:00\u202fAM–12:15\u202fPM',
    );
  });
});
