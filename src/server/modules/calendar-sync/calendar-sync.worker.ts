import type { FastifyBaseLogger } from 'fastify';
import { agendoEventTitle, agendoEventUid } from '../../../core/calendar-events.ts';
import type { ClaimedMessage } from '../mail/outbox.repository.ts';
import type { CalendarBusyRepository } from './calendar-busy.repository.ts';
import { brokenConnectionMail } from './calendar-mails.ts';
import { CalendarRefusedError, type CalendarProvider } from './calendar-provider.ts';
import type { CalendarSyncRepository, ConnectionRow } from './calendar-sync.repository.ts';

/**
 * What moves between Agendo and the connected calendars (docs/calendars.md): the outbox worker
 * hands it each queued calendar write (`deliver`), and the calendar poll has it read the due
 * connections' busy time (`pollDue`), each through the connection's provider
 * (calendar-provider.ts). A provider refusing the connection marks it broken, with one e-mail to
 * the professional and the owners.
 */

/** Busy time is read from a day ago to the longest booking window ahead. */
const PAST_MS = 86_400_000;
const AHEAD_MS = 366 * 86_400_000;
const POLL_LEASE_SECONDS = 120;

/** A write that no retry will mend (the connection is broken until reconnected). */
class PermanentCalendarError extends Error {
  readonly permanent = true;
}

export function createCalendarSyncWorker(deps: {
  repository: CalendarSyncRepository;
  busy: CalendarBusyRepository;
  /** The providers this server speaks; a connection of another is left as it is. */
  providers: Partial<Record<ConnectionRow['provider'], CalendarProvider>>;
  baseUrl: string;
  pollSeconds: number;
  /** Tells the business's open schedules that a notice was recorded. */
  noticed?: (businessId: string) => Promise<void>;
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
          provider: c.provider,
          businessName: to.business_name,
          url: `${deps.baseUrl}/agenda`,
        }),
      })),
    );
    if (broken) deps.log.warn({ connectionId: connection.id }, 'calendar connection refused: marked broken');
  }

  return {
    /**
     * The outbox worker's part: makes one appointment's event in one connection's calendar match
     * the appointment as it is now — written while it is open or completed and still the
     * connection's professional's, deleted otherwise.
     */
    async deliver(message: Pick<ClaimedMessage, 'to' | 'appointmentId'>): Promise<void> {
      if (!message.appointmentId) return;
      const write = await deps.repository.eventWrite(message.to, message.appointmentId);
      // A connection removed or broken (reconnecting queues its writes again).
      if (!write || write.connection.status !== 'active' || !write.connection.writeCalendarId) return;
      const { connection, appointment, link } = write;
      const provider = deps.providers[connection.provider];
      if (!provider) return;
      const uid = agendoEventUid(message.appointmentId);
      try {
        if (
          appointment &&
          appointment.status !== 'cancelled' &&
          appointment.professionalId === connection.professionalId
        ) {
          const at = await provider.putEvent(
            connection,
            {
              uid,
              appointmentId: message.appointmentId,
              startsAt: appointment.startsAt,
              endsAt: appointment.endsAt,
              summary: agendoEventTitle(appointment),
              description: appointment.privateTitles ? '' : appointment.businessName,
              status: appointment.status === 'scheduled' ? 'TENTATIVE' : 'CONFIRMED',
              updatedAt: appointment.updatedAt,
            },
            link,
          );
          await deps.repository.saveLink({
            ...at,
            connectionId: connection.id,
            appointmentId: message.appointmentId,
            businessId: connection.businessId,
            startsAt: appointment.startsAt,
            endsAt: appointment.endsAt,
          });
        } else {
          await provider.deleteEvent(connection, uid, link);
          await deps.repository.deleteLink(connection.id, message.appointmentId);
        }
      } catch (error) {
        if (!(error instanceof CalendarRefusedError)) throw error;
        await markBroken(connection);
        throw new PermanentCalendarError(error.message);
      }
    },

    /**
     * Reads the busy time of the connections due, and notices their appointments' events deleted
     * or moved there; answers how many were claimed.
     */
    async pollDue(limit = 5): Promise<number> {
      const due = await deps.busy.claimDuePolls(limit, POLL_LEASE_SECONDS, deps.pollSeconds);
      for (const connection of due) {
        const provider = deps.providers[connection.provider];
        if (!provider) continue;
        const now = new Date();
        try {
          const read = await provider.readBusy(connection, {
            from: new Date(now.getTime() - PAST_MS),
            to: new Date(now.getTime() + AHEAD_MS),
            now,
          });
          await deps.busy.replaceBusy(connection, read.intervals, read.syncState, read.unchanged, read.changed);
          // Events of appointments deleted or moved there: a notice on the schedule, never a change.
          if (read.own && (await deps.repository.recordNotices(connection, read.own, now)) > 0)
            await deps.noticed?.(connection.businessId);
        } catch (error) {
          if (error instanceof CalendarRefusedError) await markBroken(connection);
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
