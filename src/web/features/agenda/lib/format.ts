import { utcNoon, type LocalDate } from './local-date.ts';

/*
 * Days and times as the viewer's language writes them. A LocalDate is a calendar day already on
 * the business's clock, so it is formatted at UTC noon in UTC; a time of day is minutes since
 * midnight, formatted the same way ('10:15' in pt-BR, '10:15 AM' in en-US).
 */

export function formatDay(date: LocalDate, language: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(utcNoon(date));
}

export function formatDayRange(from: LocalDate, to: LocalDate, language: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).formatRange(utcNoon(from), utcNoon(to));
}

/** Whether the language reads the clock in 12 hours (en-US) rather than 24 (pt-BR). */
function uses12Hours(language: string): boolean {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', timeZone: 'UTC' }).resolvedOptions().hour12 === true;
}

function clock(minutes: number): Date {
  const normalized = ((minutes % 1440) + 1440) % 1440;
  return new Date(Date.UTC(2024, 0, 1, 0, normalized));
}

function timeFormat(language: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, { hour: uses12Hours(language) ? 'numeric' : '2-digit', minute: '2-digit', timeZone: 'UTC' });
}

export function formatTime(minutes: number, language: string): string {
  return timeFormat(language).format(clock(minutes));
}

/** The time grid's hour marks: '09:00' in pt-BR, '9 AM' in en-US. */
export function formatHour(minutes: number, language: string): string {
  if (!uses12Hours(language) || minutes % 60 !== 0) return formatTime(minutes, language);
  return new Intl.DateTimeFormat(language, { hour: 'numeric', timeZone: 'UTC' }).format(clock(minutes));
}

/** '10:00–10:45' in pt-BR; '10:00–10:45 AM' in en-US (the period once when both share it). */
export function formatTimeRange(start: number, end: number, language: string): string {
  if (!uses12Hours(language)) return `${formatTime(start, language)}–${formatTime(end, language)}`;
  return timeFormat(language)
    .formatRange(clock(start), clock(end))
    .replace(/\s*–\s*/, '–');
}

/** 'segunda-feira, 10 de junho de 2025'; capitalised for a heading. */
export function formatLongDay(date: LocalDate, language: string): string {
  const text = formatDay(date, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
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
