import { sql, type Kysely } from 'kysely';
import type { AppointmentWhatsAppMessage } from '../../../contracts/appointment-whatsapp.ts';
import { EMAIL_INSTEAD_OF, type WhatsAppTemplateName } from '../../../core/whatsapp.ts';
import type { Database } from '../../db/schema.ts';
import { whatsAppFailure } from './whatsapp-failures.ts';

/**
 * What the appointment's panel shows of its WhatsApp messages (docs/whatsapp.md), read from the
 * outbox (the ones waiting for their moment, or given up before they went) and from
 * `whatsapp_messages` (each one sent, with its status). It writes nothing: the outbox is the mail
 * module's, the messages the WhatsApp repository's.
 */

interface Row {
  id: string;
  template: WhatsAppTemplateName | null;
  status: AppointmentWhatsAppMessage['status'];
  at: Date;
  error: string | null;
  emailed: boolean;
}

/** Which e-mail kind stands for each template, as SQL rows to join on. */
const emailKinds = sql.join(
  Object.entries(EMAIL_INSTEAD_OF).map(([template, kind]) => sql`(${template}::text, ${kind}::text)`),
);

export function createAppointmentWhatsAppQueries(db: Kysely<Database>) {
  return {
    /** The appointment's messages in the order they were queued (the earliest due first among those queued together). */
    async ofAppointment(businessId: string, appointmentId: string): Promise<AppointmentWhatsAppMessage[]> {
      const { rows } = await sql<Row>`
        WITH listed AS (
          -- Not sent yet (waiting, or retried after a passing failure), or given up before it went.
          SELECT o.id, o.whatsapp ->> 'template' AS template,
            CASE WHEN o.status = 'failed' THEN 'failed' ELSE 'queued' END AS status,
            o.send_after AS at,
            CASE WHEN o.status = 'failed' THEN o.last_error END AS error,
            o.created_at AS queued_at, o.send_after AS due
          FROM outbox_messages o
          WHERE o.business_id = ${businessId} AND o.appointment_id = ${appointmentId} AND o.channel = 'whatsapp'
            AND o.status IN ('pending', 'failed')
            AND NOT EXISTS (SELECT 1 FROM whatsapp_messages w WHERE w.outbox_message_id = o.id)
          UNION ALL
          SELECT m.id, m.template, m.status, m.status_at, m.error,
            coalesce(o.created_at, m.created_at), coalesce(o.send_after, m.created_at)
          FROM whatsapp_messages m
          LEFT JOIN outbox_messages o ON o.id = m.outbox_message_id
          WHERE m.business_id = ${businessId} AND m.appointment_id = ${appointmentId} AND m.direction = 'out'
        )
        SELECT l.id, l.template, l.status, l.at, l.error,
          (l.status = 'failed' AND EXISTS (
            SELECT 1 FROM (VALUES ${emailKinds}) k (template, kind)
            JOIN outbox_messages e ON e.kind = k.kind
            WHERE k.template = l.template AND e.business_id = ${businessId} AND e.appointment_id = ${appointmentId}
              AND e.channel = 'email' AND e.status IN ('pending', 'sent', 'kept')
          )) AS emailed
        FROM listed l
        ORDER BY l.queued_at, l.due, l.id
      `.execute(db);
      return rows.map((row) => ({
        id: row.id,
        template: row.template,
        status: row.status,
        at: new Date(row.at).toISOString(),
        ...whatsAppFailure(row.status, row.error),
        emailed: row.emailed === true,
      }));
    },
  };
}

export type AppointmentWhatsAppQueries = ReturnType<typeof createAppointmentWhatsAppQueries>;
