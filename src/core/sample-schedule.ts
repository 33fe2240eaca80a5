import { TZDate } from '@date-fns/tz';
import { minutesOfDay } from './time-of-day.ts';
import type { DailyRange } from './working-time.ts';

/**
 * A plausible schedule for the demo and for 'Gerar dados de teste': each professional's working
 * time over a span of days, filled with a share of their services back to back (sometimes a
 * quarter-hour gap), clear of their breaks and of the times already `busy`. Past appointments are
 * mostly completed, some cancelled and a few left confirmed (as happens when nobody marks
 * them); future ones are scheduled or confirmed, a few cancelled.
 */

export interface SampleProfessional {
  id: string;
  services: ReadonlyArray<{ id: string; durationMinutes: number; priceCents: number }>;
  hours: readonly DailyRange[];
  breaks: readonly DailyRange[];
  /** Times already taken (not cancelled), any order. */
  busy?: ReadonlyArray<{ startsAt: Date; endsAt: Date }>;
}

export interface SampleAppointment {
  professionalId: string;
  serviceId: string;
  clientId: string;
  startsAt: Date;
  endsAt: Date;
  status: 'scheduled' | 'confirmed' | 'completed' | 'cancelled';
  priceCents: number;
}

export interface SampleScheduleInput {
  timeZone: string;
  now: Date;
  /** Days before today and after it (today included either way). */
  pastDays: number;
  futureDays: number;
  /** Share of the free working time that is booked, 0–1. */
  fill: number;
  professionals: readonly SampleProfessional[];
  clientIds: readonly string[];
  /** A generator of numbers in [0, 1): seeded for the demo, so it is the same everywhere. */
  random: () => number;
  /** Past statuses: shares of completed and cancelled (the rest stays confirmed). */
  past?: { completed: number; cancelled: number };
}

/** A small seeded generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const at = (day: TZDate, minutes: number, timeZone: string) =>
  new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(minutes / 60), minutes % 60, timeZone);

export function sampleSchedule(input: SampleScheduleInput): SampleAppointment[] {
  const { timeZone, now, random: rand, professionals, clientIds } = input;
  const past = input.past ?? { completed: 0.85, cancelled: 0.15 };
  const appointments: SampleAppointment[] = [];
  if (clientIds.length === 0) return appointments;
  const today = new TZDate(now.getTime(), timeZone);
  for (let offset = -input.pastDays; offset <= input.futureDays; offset++) {
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, timeZone);
    const weekday = day.getDay();
    for (const professional of professionals) {
      if (professional.services.length === 0) continue;
      const breaks = professional.breaks.filter((b) => b.weekday === null || b.weekday === weekday);
      for (const range of professional.hours.filter((h) => h.weekday === weekday)) {
        let cursor = minutesOfDay(range.start);
        const closing = minutesOfDay(range.end);
        while (cursor < closing) {
          const service = professional.services[Math.floor(rand() * professional.services.length)]!;
          const end = cursor + service.durationMinutes;
          if (end > closing) break;
          const inBreak = breaks.find((b) => cursor < minutesOfDay(b.end) && end > minutesOfDay(b.start));
          if (inBreak) {
            cursor = minutesOfDay(inBreak.end);
            continue;
          }
          if (rand() < input.fill) {
            const startsAt = new Date(at(day, cursor, timeZone).getTime());
            const endsAt = new Date(at(day, end, timeZone).getTime());
            const roll = rand();
            const status =
              endsAt <= now
                ? roll < past.completed
                  ? 'completed'
                  : roll < past.completed + past.cancelled
                    ? 'cancelled'
                    : 'confirmed'
                : roll < 0.5
                  ? 'scheduled'
                  : roll < 0.9
                    ? 'confirmed'
                    : 'cancelled';
            const clash = (professional.busy ?? []).some((b) => b.startsAt < endsAt && startsAt < b.endsAt);
            if (!clash) {
              appointments.push({
                professionalId: professional.id,
                serviceId: service.id,
                clientId: clientIds[Math.floor(rand() * clientIds.length)]!,
                startsAt,
                endsAt,
                status,
                priceCents: service.priceCents,
              });
            }
          }
          cursor = end + (rand() < 0.5 ? 0 : 15);
        }
      }
    }
  }
  return appointments;
}
