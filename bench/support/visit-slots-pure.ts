/**
 * The free-time functions alone, without the database or HTTP: 10 professionals × 30 days in
 * São Paulo, each with 3,300 busy intervals (ten half-hour appointments a day over 330 days,
 * every professional's day shifted by a few minutes) handed over whole, and 09:00–19:00 with
 * lunch inside 08:00–20:00 opening hours. p50/p95 of computeAnyProfessionalSlots (one service,
 * any professional) and of computeVisitSlots (three services: over two professionals, and with
 * the middle step "any").
 *
 *   node bench/support/visit-slots-pure.ts
 */
import { fileURLToPath } from 'node:url';
import {
  computeAnyProfessionalSlots,
  type AvailabilityInput,
  type ProfessionalAvailability,
} from '../../src/core/availability/compute-available-slots.ts';
import { computeVisitSlots, type VisitStepRequest } from '../../src/core/availability/visit-slots.ts';

const DAY = 86_400_000;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export interface PureFigures {
  label: string;
  slots: number;
  p50: number;
  p95: number;
}

function time(label: string, runs: number, run: () => unknown[]): PureFigures {
  let slots = 0;
  for (let i = 0; i < 20; i++) slots = run().length;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { label, slots, p50: percentile(times, 50), p95: percentile(times, 95) };
}

export function measurePureSlots(runs = 200): PureFigures[] {
  // Midnight in São Paulo (UTC−3), today.
  const today = Math.floor(Date.now() / DAY) * DAY + 3 * 3_600_000;
  const day = (offset: number) => new Date(today + offset * DAY).toISOString().slice(0, 10);
  const week = (start: string, end: string) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));
  const professionals: ProfessionalAvailability[] = Array.from({ length: 10 }, (_, p) => ({
    id: `pro-${String(p).padStart(2, '0')}`,
    workingHours: week('09:00', '19:00'),
    breaks: [{ weekday: null, start: '12:00', end: '13:00' }],
    busy: Array.from({ length: 3300 }, (_, i) => {
      const startsAt = today + (Math.floor(i / 10) - 100) * DAY + (9 * 60 + (i % 10) * 60 + (p % 3) * 10) * 60_000;
      return { startsAt: new Date(startsAt), endsAt: new Date(startsAt + 30 * 60_000) };
    }),
  }));
  const base: Omit<AvailabilityInput, 'durationMinutes'> = {
    timeZone: 'America/Sao_Paulo',
    now: new Date(),
    from: day(1),
    to: day(30),
    slotStepMinutes: 15,
    windowDays: 60,
    minNoticeMinutes: 0,
    openingHours: week('08:00', '20:00'),
    professionals,
  };
  const ids = professionals.map((p) => p.id);
  const [first, second] = [ids[0]!, ids[1]!];
  const visit = (who: Array<readonly string[]>): VisitStepRequest[] =>
    who.map((professionalIds, i) => ({ serviceId: `service-${i}`, durationMinutes: 10, professionalIds }));
  return [
    time('computeAnyProfessionalSlots, 1 service, 10 professionals', runs, () =>
      computeAnyProfessionalSlots({ ...base, durationMinutes: 30 }),
    ),
    time('computeVisitSlots, 3 services over 2 professionals', runs, () =>
      computeVisitSlots({ ...base, steps: visit([[first], [second], [first]]) }),
    ),
    time('computeVisitSlots, 3 services, the middle one "any" of 10', runs, () =>
      computeVisitSlots({ ...base, steps: visit([[first], ids, [second]]) }),
    ),
  ];
}

export const printPure = (figures: PureFigures[]) => {
  for (const f of figures)
    console.log(`${f.label} (pure): ${f.slots} free times; p50 ${f.p50.toFixed(2)} ms, p95 ${f.p95.toFixed(2)} ms`);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) printPure(measurePureSlots());
