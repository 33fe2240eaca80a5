import { TZDate } from '@date-fns/tz';
import { occurrenceStarts } from './calendar-recurrence.ts';

/**
 * The rules of a professional's schedule in the calendars they already use (docs/calendars.md):
 * the event an appointment becomes, and the busy time an iCalendar event stands for.
 */

/** The event id an appointment has in every calendar: the same on a retry and after a reconnect. */
export const agendoEventUid = (appointmentId: string) => `agendo-${appointmentId}`;

/** The private property that carries the appointment's id on its event. */
export const APPOINTMENT_PROPERTY = 'X-AGENDO-APPOINTMENT-ID';

const isAgendoUid = (uid: string) => uid.startsWith('agendo-');

/** The event's title: the service and the client's first name, or only "Agendo" when the business keeps them private. */
export function agendoEventTitle(input: { serviceName: string; clientName: string; privateTitles: boolean }): string {
  if (input.privateTitles) return 'Agendo';
  const firstName = input.clientName.trim().split(/\s+/)[0] ?? '';
  return firstName ? `${input.serviceName} · ${firstName}` : input.serviceName;
}

export interface BusyInterval {
  uid: string;
  startsAt: Date;
  endsAt: Date;
}

/** Whether [startsAt, endsAt) meets any busy interval: the front desk's warning. */
export function overlapsBusyTime(
  startsAt: Date,
  endsAt: Date,
  busy: ReadonlyArray<Omit<BusyInterval, 'uid'>>,
): boolean {
  return busy.some((b) => b.startsAt.getTime() < endsAt.getTime() && b.endsAt.getTime() > startsAt.getTime());
}

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** The content lines of an iCalendar text, unfolded (RFC 5545 3.1). */
function contentLines(text: string): Property[] {
  const unfolded = text.replace(/\r?\n[ \t]/g, '');
  const out: Property[] = [];
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    if (colon <= 0) continue;
    const [name = '', ...paramTexts] = line.slice(0, colon).split(';');
    const params: Record<string, string> = {};
    for (const p of paramTexts) {
      const eq = p.indexOf('=');
      if (eq > 0) params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"|"$/g, '');
    }
    out.push({ name: name.toUpperCase(), params, value: line.slice(colon + 1) });
  }
  return out;
}

const knownZone = (zone: string | undefined): zone is string => {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * A DATE or DATE-TIME value as an instant: UTC with "Z", in its TZID's zone when it names one we
 * know, else on `timeZone`'s clock (a floating time, an all-day date). `allDay` says it was a date.
 */
function instantOf(property: Property, timeZone: string): { at: Date; allDay: boolean } | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(property.value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, z] = m;
  const fields = [Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)] as const;
  if (z) return { at: new Date(Date.UTC(...fields)), allDay: false };
  const zone = knownZone(property.params.TZID) ? property.params.TZID : timeZone;
  return { at: new Date(new TZDate(...fields, zone).getTime()), allDay: h === undefined };
}

/** An iCalendar DURATION (RFC 5545 3.3.6) in milliseconds, or null. */
function durationMs(value: string): number | null {
  const m = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value.trim());
  if (!m) return null;
  const [, sign, w, d, h, mi, s] = m;
  const ms =
    ((Number(w ?? 0) * 7 + Number(d ?? 0)) * 86_400 + Number(h ?? 0) * 3600 + Number(mi ?? 0) * 60 + Number(s ?? 0)) *
    1000;
  return sign === '-' ? -ms : ms;
}

/** Each VEVENT's own properties (those of its alarms left out). */
function eventsOf(text: string): Property[][] {
  const events: Property[][] = [];
  let event: Property[] | null = null;
  let depth = 0;
  for (const property of contentLines(text)) {
    if (property.name === 'BEGIN') {
      if (property.value.toUpperCase() === 'VEVENT' && event === null) {
        event = [];
        depth = 0;
      } else if (event) depth++;
    } else if (property.name === 'END' && event) {
      if (depth > 0) depth--;
      else {
        events.push(event);
        event = null;
      }
    } else if (event && depth === 0) event.push(property);
  }
  return events;
}

/**
 * The busy time the events of an iCalendar text stand for, within [from, to): opaque events that
 * are not cancelled and are not Agendo's own (those are its appointments, already counted), each
 * occurrence of a recurring one (less its EXDATEs and the occurrences changed apart, which count
 * as themselves). Floating times and all-day dates are read on the business's clock, `timeZone`.
 */
