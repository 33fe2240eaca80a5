import { describe, expect, it } from 'vitest';
import { upcomingAppointments } from './client-erasure.ts';

describe('the appointments that hold off a client erasure', () => {
  const now = new Date('2026-11-10T13:00:00Z');
  const endingAt = (iso: string, status: 'scheduled' | 'confirmed' | 'completed' | 'cancelled') => ({
    status,
    endsAt: new Date(iso),
  });

  it('are the scheduled and confirmed ones that have not ended', () => {
    expect(
      upcomingAppointments(
        [
          endingAt('2026-11-10T13:30:00Z', 'scheduled'),
          endingAt('2026-11-12T10:00:00Z', 'confirmed'),
          endingAt('2026-11-10T12:00:00Z', 'confirmed'),
        ],
        now,
      ),
    ).toBe(2);
  });

  it('leave out the completed and cancelled ones, however late they end, and one that ends right now', () => {
    expect(
      upcomingAppointments(
        [
          endingAt('2026-11-20T10:00:00Z', 'completed'),
          endingAt('2026-11-20T10:00:00Z', 'cancelled'),
          endingAt('2026-11-10T13:00:00Z', 'scheduled'),
        ],
        now,
      ),
    ).toBe(0);
    expect(upcomingAppointments([], now)).toBe(0);
  });
});
