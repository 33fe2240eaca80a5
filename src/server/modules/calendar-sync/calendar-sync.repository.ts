import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { professionalExistsWith } from '../professionals/professionals.repository.ts';
import type { OutboxRepository, OutgoingMessage } from '../mail/outbox.repository.ts';
import { calendarWritesFrom } from '../mail/outbox-calendar-writes.ts';
import { calendarNoticeQueries } from './calendar-notices.ts';
import { readConnections, type ConnectionRow } from './connection-rows.ts';

export type { ConnectionRow } from './connection-rows.ts';

/**
 * The one writer of `calendar_connections` and `calendar_event_links` (docs/calendars.md); the
 * busy time read from the calendars is calendar-busy.repository.ts's. An appointment's calendar
 * writes are queued by the appointments repository (mail/outbox-calendar-writes.ts); the outbox worker
 * performs them through this repository. The notices of events changed in the other calendar
 * are kept on the links (calendar-notices.ts).
 */

export interface NewConnection {
  businessId: string;
  professionalId: string;
  provider: 'google' | 'caldav';
  accountLabel: string;
  serverUrl: string | null;
  username: string | null;
  secretCiphertext: string;
  readCalendarIds: string[];
  writeCalendarId: string | null;
  createdBy: string | null;
}

/** What the worker needs to make an appointment's event match it. */
export interface EventWrite {
  connection: ConnectionRow;
  /** Null when the appointment no longer exists. */
  appointment: {
    professionalId: string;
    status: string;
    startsAt: Date;
    endsAt: Date;
    updatedAt: Date;
    serviceName: string;
    clientName: string;
    businessName: string;
    privateTitles: boolean;
  } | null;
  link: { calendarId: string; eventId: string; href: string | null; etag: string | null } | null;
}

