/*
 * How a language writes the time of day, for the pages and the e-mails alike: '09:30' in pt-BR,
 * '9:30 AM' in en-US; a range '09:30–10:15' or '9:30–10:15 AM' (the period once when both share it).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** Intl.DateTimeFormat is slow to build and the pages format hundreds of times: keep each one. */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, options);
    formats.set(key, found);
  }
  return found;
}

/** Whether the language reads the clock in 12 hours (en-US) rather than 24 (pt-BR). */
export function uses12Hours(language: string): boolean {
  return dateTimeFormat(language, { hour: 'numeric', timeZone: 'UTC' }).resolvedOptions().hour12 === true;
}

/** How the language writes a time on `timeZone`'s clock: '09:30' in pt-BR, '9:30 AM' in en-US. */
export function clockFormat(language: string, timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat(language, { hour: uses12Hours(language) ? 'numeric' : '2-digit', minute: '2-digit', timeZone });
}

/** From one instant to another on `timeZone`'s clock: '09:00–09:45' in pt-BR, '9:00–9:45 AM' in en-US. */
export function formatClockRange(start: Date, end: Date, timeZone: string, language: string): string {
  const clock = clockFormat(language, timeZone);
  if (!uses12Hours(language)) return `${clock.format(start)}–${clock.format(end)}`;
  return clock.formatRange(start, end).replace(/\s*–\s*/, '–');
}
