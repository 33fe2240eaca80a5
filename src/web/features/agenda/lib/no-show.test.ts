import { describe, expect, it } from 'vitest';
import { mayMarkNoShow, noShowWaitMs, statusLook } from './no-show.ts';

const startsAt = '2025-06-10T12:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('a no-show in the schedule', () => {
  it('is offered for a scheduled or confirmed appointment once its start time has come', () => {
    for (const status of ['scheduled', 'confirmed'] as const) {
      expect(mayMarkNoShow({ status, startsAt }, at('2025-06-10T11:59:59.999Z'))).toBe(false);
      expect(mayMarkNoShow({ status, startsAt }, at(startsAt))).toBe(true);
      expect(mayMarkNoShow({ status, startsAt }, at('2025-06-12T09:00:00.000Z'))).toBe(true);
    }
  });

  it('is never offered for a completed or cancelled appointment', () => {
    for (const status of ['completed', 'cancelled'] as const) {
      expect(mayMarkNoShow({ status, startsAt }, at('2025-06-11T00:00:00.000Z'))).toBe(false);
    }
  });

  it('waits, in an open panel, until the start time when it is less than a day away', () => {
    expect(noShowWaitMs({ status: 'scheduled', startsAt }, at('2025-06-10T11:30:00.000Z'))).toBe(30 * 60 * 1000);
    expect(noShowWaitMs({ status: 'confirmed', startsAt }, at('2025-06-09T12:00:00.000Z'))).toBe(24 * 60 * 60 * 1000);
    expect(noShowWaitMs({ status: 'confirmed', startsAt }, at('2025-06-09T11:59:59.000Z'))).toBeNull();
    expect(noShowWaitMs({ status: 'scheduled', startsAt }, at(startsAt))).toBeNull();
    expect(noShowWaitMs({ status: 'cancelled', startsAt }, at('2025-06-10T11:30:00.000Z'))).toBeNull();
  });

  it('shows a cancellation because the client did not come as its own status', () => {
    expect(statusLook({ status: 'cancelled', noShow: true })).toBe('noShow');
    expect(statusLook({ status: 'cancelled', noShow: false })).toBe('cancelled');
    expect(statusLook({ status: 'confirmed', noShow: false })).toBe('confirmed');
  });
});
