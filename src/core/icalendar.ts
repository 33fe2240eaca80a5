import { TZDate, tzOffset } from '@date-fns/tz';
import { lightFormat } from 'date-fns/lightFormat';

export interface CalendarEvent {
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  location?: string;
  status: 'TENTATIVE' | 'CONFIRMED';
  updatedAt: Date;
  /** Written as a private property, so the event is known as this appointment's wherever it is copied. */
  appointmentId?: string;
}

export interface CalendarOptions {
  name: string;
  timeZone: string;
  /** The first and last instants the time zone description must cover. */
  coverFrom: Date;
  coverTo: Date;
  now: Date;
  /** A calendar object stored on a CalDAV server: no METHOD and no calendar name (RFC 4791 4.1). */
  calendarObject?: boolean;
}

/** "+0300" / "-0500" from minutes east of UTC. */
function formatOffset(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${lightFormat(new TZDate(Math.abs(minutes) * 60_000, 'UTC'), 'HHmm')}`;
}

/** The local wall-clock time of `instant` at a fixed offset, as YYYYMMDDTHHMMSS. */
function localStamp(instant: Date, offsetMinutes: number): string {
  return lightFormat(new TZDate(instant.getTime() + offsetMinutes * 60_000, 'UTC'), "yyyyMMdd'T'HHmmss");
}

function utcStamp(instant: Date): string {
  return `${localStamp(instant, 0)}Z`;
}

interface Transition {
  at: Date;
  from: number;
  to: number;
}

/** The instants in [from, to] where the zone's UTC offset changes, to the minute. */
export function offsetTransitions(timeZone: string, from: Date, to: Date): Transition[] {
  const transitions: Transition[] = [];
  const day = 86_400_000;
  let previous = from.getTime();
  let previousOffset = tzOffset(timeZone, from);
  for (let t = previous + day; t <= to.getTime() + day; t += day) {
    const offset = tzOffset(timeZone, new Date(t));
    if (offset !== previousOffset) {
      let low = previous;
      let high = t;
      while (high - low > 60_000) {
        const mid = low + Math.floor((high - low) / 120_000) * 60_000;
        if (tzOffset(timeZone, new Date(mid)) === previousOffset) low = mid;
        else high = mid;
      }
      transitions.push({ at: new Date(high), from: previousOffset, to: offset });
      previousOffset = offset;
    }
    previous = t;
  }
  return transitions;
}

function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    if (size + charSize > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * An iCalendar (RFC 5545) document with every event in the business's own time zone: a
 * VTIMEZONE that lists each offset change in the covered period, and DTSTART/DTEND with TZID.
 */
export function renderCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const { timeZone } = options;
  const transitions = offsetTransitions(timeZone, options.coverFrom, options.coverTo);
  const offsets = new Set([tzOffset(timeZone, options.coverFrom), ...transitions.map((t) => t.to)]);
  const standardOffset = Math.min(...offsets);
  const initial = tzOffset(timeZone, options.coverFrom);

  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Agendo//Agendo//PT',
    'CALSCALE:GREGORIAN',
    ...(options.calendarObject
      ? []
      : ['METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(options.name)}`, `X-WR-TIMEZONE:${timeZone}`]),
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${formatOffset(initial)}`,
    `TZOFFSETTO:${formatOffset(initial)}`,
    'END:STANDARD',
  ];
  for (const transition of transitions) {
    const kind = transition.to > standardOffset ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(transition.at, transition.from)}`,
      `TZOFFSETFROM:${formatOffset(transition.from)}`,
      `TZOFFSETTO:${formatOffset(transition.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');

  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(options.now)}`,
      `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
      `DTSTART;TZID=${timeZone}:${localStamp(event.startsAt, tzOffset(timeZone, event.startsAt))}`,
      `DTEND;TZID=${timeZone}:${localStamp(event.endsAt, tzOffset(timeZone, event.endsAt))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      `STATUS:${event.status}`,
      ...(event.appointmentId ? [`X-AGENDO-APPOINTMENT-ID:${event.appointmentId}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