export function busyIntervalsOf(text: string, window: { from: Date; to: Date; timeZone: string }): BusyInterval[] {
  const events = eventsOf(text);
  const get = (event: Property[], name: string) => event.find((p) => p.name === name);
  // Occurrences moved or cancelled apart from their series: the series skips them.
  const changedApart = new Set<string>();
  for (const event of events) {
    const id = get(event, 'RECURRENCE-ID');
    const at = id && instantOf(id, window.timeZone);
    if (at) changedApart.add(`${get(event, 'UID')?.value.trim() ?? ''} ${at.at.getTime()}`);
  }
  const out: BusyInterval[] = [];
  for (const event of events) {
    const busy = busyOf(event, window.timeZone);
    if (!busy) continue;
    const rule = get(event, 'RECURRENCE-ID') ? undefined : get(event, 'RRULE');
    const starts = rule ? seriesStarts(event, busy.startsAt, rule.value, window) : [busy.startsAt];
    const length = busy.endsAt.getTime() - busy.startsAt.getTime();
    for (const startsAt of starts) {
      if (rule && changedApart.has(`${busy.uid} ${startsAt.getTime()}`)) continue;
      const endsAt = new Date(startsAt.getTime() + length);
      if (startsAt < window.to && endsAt > window.from) out.push({ uid: busy.uid, startsAt, endsAt });
    }
  }
  return out;
}

/** A series' starts before the window's end, less its EXDATEs; its first alone when the rule is not read. */
function seriesStarts(event: Property[], first: Date, rule: string, window: { to: Date; timeZone: string }): Date[] {
  const startProperty = event.find((p) => p.name === 'DTSTART')!;
  const zone = knownZone(startProperty.params.TZID) ? startProperty.params.TZID : window.timeZone;
  const parseUntil = (value: string) => instantOf({ name: 'UNTIL', params: {}, value }, zone)?.at ?? null;
  const starts = occurrenceStarts(first, zone, rule, window.to, parseUntil) ?? [first];
  const excluded = new Set(
    event
      .filter((p) => p.name === 'EXDATE')
      .flatMap((p) => p.value.split(',').map((value) => instantOf({ ...p, value }, window.timeZone)?.at.getTime())),
  );
  return starts.filter((start) => !excluded.has(start.getTime()));
}
function busyOf(event: Property[], timeZone: string): BusyInterval | null {
  const get = (name: string) => event.find((p) => p.name === name);
  const uid = get('UID')?.value.trim() ?? '';
  if (isAgendoUid(uid) || get(APPOINTMENT_PROPERTY)) return null;
  if (get('TRANSP')?.value.trim().toUpperCase() === 'TRANSPARENT') return null;
  if (get('STATUS')?.value.trim().toUpperCase() === 'CANCELLED') return null;
  const startProperty = get('DTSTART');
  const start = startProperty && instantOf(startProperty, timeZone);
  if (!start) return null;
  const endProperty = get('DTEND');
  const end = endProperty && instantOf(endProperty, timeZone);
  const duration = get('DURATION');
  const durationAt = duration ? durationMs(duration.value) : null;
  const endsAt = end
    ? end.at
    : durationAt !== null
      ? new Date(start.at.getTime() + durationAt)
      : new Date(start.at.getTime() + (start.allDay ? 86_400_000 : 0));
  if (endsAt.getTime() <= start.at.getTime()) return null;
  return { uid, startsAt: start.at, endsAt };
}

/** An event Agendo wrote, as a calendar's read found it: its id, its times, and whether it was cancelled there. */
export interface OwnEvent {
  eventId: string;
  startsAt: Date | null;
  endsAt: Date | null;
  cancelled: boolean;
}

/** Agendo's own events in an iCalendar text (their UID or private property), with their times as they are there. */
export function agendoEventsOf(text: string, timeZone: string): OwnEvent[] {
  return eventsOf(text).flatMap((event) => {
    const get = (name: string) => event.find((p) => p.name === name);
    const uid = get('UID')?.value.trim() ?? '';
    if (!isAgendoUid(uid) && !get(APPOINTMENT_PROPERTY)) return [];
    const start = get('DTSTART');
    const end = get('DTEND');
    return [
      {
        eventId: uid,
        startsAt: (start && instantOf(start, timeZone)?.at) ?? null,
        endsAt: (end && instantOf(end, timeZone)?.at) ?? null,
        cancelled: get('STATUS')?.value.trim().toUpperCase() === 'CANCELLED',
      },
    ];
  });
}