export function createCalendarSyncRepository(db: Kysely<Database>, outbox: OutboxRepository) {
  const connections = (where: RawBuilder<unknown>) => readConnections(db, where);

  return {
    ...calendarNoticeQueries(db),

    /** Whether the professional is the business's. */
    professionalExists: (businessId: string, professionalId: string) =>
      professionalExistsWith(db, businessId, professionalId),

    /**
     * Saves a connection — a reconnection of the same account updates its row, which keeps the
     * events it wrote and forgets what its last read kept — and queues the writes of the professional's appointments from now on, in
     * one transaction. Answers the connection's id.
     */
    async connect(connection: NewConnection, now: Date): Promise<string> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('calendar_connections')
          .values({
            business_id: connection.businessId,
            professional_id: connection.professionalId,
            provider: connection.provider,
            account_label: connection.accountLabel,
            server_url: connection.serverUrl,
            username: connection.username,
            secret_ciphertext: connection.secretCiphertext,
            read_calendar_ids: JSON.stringify(connection.readCalendarIds),
            write_calendar_id: connection.writeCalendarId,
            sync_state: '{}',
            created_by: connection.createdBy,
          })
          .onConflict((oc) =>
            oc.columns(['professional_id', 'provider', 'account_label']).doUpdateSet({
              server_url: connection.serverUrl,
              username: connection.username,
              secret_ciphertext: connection.secretCiphertext,
              read_calendar_ids: JSON.stringify(connection.readCalendarIds),
              write_calendar_id: connection.writeCalendarId,
              status: 'active',
              broken_at: null,
              // Read whole again, with a new push channel.
              sync_state: '{}',
              next_poll_at: now,
              updated_at: now,
            }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        await sql`
          WITH a AS (
            SELECT id, business_id, professional_id FROM appointments
            WHERE business_id = ${connection.businessId} AND professional_id = ${connection.professionalId}
              AND status <> 'cancelled' AND ends_at > ${now}
          )
          ${calendarWritesFrom('a')}
        `.execute(trx);
        return id;
      });
    },

    /** The business's connections, or one professional's. */
    list: (businessId: string, professionalId: string | null) =>
      connections(
        professionalId
          ? sql`cc.business_id = ${businessId} AND cc.professional_id = ${professionalId}`
          : sql`cc.business_id = ${businessId}`,
      ),

    /** A connection by its id alone (a provider's notification names it), of any business. */
    async findById(id: string): Promise<ConnectionRow | null> {
      return (await connections(sql`cc.id = ${id}::uuid`))[0] ?? null;
    },

    async find(businessId: string, id: string): Promise<ConnectionRow | null> {
      return (await connections(sql`cc.business_id = ${businessId} AND cc.id = ${id}`))[0] ?? null;
    },

    /** Deletes a connection with its links and busy time. */
    async remove(businessId: string, id: string): Promise<void> {
      await db.deleteFrom('calendar_connections').where('business_id', '=', businessId).where('id', '=', id).execute();
    },

    /** The events of appointments not over yet that the connection wrote. */
    async futureLinks(connectionId: string, now: Date) {
      return db
        .selectFrom('calendar_event_links')
        .select(['appointment_id as appointmentId', 'calendar_id as calendarId', 'event_id as eventId', 'href', 'etag'])
        .where('connection_id', '=', connectionId)
        .where('ends_at', '>', now)
        .execute();
    },

    /** The connection, the appointment and its event, for one queued write. */
    async eventWrite(connectionId: string, appointmentId: string): Promise<EventWrite | null> {
      const connection = (await connections(sql`cc.id = ${connectionId}::uuid`))[0];
      if (!connection) return null;
      const [appointment, link] = await Promise.all([
        sql<NonNullable<EventWrite['appointment']>>`
          SELECT a.professional_id AS "professionalId", a.status, a.starts_at AS "startsAt", a.ends_at AS "endsAt",
            a.updated_at AS "updatedAt", s.name AS "serviceName", c.full_name AS "clientName", b.name AS "businessName",
            b.calendar_private_titles AS "privateTitles"
          FROM appointments a
          JOIN services s ON s.business_id = a.business_id AND s.id = a.service_id
          JOIN clients c ON c.business_id = a.business_id AND c.id = a.client_id
          JOIN businesses b ON b.id = a.business_id
          WHERE a.business_id = ${connection.businessId} AND a.id = ${appointmentId}
        `.execute(db),
        db
          .selectFrom('calendar_event_links')
          .select(['calendar_id as calendarId', 'event_id as eventId', 'href', 'etag'])
          .where('connection_id', '=', connectionId)
          .where('appointment_id', '=', appointmentId)
          .executeTakeFirst(),
      ]);
      return { connection, appointment: appointment.rows[0] ?? null, link: link ?? null };
    },

    async saveLink(link: {
      connectionId: string;
      appointmentId: string;
      businessId: string;
      calendarId: string;
      eventId: string;
      href: string | null;
      etag: string | null;
      startsAt: Date;
      endsAt: Date;
    }): Promise<void> {
      const values = {
        calendar_id: link.calendarId,
        event_id: link.eventId,
        href: link.href,
        etag: link.etag,
        starts_at: link.startsAt,
        ends_at: link.endsAt,
      };
      await db
        .insertInto('calendar_event_links')
        .values({
          connection_id: link.connectionId,
          appointment_id: link.appointmentId,
          business_id: link.businessId,
          ...values,
        })
        .onConflict((oc) =>
          // Written again: the appointment changed in Agendo, and any notice of the event is over.
          oc.columns(['connection_id', 'appointment_id']).doUpdateSet({
            ...values,
            updated_at: sql`now()`,
            notice_kind: null,
            notice_starts_at: null,
            notice_ends_at: null,
            noticed_at: null,
            notice_dismissed_at: null,
          }),
        )
        .execute();
    },

    async deleteLink(connectionId: string, appointmentId: string): Promise<void> {
      await db
        .deleteFrom('calendar_event_links')
        .where('connection_id', '=', connectionId)
        .where('appointment_id', '=', appointmentId)
        .execute();
    },

    /**
     * Marks an active connection broken and queues `mails` with it; false (and nothing queued)
     * when it already was, so a refused connection sends its e-mails once.
     */
    async markBroken(connectionId: string, mails: (connection: ConnectionRow) => Promise<OutgoingMessage[]>) {
      const connection = (await connections(sql`cc.id = ${connectionId}::uuid AND cc.status = 'active'`))[0];
      if (!connection) return false;
      const messages = await mails(connection);
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('calendar_connections')
          .set({ status: 'broken', broken_at: sql`now()`, updated_at: sql`now()` })
          .where('id', '=', connectionId)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await outbox.addWith(trx, messages);
        return true;
      });
    },

    /** Who is told of a broken connection: the professional's account and the owners, with the business's language. */
    async brokenRecipients(businessId: string, professionalId: string) {
      const { rows } = await sql<{ email: string; name: string; locale: 'pt-BR' | 'en-US'; business_name: string }>`
        SELECT DISTINCT u.email, u.name, b.locale, b.name AS business_name
        FROM businesses b
        JOIN profiles pr ON pr.business_id = b.id
        JOIN users u ON u.id = pr.id
        LEFT JOIN professionals p ON p.business_id = b.id AND p.id = ${professionalId}
        WHERE b.id = ${businessId} AND (pr.role = 'admin' OR p.user_id = u.id)
        ORDER BY u.email
      `.execute(db);
      return rows;
    },
  };
}

export type CalendarSyncRepository = ReturnType<typeof createCalendarSyncRepository>;
