import { describe, expect, it } from 'vitest';
import { busyTimeRange, meetsBusyTime } from './busy-time-warning.ts';

const zone = 'America/Sao_Paulo';
// 10:00–11:00 in São Paulo (UTC−3) on 2026-03-10.
const busy = [{ professionalId: 'p1', startsAt: '2026-03-10T13:00:00.000Z', endsAt: '2026-03-10T14:00:00.000Z' }];

describe('the front desk warning over busy time', () => {
  it('asks for the whole day on the business clock', () => {
    expect(busyTimeRange('2026-03-10', zone)).toEqual({
      from: '2026-03-10T03:00:00.000Z',
      to: '2026-03-11T03:00:00.000Z',
    });
  });

  it('warns when the booking meets the professional’s busy time, not when it only touches it', () => {
    expect(meetsBusyTime(busy, 'p1', '2026-03-10', 9 * 60 + 30, 60, zone)).toBe(true);
    expect(meetsBusyTime(busy, 'p1', '2026-03-10', 10 * 60 + 30, 15, zone)).toBe(true);
    expect(meetsBusyTime(busy, 'p1', '2026-03-10', 9 * 60, 60, zone)).toBe(false);
    expect(meetsBusyTime(busy, 'p1', '2026-03-10', 11 * 60, 30, zone)).toBe(false);
  });

  it('counts only the chosen professional’s busy time', () => {
    expect(meetsBusyTime(busy, 'p2', '2026-03-10', 10 * 60, 60, zone)).toBe(false);
    expect(meetsBusyTime(undefined, 'p1', '2026-03-10', 10 * 60, 60, zone)).toBe(false);
    expect(meetsBusyTime(busy, '', '2026-03-10', 10 * 60, 60, zone)).toBe(false);
  });
});
