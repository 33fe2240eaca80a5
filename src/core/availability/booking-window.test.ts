import { describe, expect, it } from 'vitest';
import { bookingWindow, outsideBookingWindow } from './booking-window.ts';

const at = (iso: string) => new Date(iso);

describe('outsideBookingWindow', () => {
  // 2026-06-16 09:00 in São Paulo (UTC−3).
  const now = at('2026-06-16T12:00:00Z');
  const settings = { minNoticeMinutes: 120, windowDays: 2 };

  it('refuses a start sooner than the minimum notice, to the millisecond', () => {
    expect(outsideBookingWindow(at('2026-06-16T13:59:59.999Z'), now, 'America/Sao_Paulo', settings)).toBe('too_soon');
    expect(outsideBookingWindow(at('2026-06-16T14:00:00Z'), now, 'America/Sao_Paulo', settings)).toBeNull();
    expect(outsideBookingWindow(at('2026-06-15T14:00:00Z'), now, 'America/Sao_Paulo', settings)).toBe('too_soon');
  });

  it('takes the whole last local day of the window, and nothing after it', () => {
    // 2026-06-18 23:59 local is the last minute; 2026-06-19 00:00 local is beyond.
    expect(outsideBookingWindow(at('2026-06-19T02:59:00Z'), now, 'America/Sao_Paulo', settings)).toBeNull();
    expect(outsideBookingWindow(at('2026-06-19T03:00:00Z'), now, 'America/Sao_Paulo', settings)).toBe('beyond_window');
    // The same instant is still the 18th in Los Angeles.
    expect(outsideBookingWindow(at('2026-06-19T03:00:00Z'), now, 'America/Los_Angeles', settings)).toBeNull();
  });

  it('says too soon before beyond the window when both hold (a window of today, a notice past midnight)', () => {
    const late = at('2026-06-17T02:30:00Z'); // 23:30 local on the 16th
    expect(
      outsideBookingWindow(at('2026-06-17T03:30:00Z'), late, 'America/Sao_Paulo', {
        minNoticeMinutes: 120,
        windowDays: 0,
      }),
    ).toBe('too_soon');
    expect(
      outsideBookingWindow(at('2026-06-17T05:00:00Z'), late, 'America/Sao_Paulo', {
        minNoticeMinutes: 120,
        windowDays: 0,
      }),
    ).toBe('beyond_window');
  });

  it('counts days on the calendar across a change of the clocks', () => {
    // Lisbon moves to summer time on 2026-03-29; today is the 28th, 23:30 local.
    const window = bookingWindow(at('2026-03-28T23:30:00Z'), 'Europe/Lisbon', { minNoticeMinutes: 0, windowDays: 1 });
    expect(window.lastDay).toBe('2026-03-29');
    expect(
      outsideBookingWindow(at('2026-03-29T22:59:00Z'), at('2026-03-28T23:30:00Z'), 'Europe/Lisbon', {
        minNoticeMinutes: 0,
        windowDays: 1,
      }),
    ).toBeNull();
    expect(
      outsideBookingWindow(at('2026-03-29T23:00:00Z'), at('2026-03-28T23:30:00Z'), 'Europe/Lisbon', {
        minNoticeMinutes: 0,
        windowDays: 1,
      }),
    ).toBe('beyond_window');
  });
});
