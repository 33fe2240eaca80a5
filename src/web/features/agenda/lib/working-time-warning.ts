import type { TFunction } from 'i18next';
import { checkWorkingTime } from '../../../../core/working-time.ts';
import type { ColumnProfessional } from './column-professional.ts';
import { weekdayOf, type LocalDate } from '../../../lib/local-date.ts';

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
  const check = checkWorkingTime(
    weekdayOf(date),
    startMinute,
    Math.min(endMinute, 24 * 60),
    professional.workingHours,
    professional.breaks,
  );
  if (check.inBreak) return { reason: 'break', breakName: check.inBreak };
  if (!check.insideWorkingHours || endMinute > 24 * 60) return { reason: 'outside_hours' };
  return null;
}

/**
 * What to say when the server refused a time outside the professional's hours: the break by its
 * name, or the hours; the server's own words when the browser cannot tell which.
 */
export function outsideHoursMessage(
  t: TFunction,
  warning: WorkingTimeWarning | null,
  name: string,
  serverMessage: string,
): string {
  if (warning?.reason === 'break') return t('agenda.form.outsideBreak', { name, breakName: warning.breakName });
  if (warning?.reason === 'outside_hours') return t('agenda.form.outsideHours', { name });
  return serverMessage;
}
