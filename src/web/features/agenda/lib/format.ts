import { formatClockRange } from '../../../../core/clock.ts';
import {
  capitalise,
  dateTimeFormat,
  formatDay,
  formatTime as formatInstantTime,
  uses12Hours,
  utcNoon,
  type LocalDate,
} from '../../../lib/local-date.ts';
import type { AgendaView } from './agenda-view.ts';

/*
 * The schedule's days and times as the viewer's language writes them. A time of day is minutes
 * since the business's midnight, written as that wall-clock time read in UTC ('10:15' in pt-BR,
 * '10:15 AM' in en-US); days and the clock's rules are the shared ones (lib/local-date.ts).
 */

function clock(minutes: number): Date {
  const normalized = ((minutes % 1440) + 1440) % 1440;
  return new Date(Date.UTC(2024, 0, 1, 0, normalized));
}

export function formatTime(minutes: number, language: string): string {
  return formatInstantTime(clock(minutes), 'UTC', language);
}

/** The time grid's hour marks: '09:00' in pt-BR, '9 AM' in en-US. */
export function formatHour(minutes: number, language: string): string {
  if (!uses12Hours(language) || minutes % 60 !== 0) return formatTime(minutes, language);
  return dateTimeFormat(language, { hour: 'numeric', timeZone: 'UTC' }).format(clock(minutes));
}

/** '10:00–10:45' in pt-BR; '10:00–10:45 AM' in en-US (the period once when both share it). */
export function formatTimeRange(start: number, end: number, language: string): string {
  return formatClockRange(clock(start), clock(end), 'UTC', language);
}

export function formatDayRange(
  from: LocalDate,
  to: LocalDate,
  language: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return dateTimeFormat(language, { ...options, timeZone: 'UTC' }).formatRange(utcNoon(from), utcNoon(to));
}

/** 'Segunda-feira, 10 de junho de 2025': a heading, so capitalised. */
export function formatLongDayWithYear(date: LocalDate, language: string): string {
  return capitalise(
    formatDay(date, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    language,
  );
}

/** The toolbar's title for a view: the day, the month, or the range of days it shows. */
export function formatPeriod(view: AgendaView, date: LocalDate, days: readonly LocalDate[], language: string): string {
  if (view === 'day') return formatLongDayWithYear(date, language);
  if (view === 'month') return capitalise(formatDay(date, language, { month: 'long', year: 'numeric' }), language);
  return formatDayRange(days[0] ?? date, days.at(-1) ?? date, language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** The zone's name as the language says it ('Horário de Brasília'), falling back to its IANA id. */
export function timeZoneName(timeZone: string, language: string): string {
  try {
    const part = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName');
    return part ? `${part.value} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}
