import { addDays, localDateOf, type LocalDate } from '../local-date.ts';

/**
 * The booking window of the public booking page: a customer books no sooner than the business's
 * minimum notice from now, and on the local day `windowDays` after today at the latest. The free
 * times are computed inside it (compute-available-slots.ts), and a time outside it is refused
 * with the reason this file gives.
 */
export interface BookingWindowSettings {
  minNoticeMinutes: number;
  /** Bookable up to this many days after today (local). */
  windowDays: number;
}

export interface BookingWindow {
  /** The earliest start, in epoch milliseconds. */
  earliest: number;
  /** The last day, on the business's clock, a booking may start on. */
  lastDay: LocalDate;
}

export function bookingWindow(now: Date, timeZone: string, settings: BookingWindowSettings): BookingWindow {
  return {
    earliest: now.getTime() + settings.minNoticeMinutes * 60_000,
    lastDay: addDays(localDateOf(now, timeZone), settings.windowDays),
  };
}

export type OutsideBookingWindow = 'too_soon' | 'beyond_window';

/** Why a booking starting at `startsAt` falls outside the window, or null when it is inside. */
export function outsideBookingWindow(
  startsAt: Date,
  now: Date,
  timeZone: string,
  settings: BookingWindowSettings,
): OutsideBookingWindow | null {
  const window = bookingWindow(now, timeZone, settings);
  if (startsAt.getTime() < window.earliest) return 'too_soon';
  return localDateOf(startsAt, timeZone) > window.lastDay ? 'beyond_window' : null;
}
