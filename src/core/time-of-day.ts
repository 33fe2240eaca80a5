import { TZDateMini } from '@date-fns/tz';
import { lightFormat } from 'date-fns/lightFormat';

/*
 * A time of day on the business's clock, written 'HH:MM' (the API's, the contracts' and the time
 * inputs' format) or held as minutes since local midnight. The database keeps it as a TIME,
 * 'HH:MM:SS'. Every module reads and writes it with these functions.
 */

/** Minutes since local midnight, from "HH:MM" or "HH:MM:SS" (a time already checked: the contracts' or the database's). */
export function minutesOfDay(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** What a person or a request wrote, 'HH:MM' → minutes since midnight; null when it is not a time of day. */
export function timeToMinutes(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes since midnight as 'HH:MM'. */
export function minutesToTime(minutes: number): string {
  return lightFormat(new TZDateMini(minutes * 60_000, 'UTC'), 'HH:mm');
}

/** A TIME as the database gives it ('09:30:00') as the API writes it ('09:30'). */
export function hhmm(time: string): string {
  return time.slice(0, 5);
}
