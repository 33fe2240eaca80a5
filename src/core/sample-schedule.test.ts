import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleSchedule, seededRandom, type SampleProfessional } from './sample-schedule.ts';

const TIME_ZONE = 'America/Sao_Paulo';
// Friday 2026-11-27, 12:00 in São Paulo.
const NOW = new Date('2026-11-27T15:00:00Z');

const weekdays = [1, 2, 3, 4, 5, 6];
const professional = (busy: SampleProfessional['busy'] = []): SampleProfessional => ({
  id: 'p1',
  services: [
    { id: 'cut', durationMinutes: 30, priceCents: 5000 },
    { id: 'color', durationMinutes: 90, priceCents: 18000 },
  ],
  hours: weekdays.map((weekday) => ({ weekday, start: '09:00', end: '18:00' })),
  breaks: [{ weekday: null, start: '12:00', end: '13:00' }],
  busy,
});

const overlaps = (a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }) =>
  a.startsAt < b.endsAt && b.startsAt < a.endsAt;

describe('a sample schedule', () => {
  it('leaves the times already taken free, and books around them', () => {
    // Today's morning (09:00–12:00 local time) is taken; the afternoon is free.
    const busy = [{ startsAt: new Date('2026-11-27T12:00:00Z'), endsAt: new Date('2026-11-27T15:00:00Z') }];
    const input = {
      timeZone: TIME_ZONE,
      now: NOW,
      pastDays: 0,
      futureDays: 0,
      fill: 1,
      clientIds: ['c1'],
      random: seededRandom(7),
    };
    const free = sampleSchedule({ ...input, professionals: [professional()] });
    const around = sampleSchedule({ ...input, random: seededRandom(7), professionals: [professional(busy)] });
    expect(free.some((appointment) => overlaps(appointment, busy[0]!))).toBe(true);
    expect(around.filter((appointment) => overlaps(appointment, busy[0]!))).toEqual([]);
    expect(around.length).toBeGreaterThan(0);
  });

  it('for any seed and taken times: within working hours, clear of the break, of the taken times and of itself; past ones never scheduled', () => {
    const taken = fc.array(
      fc.record({
        day: fc.integer({ min: -3, max: 3 }),
        hour: fc.integer({ min: 11, max: 21 }),
        minutes: fc.integer({ min: 15, max: 240 }),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(fc.integer(), taken, fc.double({ min: 0, max: 1, noNaN: true }), (seed, blocks, fill) => {
        const busy = blocks.map(({ day, hour, minutes }) => {
          const startsAt = new Date(Date.UTC(2026, 10, 27 + day, hour));
          return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) };
        });
        const appointments = sampleSchedule({
          timeZone: TIME_ZONE,
          now: NOW,
          pastDays: 3,
          futureDays: 3,
          fill,
          professionals: [professional(busy)],
          clientIds: ['c1', 'c2'],
          random: seededRandom(seed),
        });
        for (const [index, appointment] of appointments.entries()) {
          // São Paulo is UTC−3 all year: 09:00–18:00 local is 12:00–21:00 UTC, the break 15:00–16:00 UTC.
          const start = appointment.startsAt.getUTCHours() * 60 + appointment.startsAt.getUTCMinutes();
          const end = start + (appointment.endsAt.getTime() - appointment.startsAt.getTime()) / 60_000;
          expect(start).toBeGreaterThanOrEqual(12 * 60);
          expect(end).toBeLessThanOrEqual(21 * 60);
          expect(end <= 15 * 60 || start >= 16 * 60).toBe(true);
          expect(busy.some((block) => overlaps(appointment, block))).toBe(false);
          expect(appointments.slice(index + 1).some((other) => overlaps(appointment, other))).toBe(false);
          if (appointment.endsAt <= NOW) expect(appointment.status).not.toBe('scheduled');
        }
      }),
    );
  });
});
