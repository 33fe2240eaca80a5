import { sql, type Kysely } from 'kysely';
import type { OwnEvent } from '../../../core/calendar-events.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The notices on `calendar_event_links` (docs/calendars.md), part of the calendar-sync repository
 * (their one writer): an appointment's event deleted or moved in the other calendar, found by the
 * calendar poll, shown on the schedule until the appointment changes in Agendo (writing the event
 * again clears it) or a person dismisses it. The appointment itself is never touched.
 */

export interface CalendarNoticeRow {
  appointmentId: string;
  professionalId: string;
  professionalName: string;
  provider: 'google' | 'caldav';
  accountLabel: string;
  kind: 'deleted' | 'moved';
  startsAt: Date;
  endsAt: Date;
  movedStartsAt: Date | null;
  movedEndsAt: Date | null;
  serviceName: string;
  clientName: string;
  noticedAt: Date;
}

const sameTimes = (a: { startsAt: Date | null; endsAt: Date | null }, b: { startsAt: Date; endsAt: Date }) =>
  a.startsAt?.getTime() === b.startsAt.getTime() && a.endsAt?.getTime() === b.endsAt.getTime();

/** What the read's sight of an event says of its link: a notice, none (the event is as written), or nothing to judge. */
function judge(
  event: OwnEvent | undefined,
  whole: boolean,
  written: { startsAt: Date; endsAt: Date },
  appointment: { startsAt: Date; endsAt: Date },
): { kind: 'deleted' | 'moved'; startsAt: Date | null; endsAt: Date | null } | null | undefined {
  if (event?.cancelled || (!event && whole)) return { kind: 'deleted', startsAt: null, endsAt: null };
  if (!event) return undefined;
  if (!event.startsAt || !event.endsAt || sameTimes(event, written) || sameTimes(event, appointment)) return null;
  return { kind: 'moved', startsAt: event.startsAt, endsAt: event.endsAt };
}

export function calendarNoticeQueries(db: Kysely<Database>) {
  return {
    /**
     * Compares what a read saw of Agendo's events in the connection's write calendar with the
     * events written for its appointments still to come (scheduled or confirmed), and records a
     * notice for each one deleted or moved there — once per change: the same one again, dismissed
     * or not, is not recorded anew. A link written since the read began is left alone (Agendo's
     * own write, which the read may not have seen). Answers how many notices were recorded.
     */
    async recordNotices(
      connection: { id: string; writeCalendarId: string | null },
      own: { whole: boolean; events: OwnEvent[] },
      readAt: Date,
    ): Promise<number> {
      if (!connection.writeCalendarId) return 0;
      const { rows } = await sql<{
        appointmentId: string;
        eventId: string;
        startsAt: Date;
        endsAt: Date;
        appointmentStartsAt: Date;
        appointmentEndsAt: Date;
        noticeKind: 'deleted' | 'moved' | null;
        noticeStartsAt: Date | null;
        noticeEndsAt: Date | null;
      }>`
        SELECT l.appointment_id AS "appointmentId", l.event_id AS "eventId", l.starts_at AS "startsAt",
          l.ends_at AS "endsAt", a.starts_at AS "appointmentStartsAt", a.ends_at AS "appointmentEndsAt",
          l.notice_kind AS "noticeKind", l.notice_starts_at AS "noticeStartsAt", l.notice_ends_at AS "noticeEndsAt"
        FROM calendar_event_links l
        JOIN appointments a ON a.business_id = l.business_id AND a.id = l.appointment_id
        WHERE l.connection_id = ${connection.id} AND l.calendar_id = ${connection.writeCalendarId}
          AND l.updated_at < ${readAt} AND a.status IN ('scheduled', 'confirmed') AND a.ends_at > ${readAt}
      `.execute(db);
      const seen = new Map(own.events.map((e) => [e.eventId, e]));
      let recorded = 0;
      for (const link of rows) {
        const notice = judge(seen.get(link.eventId), own.whole, link, {
          startsAt: link.appointmentStartsAt,
          endsAt: link.appointmentEndsAt,
        });
        if (notice === undefined || (notice === null && link.noticeKind === null)) continue;
        if (
          notice &&
          notice.kind === link.noticeKind &&
          notice.startsAt?.getTime() === link.noticeStartsAt?.getTime() &&
          notice.endsAt?.getTime() === link.noticeEndsAt?.getTime()
        )
          continue;
        const result = await db
          .updateTable('calendar_event_links')
          .set({
            notice_kind: notice?.kind ?? null,
            notice_starts_at: notice?.startsAt ?? null,
            notice_ends_at: notice?.endsAt ?? null,
            noticed_at: notice ? sql<Date>`now()` : null,
            notice_dismissed_at: null,
          })
          .where('connection_id', '=', connection.id)
          .where('appointment_id', '=', link.appointmentId)
          .where('updated_at', '<', readAt)
          .executeTakeFirst();
        if (notice && Number(result.numUpdatedRows) === 1) recorded++;
      }
      return recorded;
    },

    /** The notices not dismissed of the business's appointments still to come (or of one professional's). */
    async listNotices(businessId: string, professionalId: string | null, now: Date): Promise<CalendarNoticeRow[]> {
      const { rows } = await sql<CalendarNoticeRow>`
        SELECT l.appointment_id AS "appointmentId", a.professional_id AS "professionalId",
          p.full_name AS "professionalName", cc.provider, cc.account_label AS "accountLabel", l.notice_kind AS kind,
          a.starts_at AS "startsAt", a.ends_at AS "endsAt", l.notice_starts_at AS "movedStartsAt",
          l.notice_ends_at AS "movedEndsAt", s.name AS "serviceName", c.full_name AS "clientName",
          l.noticed_at AS "noticedAt"
        FROM calendar_event_links l
        JOIN calendar_connections cc ON cc.id = l.connection_id
        JOIN appointments a ON a.business_id = l.business_id AND a.id = l.appointment_id
        JOIN professionals p ON p.business_id = a.business_id AND p.id = a.professional_id
        JOIN services s ON s.business_id = a.business_id AND s.id = a.service_id
        JOIN clients c ON c.business_id = a.business_id AND c.id = a.client_id
        WHERE l.business_id = ${businessId} AND l.notice_kind IS NOT NULL AND l.notice_dismissed_at IS NULL
          AND a.status IN ('scheduled', 'confirmed') AND a.ends_at > ${now}
          AND (${professionalId}::uuid IS NULL OR a.professional_id = ${professionalId}::uuid)
        ORDER BY a.starts_at, l.noticed_at
        LIMIT 200
      `.execute(db);
      return rows;
    },

    /**
     * Dismisses the notices of an appointment of the business (of one professional's, when named);
     * false when there is no such appointment.
     */
    async dismissNotices(businessId: string, appointmentId: string, professionalId: string | null): Promise<boolean> {
      let appointment = db
        .selectFrom('appointments')
        .select('id')
        .where('business_id', '=', businessId)
        .where('id', '=', appointmentId);
      if (professionalId) appointment = appointment.where('professional_id', '=', professionalId);
      if (!(await appointment.executeTakeFirst())) return false;
      await db
        .updateTable('calendar_event_links')
        .set({ notice_dismissed_at: sql<Date>`now()` })
        .where('business_id', '=', businessId)
        .where('appointment_id', '=', appointmentId)
        .where('notice_kind', 'is not', null)
        .where('notice_dismissed_at', 'is', null)
        .execute();
      return true;
    },
  };
}
