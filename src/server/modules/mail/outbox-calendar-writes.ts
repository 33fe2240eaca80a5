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

/** The same, for appointments of the business as `executor`'s transaction sees them. */
export async function queueCalendarWritesWith(
  executor: Kysely<Database>,
  businessId: string,
  appointmentIds: string | readonly string[],
): Promise<void> {
  const ids = typeof appointmentIds === 'string' ? [appointmentIds] : [...appointmentIds];
  if (ids.length === 0) return;
  await sql`
    WITH a AS (
      SELECT id, business_id, professional_id FROM appointments
      WHERE business_id = ${businessId} AND id = ANY(${ids}::uuid[])
    )
    ${calendarWritesFrom('a')}
  `.execute(executor);
}

/** Rewrites every event of the business's appointments not over yet (their titles changed). */
export async function queueBusinessCalendarWritesWith(
  executor: Kysely<Database>,
  businessId: string,
  now: Date,
): Promise<void> {
  await sql`
    WITH a AS (
      SELECT a.id, a.business_id, a.professional_id FROM appointments a
      WHERE a.business_id = ${businessId} AND a.status <> 'cancelled' AND a.ends_at > ${now}
        AND EXISTS (SELECT 1 FROM calendar_connections cc WHERE cc.professional_id = a.professional_id AND cc.status = 'active')
    )
    ${calendarWritesFrom('a')}
  `.execute(executor);
}
