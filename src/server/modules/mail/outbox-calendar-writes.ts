import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The outbox's calendar writes (this module writes `outbox_messages`): queues an appointment's
 * calendar writes (docs/calendars.md) in the statement or transaction of its change: one outbox message of channel 'calendar' for each active connection of its
 * professional, and for each connection that already holds its event (the professional it was
 * moved away from). The worker makes the event match the appointment as it then is, so a message
 * says only which connection and which appointment.
 */
export const calendarWritesFrom = (rows: 'a' | 'u') => {
  const r = sql.table(rows);
  return sql`
    INSERT INTO outbox_messages (kind, channel, to_address, subject, text_body, business_id, appointment_id, status)
    SELECT 'calendar_event', 'calendar', cc.id::text, 'calendar event', '', r.business_id, r.id, 'pending'
    FROM ${r} r
    JOIN calendar_connections cc ON cc.business_id = r.business_id AND cc.status = 'active'
      AND (cc.professional_id = r.professional_id
        OR EXISTS (SELECT 1 FROM calendar_event_links l WHERE l.connection_id = cc.id AND l.appointment_id = r.id))
  `;
};

/** The same, for one appointment as `executor`'s transaction sees it. */
export async function queueCalendarWritesWith(
  executor: Kysely<Database>,
  businessId: string,
  appointmentId: string,
): Promise<void> {
  await sql`
    WITH a AS (
      SELECT id, business_id, professional_id FROM appointments WHERE business_id = ${businessId} AND id = ${appointmentId}
    )
    ${calendarWritesFrom('a')}
  `.execute(executor);
}
