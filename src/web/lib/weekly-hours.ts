import { z } from 'zod';
import { weekdaySchema, weeklyHoursListSchema, weeklyHoursSchema, type WeeklyHours } from '../../contracts/common.ts';

/** One row of the week grid: whether the day is worked (or open) and its hours. */
export interface DayHours {
  weekday: number;
  open: boolean;
  start: string;
  end: string;
}

/** The grid lists the working week first and Sunday last (0 = Sunday, as in the contracts). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const DEFAULT_DAY = { start: '09:00', end: '18:00' } as const;

/**
 * The seven rows of the grid from a contract's list of hours. The grid keeps one range a day;
 * should a day hold several, it shows from the first start to the last end.
 */
export function weekFromHours(
  hours: readonly WeeklyHours[],
  fallback: { start: string; end: string } = DEFAULT_DAY,
): DayHours[] {
  return WEEK_ORDER.map((weekday) => {
    const ranges = hours.filter((h) => h.weekday === weekday).sort((a, b) => a.start.localeCompare(b.start));
    const first = ranges[0];
    const last = ranges.at(-1);
    if (!first || !last) return { weekday, open: false, start: fallback.start, end: fallback.end };
    return { weekday, open: true, start: first.start, end: last.end > first.end ? last.end : first.end };
  });
}

/** The open rows as the contract's list of hours, in grid order. */
export function hoursFromWeek(week: readonly DayHours[]): WeeklyHours[] {
  return week.filter((day) => day.open).map(({ weekday, start, end }) => ({ weekday, start, end }));
}

/**
 * The grid row that the `index`-th item of hoursFromWeek(week) came from, to place a server error
 * such as `workingHours.2.end` on its row.
 */
export function weekRowOfHoursIndex(week: readonly DayHours[], index: number): number | null {
  let seen = -1;
  for (let row = 0; row < week.length; row++) {
    if (week[row]?.open && ++seen === index) return row;
  }
  return null;
}

/**
 * A server field path of a week (`workingHours.2.end`, `openingHours.0`) as the grid's
 * (`week.5.end`), the form's field being `week`: each error lands on its row, and the week's other
 * errors on the grid. Null for a path outside `field`.
 */
export function weekPathOfServerField(
  path: string,
  field: 'workingHours' | 'openingHours',
  week: readonly DayHours[],
): string | null {
  if (path !== field && !path.startsWith(`${field}.`)) return null;
  const match = /^\w+\.(\d+)(\..+)?$/.exec(path);
  const row = match ? weekRowOfHoursIndex(week, Number(match[1])) : null;
  return row === null ? 'week' : `week.${row}${match?.[2] ?? ''}`;
}

/** Every row gets the hours of `from` (and is worked); the rest of the week follows that day. */
export function copyDayToWeek(week: readonly DayHours[], from: number): DayHours[] {
  const source = week[from];
  if (!source) return [...week];
  return week.map((day) => ({ ...day, open: source.open, start: source.start, end: source.end }));
}

/**
 * The grid in a form: the contract's rules for each open day (HH:MM, end after start, no overlap)
 * with their errors on the day's row, and the contract's list as the output.
 */
export const weekFormSchema = z
  .array(z.object({ weekday: weekdaySchema, open: z.boolean(), start: z.string(), end: z.string() }))
  .superRefine((week, ctx) => {
    week.forEach((day, row) => {
      if (!day.open) return;
      const result = weeklyHoursSchema.safeParse({ weekday: day.weekday, start: day.start, end: day.end });
      if (result.success) return;
      const issue = result.error.issues[0];
      if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [row, ...issue.path] });
    });
  })
  .transform((week) => hoursFromWeek(week))
  .pipe(weeklyHoursListSchema);
