/** What free times are computed from: the business's clock and hours, and each professional's. */

export interface WeeklyRange {
  weekday: number;
  start: string;
  end: string;
}

export interface BreakRange {
  /** null: every day. */
  weekday: number | null;
  start: string;
  end: string;
}

export interface Interval {
  startsAt: Date;
  endsAt: Date;
}

export interface ProfessionalAvailability {
  id: string;
  workingHours: readonly WeeklyRange[];
  breaks: readonly BreakRange[];
  /** Appointments that hold time (not cancelled), any order. */
  busy: readonly Interval[];
}

export interface AvailabilityInput {
  timeZone: string;
  now: Date;
  /** Local calendar days, inclusive: YYYY-MM-DD. */
  from: string;
  to: string;
  durationMinutes: number;
  slotStepMinutes: number;
  /** Bookable up to this many days after today (local). */
  windowDays: number;
  minNoticeMinutes: number;
  openingHours: readonly WeeklyRange[];
  professionals: readonly ProfessionalAvailability[];
}
