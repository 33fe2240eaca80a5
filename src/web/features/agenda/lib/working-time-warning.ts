import { checkWorkingTime } from '../../../../core/working-time.ts';
import type { ColumnProfessional } from './column-professional.ts';
import { weekdayOf, type LocalDate } from './local-date.ts';

export type WorkingTimeWarning = { reason: 'outside_hours' } | { reason: 'break'; breakName: string };

/**
 * Why a booking would fall outside the professional's hours or in a break, checked with the same
 * rule as the server (core/working-time.ts); null when it fits or their hours are unknown.
 */
export function workingTimeWarning(
  professional: Pick<ColumnProfessional, 'workingHours' | 'breaks'> | undefined,
  date: LocalDate,
  startMinute: number,
  durationMinutes: number,
): WorkingTimeWarning | null {
  if (!professional?.workingHours) return null;
  const endMinute = startMinute + durationMinutes;
  const check = checkWorkingTime(weekdayOf(date), startMinute, Math.min(endMinute, 24 * 60), professional.workingHours, professional.breaks);
  if (check.inBreak) return { reason: 'break', breakName: check.inBreak };
  if (!check.insideWorkingHours || endMinute > 24 * 60) return { reason: 'outside_hours' };
  return null;
}
