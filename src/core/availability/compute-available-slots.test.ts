import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesOfDay, minutesToTime } from '../time-of-day.ts';
import {
  computeAnyProfessionalSlots,
  computeAvailableSlots,
  type AvailabilityInput,
  type WeeklyRange,
} from './compute-available-slots.ts';
import { CLOCK_CHANGE_DAYS, CLOCK_CHANGE_ZONES } from './clock-change-days.ts';

const ZONES = CLOCK_CHANGE_ZONES;
const DAYS = CLOCK_CHANGE_DAYS;

const local = (instant: Date, zone: string) => new TZDate(instant, zone);
const localMinute = (instant: Date, zone: string) => {
  const d = local(instant, zone);
  return d.getHours() * 60 + d.getMinutes();
};
const localDay = (instant: Date, zone: string) => {
  const d = local(instant, zone);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const range = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 48 }))
  .map(([start, length]) => [start * 15, Math.min(24 * 60, start * 15 + length * 15)] as const);
const weekly = fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), range), { maxLength: 10 }).map((list) =>
  list.map(([weekday, [s, e]]): WeeklyRange => ({
    weekday,
    start: minutesToTime(s),
    end: e === 1440 ? '24:00' : minutesToTime(e),
  })),
);

const inputArb = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    day: fc.constantFrom(...DAYS),
    span: fc.integer({ min: 0, max: 2 }),
    nowOffsetHours: fc.integer({ min: -48, max: 24 }),
    duration: fc.integer({ min: 1, max: 24 }).map((n) => n * 5),
    step: fc.constantFrom(5, 10, 15, 20, 30, 60),
    windowDays: fc.integer({ min: 0, max: 5 }),
    minNotice: fc.integer({ min: 0, max: 48 }).map((n) => n * 30),
    opening: weekly,
    professionals: fc.array(
      fc.record({
        working: weekly,
        breaks: fc.array(fc.tuple(fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }), range), { maxLength: 3 }),
        busy: fc.array(fc.tuple(fc.integer({ min: -24, max: 72 }), fc.integer({ min: 1, max: 16 })), { maxLength: 6 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .map((r): AvailabilityInput => {
    const dayStart = new TZDate(`${r.day}T00:00:00`, r.zone);
    const base = dayStart.getTime();
    const to = new Date(base + r.span * 86_400_000 + 12 * 3_600_000);
    return {
      timeZone: r.zone,
      now: new Date(base + r.nowOffsetHours * 3_600_000),
      from: r.day,
      to: localDay(to, r.zone),
      durationMinutes: r.duration,
      slotStepMinutes: r.step,
      windowDays: r.windowDays,
      minNoticeMinutes: r.minNotice,
      openingHours: r.opening,
      professionals: r.professionals.map((p, i) => ({
        id: `p${i}`,
        workingHours: p.working,
        breaks: p.breaks.map(([weekday, [s, e]]) => ({
          weekday,
          start: minutesToTime(s),
          end: e === 1440 ? '23:59' : minutesToTime(e),
        })),
        busy: p.busy.map(([startHour, quarters]) => ({
          startsAt: new Date(base + startHour * 3_600_000),
          endsAt: new Date(base + startHour * 3_600_000 + quarters * 15 * 60_000),
        })),
      })),
    };
  });

describe('computeAvailableSlots (properties)', () => {
  it('never offers a slot that breaks a rule', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const slots = computeAvailableSlots(input);
        const zone = input.timeZone;
        const today = local(input.now, zone);
        const lastDay = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + input.windowDays, zone);
        for (const slot of slots) {
          const professional = input.professionals.find((p) => p.id === slot.professionalId)!;
          const startLocal = local(slot.startsAt, zone);
          const weekday = startLocal.getDay();
          const startMinute = localMinute(slot.startsAt, zone);
          // Exists: the local time maps back to the same instant, and sits on the step grid.
          expect(
            new TZDate(
              startLocal.getFullYear(),
              startLocal.getMonth(),
              startLocal.getDate(),
              startLocal.getHours(),
              startLocal.getMinutes(),
              zone,
            ).getTime(),
          ).toBe(slot.startsAt.getTime());
          expect(startMinute % input.slotStepMinutes).toBe(0);
          expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(input.durationMinutes * 60_000);
          // Notice and window.
          expect(slot.startsAt.getTime()).toBeGreaterThanOrEqual(input.now.getTime() + input.minNoticeMinutes * 60_000);
          expect(localDay(slot.startsAt, zone) <= localDay(lastDay, zone)).toBe(true);
          expect(localDay(slot.startsAt, zone) >= input.from && localDay(slot.startsAt, zone) <= input.to).toBe(true);
          // Inside an opening range and a working range of that weekday (ends measured as instants).
          const within = (ranges: readonly WeeklyRange[]) =>
            ranges.some((r) => {
              if (r.weekday !== weekday || minutesOfDay(r.start) > startMinute) return false;
              const end =
                r.end === '24:00'
                  ? new TZDate(startLocal.getFullYear(), startLocal.getMonth(), startLocal.getDate() + 1, 0, 0, zone)
                  : new TZDate(
                      startLocal.getFullYear(),
                      startLocal.getMonth(),
                      startLocal.getDate(),
                      ...(r.end.split(':').map(Number) as [number, number]),
                      zone,
                    );
              return slot.endsAt.getTime() <= end.getTime();
            });
          expect(within(input.openingHours)).toBe(true);
          expect(within(professional.workingHours)).toBe(true);
          // Clear of appointments and breaks.
          for (const busy of professional.busy)
            expect(busy.startsAt < slot.endsAt && slot.startsAt < busy.endsAt).toBe(false);
          for (const b of professional.breaks.filter((b) => b.weekday === null || b.weekday === weekday)) {
            const bs = minutesOfDay(b.start);
            const be = minutesOfDay(b.end);
            const endMinute = startMinute + input.durationMinutes;
            const sameDayOverlap = startMinute < be && bs < endMinute;
            // Only judged where the wall clock runs straight (no DST jump inside the slot).
            if (localMinute(slot.endsAt, zone) === endMinute % 1440) expect(sameDayOverlap).toBe(false);
          }
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 400) },
    );
  });

  it('gives "any professional" one slot per start time, each offered by someone free', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const slots = computeAvailableSlots(input);
        const merged = computeAnyProfessionalSlots(input);
        const starts = new Set(slots.map((s) => s.startsAt.getTime()));
        expect(merged.map((s) => s.startsAt.getTime())).toEqual([...starts].sort((a, b) => a - b));
        for (const slot of merged) expect(slots).toContainEqual(slot);
      }),
      { numRuns: 200 },
    );
  });

  it('offers each time once per professional, in start order, then by professional', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const keys = computeAvailableSlots(input).map((s) => [s.startsAt.getTime(), s.professionalId] as const);
        for (let i = 1; i < keys.length; i++) {
          const [t0, p0] = keys[i - 1]!;
          const [t1, p1] = keys[i]!;
          expect(t0 < t1 || (t0 === t1 && p0 < p1)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('computeAvailableSlots (DST days)', () => {
  const base = (zone: string, day: string, opening: WeeklyRange[]): AvailabilityInput => ({
    timeZone: zone,
    now: new Date('2026-01-01T00:00:00Z'),
    from: day,
    to: day,
    durationMinutes: 30,
    slotStepMinutes: 30,
    windowDays: 400,
    minNoticeMinutes: 0,
    openingHours: opening,
    professionals: [{ id: 'ana', workingHours: opening, breaks: [], busy: [] }],
  });
  const allDay = (weekday: number): WeeklyRange[] => [{ weekday, start: '00:00', end: '24:00' }];

  it('offers no time in the hour New York skips, and 09:00 stays 09:00 local', () => {
    const slots = computeAvailableSlots(base('America/New_York', '2026-03-08', allDay(0)));
    const locals = slots.map((s) => minutesToTime(localMinute(s.startsAt, 'America/New_York')));
    expect(locals).not.toContain('02:00');
    expect(locals).not.toContain('02:30');
    expect(locals).toContain('09:00');
    expect(
      slots.find((s) => minutesToTime(localMinute(s.startsAt, 'America/New_York')) === '09:00')!.startsAt.toISOString(),
    ).toBe('2026-03-08T13:00:00.000Z');
    // 24 hours less the skipped one, in half hours.
    expect(slots).toHaveLength(46);
  });

  it('keeps 09:00 local when New York falls back, and Lisbon and São Paulo alike', () => {
    const ny = computeAvailableSlots(
      base('America/New_York', '2026-11-01', [{ weekday: 0, start: '09:00', end: '10:00' }]),
    );
    expect(ny.map((s) => s.startsAt.toISOString())).toEqual(['2026-11-01T14:00:00.000Z', '2026-11-01T14:30:00.000Z']);
    const lisbon = computeAvailableSlots(
      base('Europe/Lisbon', '2026-03-29', [{ weekday: 0, start: '00:30', end: '02:00' }]),
    );
    // 01:00–02:00 does not exist in Lisbon that night.
    expect(lisbon.map((s) => minutesToTime(localMinute(s.startsAt, 'Europe/Lisbon')))).toEqual(['00:30']);
    const saoPaulo = computeAvailableSlots(
      base('America/Sao_Paulo', '2026-10-18', [{ weekday: 0, start: '09:00', end: '09:30' }]),
    );
    expect(saoPaulo.map((s) => s.startsAt.toISOString())).toEqual(['2026-10-18T12:00:00.000Z']);
  });

  it('keeps a break that starts in the hour New York skips', () => {
    const input = base('America/New_York', '2026-03-08', [{ weekday: 0, start: '00:00', end: '03:15' }]);
    input.durationMinutes = 5;
    input.slotStepMinutes = 5;
    input.professionals = [
      {
        id: 'ana',
        workingHours: input.openingHours,
        breaks: [{ weekday: null, start: '02:00', end: '03:15' }],
        busy: [],
      },
    ];
    const locals = computeAvailableSlots(input).map((s) => minutesToTime(localMinute(s.startsAt, 'America/New_York')));
    expect(locals.at(-1)).toBe('01:55');
    expect(locals.some((t) => t >= '03:00')).toBe(false);
  });

  it('respects the minimum notice and the booking window', () => {
    const input = {
      ...base('UTC', '2026-05-05', [{ weekday: 2, start: '09:00', end: '12:00' }]),
      now: new Date('2026-05-05T09:10:00Z'),
      minNoticeMinutes: 60,
    };
    expect(computeAvailableSlots(input)[0]!.startsAt.toISOString()).toBe('2026-05-05T10:30:00.000Z');
    expect(computeAvailableSlots({ ...input, now: new Date('2026-05-01T00:00:00Z'), windowDays: 3 })).toEqual([]);
  });
});

describe('computeAnyProfessionalSlots', () => {
  it('spreads the times across the team: the one given fewest so far, then the lowest id', () => {
    const hours: WeeklyRange[] = [{ weekday: 2, start: '09:00', end: '11:00' }];
    const input: AvailabilityInput = {
      timeZone: 'UTC',
      now: new Date('2026-05-01T00:00:00Z'),
      from: '2026-05-05',
      to: '2026-05-05',
      durationMinutes: 30,
      slotStepMinutes: 30,
      windowDays: 30,
      minNoticeMinutes: 0,
      openingHours: hours,
      professionals: [
        { id: 'bia', workingHours: hours, breaks: [], busy: [] },
        {
          id: 'ana',
          workingHours: hours,
          breaks: [],
          busy: [{ startsAt: new Date('2026-05-05T09:30:00Z'), endsAt: new Date('2026-05-05T10:00:00Z') }],
        },
      ],
    };
    expect(
      computeAnyProfessionalSlots(input).map((s) => `${s.startsAt.toISOString().slice(11, 16)} ${s.professionalId}`),
    ).toEqual(['09:00 ana', '09:30 bia', '10:00 ana', '10:30 bia']);
  });
});
