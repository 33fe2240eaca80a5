// Over 300 lines: the visit rules' plain oracle and its generators, then the examples, side by side.
import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesOfDay, minutesToTime } from '../time-of-day.ts';
import { computeAvailableSlots, type WeeklyRange } from './compute-available-slots.ts';
import { computeVisitSlots, type VisitSlot, type VisitSlotsInput } from './visit-slots.ts';
import { CLOCK_CHANGE_DAYS, CLOCK_CHANGE_ZONES } from './clock-change-days.ts';

const ZONES = CLOCK_CHANGE_ZONES;
const DAYS = CLOCK_CHANGE_DAYS;
const MIN = 60_000;

// ---- The oracle: every minute of the days, judged plainly. ----

type Day = [year: number, month: number, date: number];
const dayAfter = ([y, m, d]: Day, n: number): Day => {
  const c = new Date(Date.UTC(y, m, d + n));
  return [c.getUTCFullYear(), c.getUTCMonth(), c.getUTCDate()];
};
const dayString = ([y, m, d]: Day) => `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const parse = (s: string): Day => {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  return [y, m - 1, d];
};

/** The instant of a wall-clock minute of a day, or null when the clocks skip it. */
function wallTime(zone: string, [y, m, d]: Day, minute: number): number | null {
  const t = new TZDate(y, m, d, Math.floor(minute / 60), minute % 60, zone);
  return t.getDate() === d && t.getHours() * 60 + t.getMinutes() === minute ? t.getTime() : null;
}

/** Where an hour range's bound falls: its minute, or the first minute after it that exists; 24:00 is the next day's start. */
function boundTime(zone: string, day: Day, minute: number): number {
  for (let w = minute; w < 1440; w++) {
    const t = wallTime(zone, day, w);
    if (t !== null) return t;
  }
  const [y, m, d] = day;
  return new TZDate(y, m, d + 1, 0, 0, zone).getTime();
}

interface Judge {
  /** Whether professional `id` may take [s, e): inside one range of one day, no minute of it blocked. */
  fits(id: string, s: number, e: number): boolean;
}

function judge(input: VisitSlotsInput): Judge {
  const zone = input.timeZone;
  const first = dayAfter(parse(input.from), -1);
  const horizon = Array.from({ length: 6 }, (_, i) => dayAfter(first, i));
  const origin = boundTime(zone, first, 0) - 1440 * MIN;
  const size = 8 * 1440;
  const byId = new Map(
    input.professionals.map((p) => {
      const blocked = new Uint8Array(size);
      const mark = (a: number, b: number) => {
        for (let t = a; t < b; t += MIN) {
          const i = Math.floor((t - origin) / MIN);
          if (i >= 0 && i < size) blocked[i] = 1;
        }
      };
      for (const b of p.busy) mark(b.startsAt.getTime(), b.endsAt.getTime());
      const ranges: Array<[number, number]> = [];
      for (const day of horizon) {
        const weekday = new Date(Date.UTC(...day)).getUTCDay();
        for (const b of p.breaks.filter((b) => b.weekday === null || b.weekday === weekday))
          mark(boundTime(zone, day, minutesOfDay(b.start)), boundTime(zone, day, minutesOfDay(b.end)));
        for (const o of input.openingHours.filter((r) => r.weekday === weekday))
          for (const w of p.workingHours.filter((r) => r.weekday === weekday)) {
            const a = boundTime(zone, day, Math.max(minutesOfDay(o.start), minutesOfDay(w.start)));
            const b = boundTime(zone, day, Math.min(minutesOfDay(o.end), minutesOfDay(w.end)));
            if (a < b) ranges.push([a, b]);
          }
      }
      // How many blocked minutes precede each minute: a step is clear when none lie inside it.
      const before = new Int32Array(size + 1);
      for (let i = 0; i < size; i++) before[i + 1] = before[i]! + blocked[i]!;
      return [p.id, { before, ranges }] as const;
    }),
  );
  return {
    fits(id, s, e) {
      const p = byId.get(id);
      if (!p || !p.ranges.some(([a, b]) => a <= s && e <= b)) return false;
      const [i, j] = [(s - origin) / MIN, (e - origin) / MIN];
      return p.before[j]! === p.before[i]!;
    },
  };
}

function oracle(input: VisitSlotsInput): VisitSlot[] {
  const zone = input.timeZone;
  const { fits } = judge(input);
  const now = new TZDate(input.now.getTime(), zone);
  const lastDay = dayString(dayAfter([now.getFullYear(), now.getMonth(), now.getDate()], input.windowDays));
  const given = new Map<string, number>();
  const slots: VisitSlot[] = [];
  for (let day = parse(input.from); dayString(day) <= input.to && dayString(day) <= lastDay; day = dayAfter(day, 1)) {
    for (let minute = 0; minute < 1440; minute++) {
      if (minute % input.slotStepMinutes !== 0) continue;
      const start = wallTime(zone, day, minute);
      if (start === null || start < input.now.getTime() + input.minNoticeMinutes * MIN) continue;
      let at = start;
      const free = input.steps.map((step) => {
        const [s, e] = [at, (at += step.durationMinutes * MIN)];
        return { s, e, ids: [...new Set(step.professionalIds)].sort().filter((id) => fits(id, s, e)) };
      });
      if (free.some((f) => f.ids.length === 0)) continue;
      let previous = '';
      const steps = free.map(({ s, e, ids }, i) => {
        const count = (id: string) => given.get(id) ?? 0;
        const id = ids.includes(previous) ? previous : ids.reduce((a, b) => (count(b) < count(a) ? b : a));
        given.set(id, count(id) + 1);
        previous = id;
        return { serviceId: input.steps[i]!.serviceId, professionalId: id, startsAt: new Date(s), endsAt: new Date(e) };
      });
      slots.push({ startsAt: new Date(start), endsAt: new Date(at), steps });
    }
  }
  return slots;
}

// ---- Generated schedules. ----

const IDS = ['bia', 'ana'];
const range = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 64 }))
  .map(([start, length]) => [start * 15, Math.min(24 * 60, start * 15 + length * 15)] as const);
const toWeekly = (list: ReadonlyArray<readonly [number, readonly [number, number]]>) =>
  list.map(([weekday, [s, e]]): WeeklyRange => ({
    weekday,
    start: minutesToTime(s),
    end: e === 1440 ? '24:00' : minutesToTime(e),
  }));
// Either the same ranges every day, or ranges on some weekdays.
const weekly = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .array(range, { minLength: 1, maxLength: 2 })
      .map((list) => toWeekly([0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => list.map((r) => [weekday, r] as const)))),
  },
  { weight: 1, arbitrary: fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), range), { maxLength: 10 }).map(toWeekly) },
);

const visitArb = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    day: fc.constantFrom(...DAYS),
    span: fc.integer({ min: 0, max: 2 }),
    nowOffsetMinutes: fc.integer({ min: -48 * 60, max: 24 * 60 }),
    step: fc.integer({ min: 5, max: 60 }),
    windowDays: fc.integer({ min: 0, max: 5 }),
    minNotice: fc.integer({ min: 0, max: 48 }).map((n) => n * 30),
    opening: fc.oneof(fc.constant(toWeekly([0, 1, 2, 3, 4, 5, 6].map((d) => [d, [0, 1440]] as const))), weekly),
    team: fc.array(
      fc.record({
        working: weekly,
        breaks: fc.array(fc.tuple(fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }), range), { maxLength: 3 }),
        // Appointments and calendar busy time alike: any minute, any length.
        busy: fc.array(fc.tuple(fc.integer({ min: -1440, max: 4320 }), fc.integer({ min: 1, max: 180 })), {
          maxLength: 12,
        }),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    steps: fc.array(
      fc.record({
        duration: fc.oneof(
          fc.integer({ min: 1, max: 24 }).map((n) => n * 5),
          fc.integer({ min: 1, max: 90 }),
        ),
        chosen: fc.option(fc.integer({ min: 0, max: 1 }), { nil: null }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .map((r): VisitSlotsInput => {
    const base = new TZDate(`${r.day}T00:00:00`, r.zone).getTime();
    const ids = IDS.slice(0, r.team.length);
    return {
      timeZone: r.zone,
      now: new Date(base + r.nowOffsetMinutes * MIN),
      from: r.day,
      to: dayString(dayAfter(parse(r.day), r.span)),
      slotStepMinutes: r.step,
      windowDays: r.windowDays,
      minNoticeMinutes: r.minNotice,
      openingHours: r.opening,
      professionals: r.team.map((p, i) => ({
        id: ids[i]!,
        workingHours: p.working,
        breaks: p.breaks.map(([weekday, [s, e]]) => ({
          weekday,
          start: minutesToTime(s),
          end: e === 1440 ? '23:59' : minutesToTime(e),
        })),
        busy: p.busy.map(([start, length]) => ({
          startsAt: new Date(base + start * MIN),
          endsAt: new Date(base + (start + length) * MIN),
        })),
      })),
      steps: r.steps.map((s, i) => ({
        serviceId: `s${i}`,
        durationMinutes: s.duration,
        professionalIds: s.chosen === null ? ids : [ids[s.chosen % ids.length]!],
      })),
    };
  });

const RUNS = Number(process.env.PROPERTY_RUNS ?? 250);

describe('computeVisitSlots (properties)', () => {
  it('offers exactly the start times the plain oracle finds, with its assignments', () => {
    fc.assert(
      fc.property(visitArb, (input) => {
        expect(computeVisitSlots(input)).toEqual(oracle(input));
      }),
      { numRuns: RUNS },
    );
  });

  it('gives every step a candidate who is free and working for all of it, one step right after the other', () => {
    fc.assert(
      fc.property(visitArb, (input) => {
        const { fits } = judge(input);
        for (const slot of computeVisitSlots(input)) {
          expect(slot.steps.map((s) => s.serviceId)).toEqual(input.steps.map((s) => s.serviceId));
          expect(slot.steps[0]!.startsAt).toEqual(slot.startsAt);
          expect(slot.steps.at(-1)!.endsAt).toEqual(slot.endsAt);
          slot.steps.forEach((step, i) => {
            const request = input.steps[i]!;
            expect(request.professionalIds).toContain(step.professionalId);
            expect(step.endsAt.getTime() - step.startsAt.getTime()).toBe(request.durationMinutes * MIN);
            if (i > 0) expect(step.startsAt).toEqual(slot.steps[i - 1]!.endsAt);
            expect(fits(step.professionalId, step.startsAt.getTime(), step.endsAt.getTime())).toBe(true);
          });
        }
      }),
      { numRuns: RUNS / 2 },
    );
  });

  it('offers a one-step visit with one professional exactly when computeAvailableSlots offers them', () => {
    fc.assert(
      fc.property(visitArb, (input) => {
        const durationMinutes = input.steps[0]!.durationMinutes;
        for (const professional of input.professionals) {
          const steps = [{ serviceId: 's', durationMinutes, professionalIds: [professional.id] }];
          const single = computeAvailableSlots({ ...input, durationMinutes, professionals: [professional] });
          expect(computeVisitSlots({ ...input, steps }).map((s) => s.startsAt)).toEqual(single.map((s) => s.startsAt));
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('computeVisitSlots (examples)', () => {
  // Tuesday 2026-05-05, UTC: the salon opens 09:00–12:00.
  const hours: WeeklyRange[] = [{ weekday: 2, start: '09:00', end: '12:00' }];
  const at = (hhmm: string) => new Date(`2026-05-05T${hhmm}:00Z`);
  const base: Omit<VisitSlotsInput, 'steps' | 'professionals'> = {
    timeZone: 'UTC',
    now: new Date('2026-05-01T00:00:00Z'),
    from: '2026-05-05',
    to: '2026-05-05',
    slotStepMinutes: 30,
    windowDays: 30,
    minNoticeMinutes: 0,
    openingHours: hours,
  };
  const busyAt = (...spans: Array<[string, string]>) => spans.map(([s, e]) => ({ startsAt: at(s), endsAt: at(e) }));
  const show = (slots: VisitSlot[]) =>
    slots.map((s) =>
      [s.startsAt.toISOString().slice(11, 16), ...s.steps.map((st) => `${st.serviceId}:${st.professionalId}`)].join(
        ' ',
      ),
    );

  it('finds the one start that needs the second professional for the middle step', () => {
    const slots = computeVisitSlots({
      ...base,
      professionals: [
        // Ana is free only 09:00–10:00 and 11:00–12:00; Bia only 10:00–11:00.
        { id: 'ana', workingHours: hours, breaks: [], busy: busyAt(['10:00', '11:00']) },
        { id: 'bia', workingHours: hours, breaks: [], busy: busyAt(['09:00', '10:00'], ['11:00', '12:00']) },
      ],
      steps: [
        { serviceId: 'cut', durationMinutes: 60, professionalIds: ['ana', 'bia'] },
        { serviceId: 'color', durationMinutes: 60, professionalIds: ['ana', 'bia'] },
        { serviceId: 'dry', durationMinutes: 60, professionalIds: ['ana'] },
      ],
    });
    expect(show(slots)).toEqual(['09:00 cut:ana color:bia dry:ana']);
    expect(slots[0]!.endsAt).toEqual(at('12:00'));
    expect(slots[0]!.steps.map((s) => [s.startsAt, s.endsAt])).toEqual([
      [at('09:00'), at('10:00')],
      [at('10:00'), at('11:00')],
      [at('11:00'), at('12:00')],
    ]);
  });

  it('keeps the customer in the previous chair, else spreads steps to the least given, then the lowest id', () => {
    const free = (id: string) => ({ id, workingHours: hours, breaks: [], busy: [] });
    const slots = computeVisitSlots({
      ...base,
      professionals: [free('caio'), free('bia'), free('ana')],
      steps: [
        { serviceId: 'cut', durationMinutes: 30, professionalIds: ['caio', 'bia', 'ana'] },
        { serviceId: 'nails', durationMinutes: 30, professionalIds: ['caio', 'bia'] },
      ],
    });
    expect(show(slots)).toEqual([
      // ana (lowest id) cuts; she does no nails: bia and caio have none, bia is the lower id.
      '09:00 cut:ana nails:bia',
      // caio has had no step yet: he cuts, and keeps the chair for the nails.
      '09:30 cut:caio nails:caio',
      // ana 1, bia 1, caio 2: ana cuts; bia (1) before caio (2) for the nails.
      '10:00 cut:ana nails:bia',
      // Two steps each: ana, the lowest id, cuts; bia before caio for the nails.
      '10:30 cut:ana nails:bia',
      // ana 3, bia 3, caio 2: caio cuts and keeps the chair.
      '11:00 cut:caio nails:caio',
    ]);
  });

  it('does not offer a visit that would end after closing', () => {
    const slots = computeVisitSlots({
      ...base,
      professionals: [
        { id: 'ana', workingHours: [{ weekday: 2, start: '08:00', end: '18:00' }], breaks: [], busy: [] },
      ],
      steps: [
        { serviceId: 'cut', durationMinutes: 45, professionalIds: ['ana'] },
        { serviceId: 'dry', durationMinutes: 45, professionalIds: ['ana'] },
      ],
    });
    // 90 minutes before 12:00: 10:30 is the last start; 11:00 would end at 12:30.
    expect(slots.map((s) => s.startsAt.toISOString().slice(11, 16))).toEqual(['09:00', '09:30', '10:00', '10:30']);
  });

  it('gives one step with one professional the start times of computeAvailableSlots', () => {
    const professional = {
      id: 'ana',
      workingHours: hours,
      breaks: [{ weekday: null, start: '10:00', end: '10:20' }],
      busy: busyAt(['11:07', '11:31']),
    };
    const single = computeAvailableSlots({ ...base, durationMinutes: 25, professionals: [professional] });
    const visit = computeVisitSlots({
      ...base,
      professionals: [professional],
      steps: [{ serviceId: 'cut', durationMinutes: 25, professionalIds: ['ana'] }],
    });
    expect(visit.map((s) => s.startsAt)).toEqual(single.map((s) => s.startsAt));
    expect(visit.map((s) => s.startsAt.toISOString().slice(11, 16))).toEqual(['09:00', '09:30', '10:30']);
  });

  it('runs a step into the hour New York passes twice by the instant, not by the clock', () => {
    // 2026-11-01: 01:00–02:00 happens twice. Open 00:00–03:00 (Sunday).
    const sunday: WeeklyRange[] = [{ weekday: 0, start: '00:00', end: '03:00' }];
    const night = {
      ...base,
      timeZone: 'America/New_York',
      windowDays: 400,
      from: '2026-11-01',
      to: '2026-11-01',
      openingHours: sunday,
      professionals: [{ id: 'ana', workingHours: sunday, breaks: [], busy: [] }],
    };
    const slots = computeVisitSlots({
      ...night,
      steps: [
        { serviceId: 'cut', durationMinutes: 60, professionalIds: ['ana'] },
        { serviceId: 'dry', durationMinutes: 60, professionalIds: ['ana'] },
      ],
    });
    // 00:00–03:00 local is four hours that night (04:00Z–08:00Z). 01:30 EDT (05:30Z) ends at
    // 02:30 EST (07:30Z): inside, though past 03:00 by adding two hours to the clock. The second
    // 01:00 is no start of its own (one start per time on the clock); 02:00 EST would end at 04:00.
    expect(
      slots.map((s) => `${s.startsAt.toISOString().slice(11, 16)}-${s.endsAt.toISOString().slice(11, 16)}`),
    ).toEqual(['04:00-06:00', '04:30-06:30', '05:00-07:00', '05:30-07:30']);
    // One service of two hours: the same times.
    expect(computeAvailableSlots({ ...night, durationMinutes: 120 }).map((s) => s.startsAt)).toEqual(
      slots.map((s) => s.startsAt),
    );
  });
});
