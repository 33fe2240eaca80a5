import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeableUntil, changeWindow, customerMayChange } from './booking-changes.ts';

describe('until when a customer may change an online booking', () => {
  it('is the set number of hours before it starts, up to and including that moment, and only while it is open', () => {
    const statuses = ['scheduled', 'confirmed', 'completed', 'cancelled', 'no_show'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 168 }),
        fc.integer({ min: -400 * 60, max: 400 * 60 }),
        fc.constantFrom(...statuses),
        (startsAt, hours, minutesBeforeDeadline, status) => {
          const until = changeableUntil(startsAt, hours);
          expect(startsAt.getTime() - until.getTime()).toBe(hours * 3_600_000);
          const at = new Date(until.getTime() - minutesBeforeDeadline * 60_000);
          const open = status === 'scheduled' || status === 'confirmed';
          expect(customerMayChange(status, startsAt, hours, at)).toBe(open && minutesBeforeDeadline >= 0);
          expect(changeWindow(status, startsAt, hours, at)).toEqual({
            changeableUntil: until.toISOString(),
            canChange: open && minutesBeforeDeadline >= 0,
          });
        },
      ),
    );
  });
});
