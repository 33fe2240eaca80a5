import { weekdayOf, type LocalDate } from '../../../lib/local-date.ts';
import { gridHours, SLOT_MINUTES, type WeeklyRange } from './grid-hours.ts';

/** What the new-appointment form starts with. */
export interface NewAppointmentDefaults {
  date: LocalDate;
  /** null leaves the time empty. */
  minutes: number | null;
  professionalId: string | null;
}

/**
 * The form's first values. A slot gives its day, time and professional; otherwise the day is
 * today when the view shows it (else the chosen day), at the next quarter hour today or the
 * opening of that day, with the professional the schedule is filtered to.
 */
export function newAppointmentDefaults({
  choice,
  days,
  today,
  date,
  nowMinutes,
  openingHours,
  professionalId,
}: {
  choice?: Partial<NewAppointmentDefaults>;
  days: readonly LocalDate[];
  today: LocalDate;
  date: LocalDate;
  nowMinutes: number;
  openingHours: readonly WeeklyRange[] | undefined;
  professionalId: string | null;
}): NewAppointmentDefaults {
  const day = choice?.date ?? (days.includes(today) ? today : date);
  const opening = gridHours(openingHours, [weekdayOf(day)], []).start;
  const nextQuarter = Math.ceil((nowMinutes + 1) / SLOT_MINUTES) * SLOT_MINUTES;
  return {
    date: day,
    minutes: choice?.minutes ?? (day === today && nextQuarter < 24 * 60 ? Math.max(nextQuarter, opening) : opening),
    professionalId: choice?.professionalId ?? professionalId,
  };
}
