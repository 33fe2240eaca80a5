import { agendoEventsOf, busyIntervalsOf, type OwnEvent } from '../../../core/calendar-events.ts';
import { renderCalendar } from '../../../core/icalendar.ts';
import type { CalendarProvider } from './calendar-provider.ts';
import type { SecretBox } from './calendar-secrets.ts';
import { deleteCalDavObject, listCalDavCalendars, putCalDavObject, readCalDavEvents } from './caldav-client.ts';
import type { ConnectionRow } from './connection-rows.ts';

/** An unchanged calendar is read whole again after a day, as its window has moved on. */
const FULL_READ_MS = 86_400_000;

interface CalendarSyncState {
  ctag: string | null;
  readAt: string;
}

/** The CalDAV credentials a connection keeps, its password opened. */
export function calDavCredentials(connection: ConnectionRow, secrets: SecretBox) {
  return {
    serverUrl: connection.serverUrl ?? '',
    username: connection.username ?? '',
    password: secrets.open(connection.secretCiphertext),
  };
}

/**
 * CalDAV as a calendar provider: an event is the calendar object `<write calendar>/<uid>.ics`, so a
 * retried or reconnected write replaces it; busy time is read with a time-range query, a calendar
 * whose ctag has not changed since it was read (less than a day ago) left unread.
 */
export function createCalDavProvider(secrets: SecretBox): CalendarProvider {
  const hrefOf = (connection: ConnectionRow, uid: string) =>
    new URL(`${uid}.ics`, connection.writeCalendarId!).toString();

  return {
    async putEvent(connection, event, link) {
      const href = link?.href ?? hrefOf(connection, event.uid);
      const ics = renderCalendar([event], {
        name: '',
        timeZone: connection.timeZone,
        coverFrom: event.startsAt,
        coverTo: event.endsAt,
        now: new Date(),
        calendarObject: true,
      });
      const etag = await putCalDavObject(calDavCredentials(connection, secrets), href, ics);
      return { calendarId: connection.writeCalendarId!, eventId: event.uid, href, etag };
    },

    async deleteEvent(connection, uid, link) {
      await deleteCalDavObject(calDavCredentials(connection, secrets), link?.href ?? hrefOf(connection, uid));
    },

    async readBusy(connection, window) {
      const credentials = calDavCredentials(connection, secrets);
      const calendars = await listCalDavCalendars(credentials);
      const before = connection.syncState as Record<string, CalendarSyncState | undefined>;
      const intervals = [];
      const unchanged: string[] = [];
      const syncState: Record<string, CalendarSyncState> = {};
      let own: { whole: boolean; events: OwnEvent[] } | undefined;
      for (const calendarId of connection.readCalendarIds) {
        const calendar = calendars.find((c) => c.url === calendarId);
        if (!calendar) continue;
        const known = before[calendarId];
        const fresh = known && window.now.getTime() - Date.parse(known.readAt) < FULL_READ_MS;
        if (fresh && calendar.ctag && known.ctag === calendar.ctag) {
          unchanged.push(calendarId);
          syncState[calendarId] = known;
          continue;
        }
        syncState[calendarId] = { ctag: calendar.ctag, readAt: window.now.toISOString() };
        const texts = await readCalDavEvents(credentials, calendarId, window.from, window.to);
        for (const text of texts)
          for (const busy of busyIntervalsOf(text, { ...window, timeZone: connection.timeZone }))
            intervals.push({ calendarId, ...busy });
        // The write calendar read whole: an event of Agendo's not among them is gone.
        if (calendarId === connection.writeCalendarId)
          own = { whole: true, events: texts.flatMap((text) => agendoEventsOf(text, connection.timeZone)) };
      }
      return { intervals, unchanged, syncState, own };
    },
  };
}
