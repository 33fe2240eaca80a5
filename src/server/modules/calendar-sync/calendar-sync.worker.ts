import type { FastifyBaseLogger } from 'fastify';
import { agendoEventTitle, agendoEventUid, busyIntervalsOf } from '../../../core/calendar-events.ts';
import { renderCalendar } from '../../../core/icalendar.ts';
import type { ClaimedMessage } from '../mail/outbox.repository.ts';
import type { CalendarBusyRepository } from './calendar-busy.repository.ts';
import { brokenConnectionMail } from './calendar-mails.ts';
import type { SecretBox } from './calendar-secrets.ts';
import type { CalendarSyncRepository, ConnectionRow, EventWrite } from './calendar-sync.repository.ts';
import { calDavCredentials } from './calendar-sync.service.ts';
import {
  CalDavRefusedError,
  deleteCalDavObject,
  listCalDavCalendars,
  putCalDavObject,
  readCalDavEvents,
} from './caldav-client.ts';

/**
 * What moves between Agendo and the connected calendars (docs/calendars.md): the outbox worker
 * hands it each queued calendar write (`deliver`), and the calendar poll has it read the due
 * connections' busy time (`pollDue`). A provider refusing the connection marks it broken, with
 * one e-mail to the professional and the owners.
 */

/** Busy time is read from a day ago to the longest booking window ahead. */
const PAST_MS = 86_400_000;
const AHEAD_MS = 366 * 86_400_000;
const POLL_LEASE_SECONDS = 120;
/** An unchanged calendar is read whole again after a day, as its window has moved on. */
const FULL_READ_MS = 86_400_000;

interface CalendarSyncState {
  ctag: string | null;
  readAt: string;
}

/** A write that no retry will mend (the connection is broken until reconnected). */
class PermanentCalendarError extends Error {
  readonly permanent = true;
}

export function createCalendarSyncWorker(deps: {
  repository: CalendarSyncRepository;
  busy: CalendarBusyRepository;
  secrets: SecretBox;
  baseUrl: string;
  pollSeconds: number;
  log: FastifyBaseLogger;
}) {
  async function markBroken(connection: ConnectionRow): Promise<void> {
    const broken = await deps.repository.markBroken(connection.id, async (c) =>
      (await deps.repository.brokenRecipients(c.businessId, c.professionalId)).map((to) => ({
        kind: 'calendar_connection_broken',
        to: to.email,
        businessId: c.businessId,
        ...brokenConnectionMail(to.locale, {
          name: to.name,
          professionalName: c.professionalName,
          accountLabel: c.accountLabel,
          businessName: to.business_name,
          url: `${deps.baseUrl}/agenda`,
        }),
      })),
    );
    if (broken) deps.log.warn({ connectionId: connection.id }, 'calendar connection refused: marked broken');
  }

  /** Makes the appointment's event in the connection's calendar match the appointment. */
  async function writeCalDav(write: EventWrite, appointmentId: string, now: Date): Promise<void> {
    const { connection, appointment, link } = write;
    const credentials = calDavCredentials(connection, deps.secrets);
    const uid = agendoEventUid(appointmentId);
    const href = link?.href ?? new URL(`${uid}.ics`, connection.writeCalendarId!).toString();
    const wanted =
      appointment !== null &&
      appointment.status !== 'cancelled' &&
      appointment.professionalId === connection.professionalId;
    if (!wanted) {
      await deleteCalDavObject(credentials, href);
      await deps.repository.deleteLink(connection.id, appointmentId);
      return;
    }
    const ics = renderCalendar(
      [
        {
          uid,
          appointmentId,
          startsAt: appointment.startsAt,
          endsAt: appointment.endsAt,
          summary: agendoEventTitle(appointment),
          description: appointment.privateTitles ? '' : appointment.businessName,
          status: appointment.status === 'scheduled' ? 'TENTATIVE' : 'CONFIRMED',
          updatedAt: appointment.updatedAt,
        },
      ],
      {
        name: '',
        timeZone: connection.timeZone,
        coverFrom: appointment.startsAt,
        coverTo: appointment.endsAt,
        now,
        calendarObject: true,
      },
    );
    const etag = await putCalDavObject(credentials, href, ics);
    await deps.repository.saveLink({
      connectionId: connection.id,
      appointmentId,
      businessId: connection.businessId,
      calendarId: connection.writeCalendarId!,
      eventId: uid,
      href,
      etag,
      startsAt: appointment.startsAt,
      endsAt: appointment.endsAt,
    });
  }

  /**
   * Reads the connection's chosen calendars and replaces its busy time. A calendar whose ctag has
   * not changed since it was read, less than a day ago, keeps its busy time unread.
   */
  async function pollCalDav(connection: ConnectionRow, now: Date): Promise<void> {
    const credentials = calDavCredentials(connection, deps.secrets);
    const window = { from: new Date(now.getTime() - PAST_MS), to: new Date(now.getTime() + AHEAD_MS) };
    const calendars = await listCalDavCalendars(credentials);
    const before = connection.syncState as Record<string, CalendarSyncState | undefined>;
    const intervals = [];
    const unchanged: string[] = [];
    const syncState: Record<string, CalendarSyncState> = {};
    for (const calendarId of connection.readCalendarIds) {
      const calendar = calendars.find((c) => c.url === calendarId);
      if (!calendar) continue;
      const known = before[calendarId];
      if (
        known &&
        calendar.ctag &&
        known.ctag === calendar.ctag &&
        now.getTime() - Date.parse(known.readAt) < FULL_READ_MS
      ) {
        unchanged.push(calendarId);
        syncState[calendarId] = known;
        continue;
      }
      syncState[calendarId] = { ctag: calendar.ctag, readAt: now.toISOString() };
      for (const text of await readCalDavEvents(credentials, calendarId, window.from, window.to))
        for (const busy of busyIntervalsOf(text, { ...window, timeZone: connection.timeZone }))
          intervals.push({ calendarId, ...busy });
    }
    await deps.busy.replaceBusy(connection, intervals, syncState, unchanged);
  }

  return {
    /** The outbox worker's part: one queued calendar write. */
    async deliver(message: Pick<ClaimedMessage, 'to' | 'appointmentId'>): Promise<void> {
      if (!message.appointmentId) return;
      const write = await deps.repository.eventWrite(message.to, message.appointmentId);
      // A connection removed, broken (reconnecting queues its writes again) or of another provider's slice.
      if (!write || write.connection.status !== 'active' || write.connection.provider !== 'caldav') return;
      if (!write.connection.writeCalendarId) return;
      try {
        await writeCalDav(write, message.appointmentId, new Date());
      } catch (error) {
        if (!(error instanceof CalDavRefusedError)) throw error;
        await markBroken(write.connection);
        throw new PermanentCalendarError(error.message);
      }
    },

    /** Reads the busy time of the connections due; answers how many were read. */
    async pollDue(limit = 5): Promise<number> {
      const due = await deps.busy.claimDuePolls(limit, POLL_LEASE_SECONDS, deps.pollSeconds);
      for (const connection of due) {
        if (connection.provider !== 'caldav') continue;
        try {
          await pollCalDav(connection, new Date());
        } catch (error) {
          if (error instanceof CalDavRefusedError) await markBroken(connection);
          else
            deps.log.warn(
              { connectionId: connection.id, error: error instanceof Error ? error.message : String(error) },
              'calendar busy time not read',
            );
        }
      }
      return due.length;
    },
  };
}

export type CalendarSyncWorker = ReturnType<typeof createCalendarSyncWorker>;
