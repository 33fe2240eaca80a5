import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { occurrenceStarts } from './calendar-recurrence.ts';

const parseUntil = (value: string) => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)) : null;
};
const far = new Date('2035-01-01T00:00:00Z');
const clock = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

describe('the occurrences of a recurring event', () => {
  it('are COUNT of them, in order, each at the first one’s wall-clock time in its zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('America/Sao_Paulo', 'America/New_York', 'Europe/Lisbon', 'UTC'),
        fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 30 }),
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
        (zone, freq, interval, count, start) => {
          const first = new Date(Math.floor(start.getTime() / 900_000) * 900_000);
          const starts = occurrenceStarts(
            first,
            zone,
            `FREQ=${freq};INTERVAL=${interval};COUNT=${count}`,
            far,
            parseUntil,
          )!;
          // A month or a year without the first one's day (the 31st, the 29th of February) is skipped.
          expect(starts.length).toBeLessThanOrEqual(count);
          if (freq === 'DAILY' || freq === 'WEEKLY') expect(starts).toHaveLength(count);
          expect(starts[0]).toEqual(first);
          for (let i = 1; i < starts.length; i++)
            expect(starts[i]!.getTime()).toBeGreaterThan(starts[i - 1]!.getTime());
          // Skipped wall-clock times (the hour clocks spring over) aside, each is at the same time of day.
          const sameClock = starts.filter((s) => clock(s, zone) === clock(first, zone));
          expect(sameClock.length).toBeGreaterThanOrEqual(starts.length - 2);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('begin with the start itself, even in the hour the clocks pass twice', () => {
    // 01:00 in New York on the night the clocks fall back, its second passing (EST, 06:00 UTC).
    const start = new Date('2027-11-07T06:00:00Z');
    expect(occurrenceStarts(start, 'America/New_York', 'FREQ=DAILY;COUNT=2', far, parseUntil)).toEqual([
      start,
      new Date('2027-11-08T06:00:00Z'),
    ]);
  });

  it('stop at UNTIL and before the moment asked, and refuse the rules they do not read', () => {
    const first = new Date('2026-12-01T10:00:00Z');
    expect(occurrenceStarts(first, 'UTC', 'FREQ=DAILY;UNTIL=20261203T100000Z', far, parseUntil)).toHaveLength(3);
    expect(occurrenceStarts(first, 'UTC', 'FREQ=DAILY', new Date('2026-12-05T00:00:00Z'), parseUntil)).toHaveLength(4);
    expect(occurrenceStarts(first, 'UTC', 'FREQ=MONTHLY;BYDAY=2TU', far, parseUntil)).toBeNull();
    expect(occurrenceStarts(first, 'UTC', 'FREQ=HOURLY', far, parseUntil)).toBeNull();
    expect(occurrenceStarts(first, 'UTC', 'FREQ=WEEKLY;BYDAY=TU,XX', far, parseUntil)).toBeNull();
  });
});
