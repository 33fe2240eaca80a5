import type { OwnEvent } from '../../../core/calendar-events.ts';
import type { CalendarEvent } from '../../../core/icalendar.ts';
import type { ConnectionRow } from './connection-rows.ts';

/**
 * What a calendar provider does for Agendo (docs/calendars.md): CalDAV (caldav-provider.ts) and
 * Google each implement it; the worker (calendar-sync.worker.ts) picks one by the connection's
 * `provider`. Every method throws CalendarRefusedError when the provider refuses the connection
 * (HTTP 401, an invalid grant): the worker then marks it broken. Any other error is transient.
 */
export interface CalendarProvider {
  /**
   * Creates or replaces the appointment's event (its id `event.uid`, the same on every try) in the
   * connection's write calendar; answers where it now is, for the link.
   */
  putEvent(
    connection: ConnectionRow,
    event: CalendarEvent & { appointmentId: string },
    link: EventLocation | null,
  ): Promise<EventLocation>;
  /** Deletes the appointment's event, wherever the link or its id says it is; one already gone is fine. */
  deleteEvent(connection: ConnectionRow, uid: string, link: EventLocation | null): Promise<void>;
  /**
   * The busy time of the connection's chosen calendars in [from, to), given what the last read
   * kept (`connection.syncState`): the intervals read, the calendars left unread because nothing
   * changed (their busy time stays), the calendars read only for what changed since (`changed`:
   * those events' busy time is replaced, the rest stays), and the state to keep for the next read.
   * `own` is what the read saw of Agendo's own events in the write calendar (absent when it was
   * not read): `whole` when it read all of that calendar's events, so one missing is gone; else
   * only those changed since the last read.
   */
  readBusy(
    connection: ConnectionRow,
    window: { from: Date; to: Date; now: Date },
  ): Promise<{
    intervals: Array<{ calendarId: string; uid: string; startsAt: Date; endsAt: Date }>;
    unchanged: string[];
    changed?: Array<{ calendarId: string; uids: string[] }>;
    syncState: Record<string, unknown>;
    own?: { whole: boolean; events: OwnEvent[] };
  }>;
}

/** Where an event is kept: its calendar, id, URL (CalDAV) and version. */
export interface EventLocation {
  calendarId: string;
  eventId: string;
  href: string | null;
  etag: string | null;
}

/** The provider refused the connection: its grant was revoked or its password changed. */
export class CalendarRefusedError extends Error {}
