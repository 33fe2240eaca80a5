/*
 * Days and times on the business's clock (DESIGN §4), with Intl alone: the booking page carries
 * no date library. A day is 'YYYY-MM-DD'; calendar arithmetic runs on UTC noon, where no time
 * zone or DST change can move the day.
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type LocalDate = string;

const DAY_MS = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();

/** Intl.DateTimeFormat is slow to build and the pages format hundreds of times: keep each one. */
function format(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, options);
    formats.set(key, found);
  }
  return found;
}

const pad = (value: number) => String(value).padStart(2, '0');

function utcNoon(date: LocalDate): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(utcNoon(date).getTime() + days * DAY_MS);
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((utcNoon(to).getTime() - utcNoon(from).getTime()) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as in the contracts' weekly hours. */
export function weekdayOf(date: LocalDate): number {
  return utcNoon(date).getUTCDay();
}

function partsIn(instant: Date, timeZone: string): Record<string, string> {
  const parts = format('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/** The calendar day an instant falls on in `timeZone`. */
export function localDateOf(instant: Date | string, timeZone: string): LocalDate {
  const parts = partsIn(typeof instant === 'string' ? new Date(instant) : instant, timeZone);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Minutes since local midnight of an instant in `timeZone`. */
export function localMinutesOf(instant: Date | string, timeZone: string): number {
  const parts = partsIn(typeof instant === 'string' ? new Date(instant) : instant, timeZone);
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/** 'seg., 16 de jun.' and the like: a day as the language writes it. */
export function formatDay(date: LocalDate, language: string, options: Intl.DateTimeFormatOptions): string {
  return format(language, { ...options, timeZone: 'UTC' }).format(utcNoon(date));
}

/** 'Segunda-feira, 16 de junho': capitalised to start a heading or a value, not inside a sentence. */
export function formatLongDay(date: LocalDate, language: string, capitalised = true): string {
  const text = formatDay(date, language, { weekday: 'long', day: 'numeric', month: 'long' });
  return capitalised ? text.charAt(0).toLocaleUpperCase(language) + text.slice(1) : text;
}

function uses12Hours(language: string): boolean {
  return format(language, { hour: 'numeric', timeZone: 'UTC' }).resolvedOptions().hour12 === true;
}

/** An instant's time on the business's clock: '09:30' in pt-BR, '9:30 AM' in en-US. */
export function formatTime(instant: Date | string, timeZone: string, language: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return format(language, { hour: uses12Hours(language) ? 'numeric' : '2-digit', minute: '2-digit', timeZone }).format(date);
}

/** A wall-clock 'HH:MM' (opening hours) as the language writes it. */
export function formatClock(time: string, language: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return formatTime(new Date(Date.UTC(2024, 0, 1, hours, minutes)), 'UTC', language);
}

/** Weekday names from Sunday, as the language writes them ('domingo', 'Sunday'). */
export function weekdayNames(language: string, width: 'long' | 'short' = 'long'): string[] {
  // 2024-01-07 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const text = formatDay(addDays('2024-01-07', index), language, { weekday: width });
    return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
  });
}

/** The browser's own time zone, when it tells. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Whether two zones read the same clock now and for the coming months (the names may differ). */
export function sameClock(zoneA: string, zoneB: string, from: Date): boolean {
  if (zoneA === zoneB) return true;
  try {
    // Every 15 days for a year catches a DST change in either zone.
    for (let day = 0; day <= 365; day += 15) {
      const instant = new Date(from.getTime() + day * DAY_MS);
      const a = partsIn(instant, zoneA);
      const b = partsIn(instant, zoneB);
      if (a.day !== b.day || a.hour !== b.hour || a.minute !== b.minute) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** 'Segunda-feira, 16 de junho, 09:00–09:30': a booking's day and times on the business's clock. */
export function formatWhen(startsAt: string, endsAt: string, timeZone: string, language: string, capitalised = true): string {
  return `${formatLongDay(localDateOf(startsAt, timeZone), language, capitalised)}, ${formatTime(startsAt, timeZone, language)}–${formatTime(endsAt, timeZone, language)}`;
}

/** 'Segunda-feira, 16 de junho, 09:00': one moment on the business's clock. */
export function formatMoment(instant: string, timeZone: string, language: string, capitalised = true): string {
  return `${formatLongDay(localDateOf(instant, timeZone), language, capitalised)}, ${formatTime(instant, timeZone, language)}`;
}
