import { describe, expect, it } from 'vitest';
import { checkSchedule, formatOffset, localDateTimeToIso, toDateTimeLocalValue } from './blog-schedule.ts';

describe('toDateTimeLocalValue', () => {
  it('writes the browser-clock date and time as a datetime-local input does', () => {
    expect(toDateTimeLocalValue(new Date(2026, 4, 1, 9, 5))).toBe('2026-05-01T09:05');
    expect(toDateTimeLocalValue(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31T23:59');
  });
});

describe('formatOffset', () => {
  it('writes minutes east of UTC as ±HH:MM', () => {
    expect(formatOffset(-180)).toBe('-03:00');
    expect(formatOffset(0)).toBe('+00:00');
    expect(formatOffset(330)).toBe('+05:30');
    expect(formatOffset(-570)).toBe('-09:30');
  });
});

describe('localDateTimeToIso', () => {
  it('adds seconds and the offset', () => {
    expect(localDateTimeToIso('2026-05-01T09:30', -180)).toBe('2026-05-01T09:30:00-03:00');
    expect(localDateTimeToIso('2026-05-01T09:30:15', 60)).toBe('2026-05-01T09:30:15+01:00');
  });

  it('names the same instant as the wall time on that clock', () => {
    expect(new Date(localDateTimeToIso('2026-05-01T09:30', -180)!).toISOString()).toBe('2026-05-01T12:30:00.000Z');
    expect(new Date(localDateTimeToIso('2026-01-01T00:15', 330)!).toISOString()).toBe('2025-12-31T18:45:00.000Z');
  });

  it('refuses what is no real date and time', () => {
    expect(localDateTimeToIso('', 0)).toBeNull();
    expect(localDateTimeToIso('2026-02-30T10:00', 0)).toBeNull();
    expect(localDateTimeToIso('2026-05-01T24:00', 0)).toBeNull();
    expect(localDateTimeToIso('2026-05-01 09:30', 0)).toBeNull();
    expect(localDateTimeToIso('2026-05-01', 0)).toBeNull();
  });
});

describe('checkSchedule', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const saoPaulo = () => -180;

  it('gives the ISO time of a future moment', () => {
    expect(checkSchedule('2026-05-01T09:01', now, saoPaulo)).toEqual({ at: '2026-05-01T09:01:00-03:00' });
    expect(checkSchedule('2027-01-10T08:00', now, saoPaulo)).toEqual({ at: '2027-01-10T08:00:00-03:00' });
  });

  it('refuses now and the past, on the writer’s clock', () => {
    expect(checkSchedule('2026-05-01T09:00', now, saoPaulo)).toEqual({ problem: 'past' });
    expect(checkSchedule('2026-05-01T08:59', now, saoPaulo)).toEqual({ problem: 'past' });
    // 11:00 is still in the future in São Paulo, past in UTC.
    expect(checkSchedule('2026-05-01T11:00', now, saoPaulo)).toEqual({ at: '2026-05-01T11:00:00-03:00' });
    expect(checkSchedule('2026-05-01T11:00', now, () => 0)).toEqual({ problem: 'past' });
  });

  it('asks for a time when there is none and refuses a broken one', () => {
    expect(checkSchedule('', now, saoPaulo)).toEqual({ problem: 'required' });
    expect(checkSchedule('2026-13-01T10:00', now, saoPaulo)).toEqual({ problem: 'invalid' });
  });
});
