import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { toE164 } from '../../../core/phone.ts';
import { whatsAppLanguage } from '../../../core/whatsapp.ts';
import type { Database } from '../../db/schema.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import {
  DEFAULT_WHATSAPP_SETTINGS,
  needsReplyToken,
  whatsAppMessagesFor,
  type WhatsAppAppointment,
  type WhatsAppEvent,
  type WhatsAppSettings,
} from './whatsapp-messages.ts';

/**
 * The one writer of `whatsapp_messages`, `whatsapp_reply_tokens` and `whatsapp_settings`
 * (docs/whatsapp.md). An appointment's WhatsApp messages are queued in its change's own
 * transaction through `queueWhatsAppWith`, which the appointments repository calls with its
 * executor (as it opens a review link).
 */

/**
 * The SQL that says the client row `alias` takes WhatsApp messages: consented, not opted out
 * since, reachable. The one place this rule is written.
 */
export const takesWhatsAppSql = (alias: 'c' | 'cli') => {
  const c = sql.raw(alias);
  return sql<boolean>`(
    ${c}.whatsapp_consent_at IS NOT NULL
    AND (${c}.whatsapp_opted_out_at IS NULL OR ${c}.whatsapp_opted_out_at < ${c}.whatsapp_consent_at)
    AND ${c}.whatsapp_unreachable_at IS NULL
  )`;
};
const TAKES_WHATSAPP = takesWhatsAppSql('c');

/** The business's settings (`s`, left-joined: none saved yet is the defaults). */
const settingsColumns = sql`
  coalesce(s.send_confirmation, ${sql.lit(DEFAULT_WHATSAPP_SETTINGS.sendConfirmation)}) AS send_confirmation,
  coalesce(s.send_reminder, ${sql.lit(DEFAULT_WHATSAPP_SETTINGS.sendReminder)}) AS send_reminder,
  coalesce(s.send_change_notice, ${sql.lit(DEFAULT_WHATSAPP_SETTINGS.sendChangeNotice)}) AS send_change_notice,
  coalesce(s.send_review_request, ${sql.lit(DEFAULT_WHATSAPP_SETTINGS.sendReviewRequest)}) AS send_review_request,
  coalesce(s.reminder_hours, ${sql.lit(DEFAULT_WHATSAPP_SETTINGS.reminderHours)}) AS reminder_hours
`;

interface SettingsRow {
  send_confirmation: boolean;
  send_reminder: boolean;
  send_change_notice: boolean;
  send_review_request: boolean;
  reminder_hours: number;
}

const toSettings = (row: SettingsRow): WhatsAppSettings => ({
  sendConfirmation: row.send_confirmation,
  sendReminder: row.send_reminder,
  sendChangeNotice: row.send_change_notice,
  sendReviewRequest: row.send_review_request,
  reminderHours: row.reminder_hours,
});

/** An unguessable reply token: 32 random bytes, URL-safe. */
const newReplyToken = () => randomBytes(32).toString('base64url');

/** The appointment's reply token, made the first time it is needed. */
async function replyTokenWith(executor: Kysely<Database>, businessId: string, appointmentId: string): Promise<string> {
  await executor
    .insertInto('whatsapp_reply_tokens')
    .values({ token: newReplyToken(), appointment_id: appointmentId, business_id: businessId })
    .onConflict((oc) => oc.column('appointment_id').doNothing())
    .execute();
  const row = await executor
    .selectFrom('whatsapp_reply_tokens')
    .select('token')
    .where('appointment_id', '=', appointmentId)
    .executeTakeFirstOrThrow();
  return row.token;
}

/**
 * Queues the WhatsApp messages of an appointment's change, in that change's transaction, when its
 * client takes them and has a phone WhatsApp can read in the business's country. The appointment
 * is read as the transaction sees it (the new time after a move). Answers how many were queued.
 */
export async function queueWhatsAppWith(
  executor: Kysely<Database>,
  outbox: OutboxRepository,
  change: { businessId: string; appointmentId: string; event: WhatsAppEvent; now: Date },
): Promise<number> {
  const { rows } = await sql<
    SettingsRow & {
      client_id: string;
      client_name: string;
      phone: string | null;
      takes_whatsapp: boolean;
      country: string;
      business_name: string;
      time_zone: string;
      language: 'pt-BR' | 'en-US';
      service_name: string;
      professional_name: string;
      starts_at: Date;
    }
  >`
    SELECT c.id AS client_id, c.full_name AS client_name, c.phone, ${TAKES_WHATSAPP} AS takes_whatsapp,
      b.country, b.name AS business_name, b.time_zone,
      -- The language the customer booked in; the business's own for a booking made at its front desk.
      CASE WHEN a.source = 'online' THEN a.client_locale ELSE b.locale END AS language,
      -- A visit of several services is named by all of its steps still held: 'Corte + Escova'.
      coalesce(
        (SELECT string_agg(vs.name, ' + ' ORDER BY v.starts_at) FROM appointments v JOIN services vs ON vs.id = v.service_id
         WHERE v.visit_id = a.visit_id AND v.status <> 'cancelled'),
        s2.name
      ) AS service_name,
      coalesce(
        (SELECT string_agg(DISTINCT vp.full_name, ', ') FROM appointments v JOIN professionals vp ON vp.id = v.professional_id
         WHERE v.visit_id = a.visit_id AND v.status <> 'cancelled'),
        p.full_name
      ) AS professional_name,
      a.starts_at, ${settingsColumns}
    FROM appointments a
    JOIN clients c ON c.id = a.client_id AND c.business_id = a.business_id
    JOIN businesses b ON b.id = a.business_id
    JOIN services s2 ON s2.id = a.service_id
    JOIN professionals p ON p.id = a.professional_id
    LEFT JOIN whatsapp_settings s ON s.business_id = a.business_id
    WHERE a.business_id = ${change.businessId} AND a.id = ${change.appointmentId}
  `.execute(executor);
  const row = rows[0];
  const phone = row?.takes_whatsapp && row.phone ? toE164(row.phone, row.country) : null;
  if (!row || !phone) return 0;
  const appointment: WhatsAppAppointment = {
    appointmentId: change.appointmentId,
    businessId: change.businessId,
    clientId: row.client_id,
    clientName: row.client_name,
    phone,
    language: whatsAppLanguage(row.language),
    businessName: row.business_name,
    timeZone: row.time_zone,
    serviceName: row.service_name,
    professionalName: row.professional_name,
    startsAt: row.starts_at,
    settings: toSettings(row),
  };
  const token = needsReplyToken(change.event, appointment.settings)
    ? await replyTokenWith(executor, change.businessId, change.appointmentId)
    : null;
  const messages = whatsAppMessagesFor(change.event, appointment, change.now, token);
  await outbox.addWith(executor, messages);
  return messages.length;
}

/**
 * A client's erasure (in its transaction): their WhatsApp conversation goes, and so do the reply
 * tokens of their appointments. Answers how many messages were deleted.
 */
export async function forgetClientWhatsAppWith(
  trx: Kysely<Database>,
  businessId: string,
  clientId: string,
  appointmentIds: readonly string[],
): Promise<number> {
  if (appointmentIds.length > 0)
    await trx
      .deleteFrom('whatsapp_reply_tokens')
      .where('business_id', '=', businessId)
      .where('appointment_id', 'in', [...appointmentIds])
      .execute();
  const result = await trx
    .deleteFrom('whatsapp_messages')
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface OutgoingWhatsApp {
  businessId: string;
  clientId: string | null;
  appointmentId: string | null;
  outboxMessageId: string;
  phone: string;
  template: string | null;
  body: string;
  status: 'accepted' | 'delivered' | 'failed';
  platformMessageId: string | null;
  error?: string;
  at: Date;
}

/** One month's messages of a business ('YYYY-MM' on its clock). */
export interface WhatsAppMonthUsage {
  month: string;
  utility: number;
  marketing: number;
  authentication: number;
  service: number;
  failed: number;
  received: number;
}

export function createWhatsAppRepository(db: Kysely<Database>) {
  return {
    /** Whether the client still takes WhatsApp messages (a queued one may wait for a day). */
    async takesWhatsApp(businessId: string, clientId: string): Promise<boolean> {
      const { rows } = await sql<{ takes: boolean }>`
        SELECT ${TAKES_WHATSAPP} AS takes FROM clients c WHERE c.business_id = ${businessId} AND c.id = ${clientId}
      `.execute(db);
      return rows[0]?.takes === true;
    },

    /** A message sent (or refused for good) from the outbox: written once per outbox message. */
    async recordOutgoing(message: OutgoingWhatsApp): Promise<void> {
      await db
        .insertInto('whatsapp_messages')
        .values({
          business_id: message.businessId,
          client_id: message.clientId,
          appointment_id: message.appointmentId,
          outbox_message_id: message.outboxMessageId,
          direction: 'out',
          platform_message_id: message.platformMessageId,
          phone: message.phone,
          template: message.template,
          category: message.template ? 'utility' : 'service',
          body: message.body,
          status: message.status,
          status_at: message.at,
          error: message.error ?? null,
          created_at: message.at,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** The business's message settings, or the defaults when it never changed them. */
    async settings(businessId: string): Promise<WhatsAppSettings> {
      const { rows } = await sql<SettingsRow>`
        SELECT ${settingsColumns} FROM (SELECT ${businessId}::uuid AS business_id) x
        LEFT JOIN whatsapp_settings s ON s.business_id = x.business_id
      `.execute(db);
      return toSettings(rows[0]!);
    },

    /** Writes the business's message settings, whole. */
    async saveSettings(businessId: string, settings: WhatsAppSettings, now: Date): Promise<void> {
      const values = {
        send_confirmation: settings.sendConfirmation,
        send_reminder: settings.sendReminder,
        send_change_notice: settings.sendChangeNotice,
        send_review_request: settings.sendReviewRequest,
        reminder_hours: settings.reminderHours,
        updated_at: now,
      };
      await db
        .insertInto('whatsapp_settings')
        .values({ business_id: businessId, ...values })
        .onConflict((oc) => oc.column('business_id').doUpdateSet(values))
        .execute();
    },

    /**
     * The messages of the calendar month `now` falls in on the business's clock: those that went
     * out by pricing category, those refused for good, and those received.
     */
    async monthUsage(businessId: string, now: Date): Promise<WhatsAppMonthUsage> {
      const { rows } = await sql<WhatsAppMonthUsage>`
        WITH m AS (
          SELECT b.time_zone, date_trunc('month', ${now}::timestamptz AT TIME ZONE b.time_zone) AS local_start
          FROM businesses b WHERE b.id = ${businessId}
        )
        SELECT to_char(m.local_start, 'YYYY-MM') AS month,
          count(*) FILTER (WHERE w.direction = 'out' AND w.status <> 'failed' AND w.category = 'utility')::int AS utility,
          count(*) FILTER (WHERE w.direction = 'out' AND w.status <> 'failed' AND w.category = 'marketing')::int AS marketing,
          count(*) FILTER (
            WHERE w.direction = 'out' AND w.status <> 'failed' AND w.category = 'authentication'
          )::int AS authentication,
          count(*) FILTER (WHERE w.direction = 'out' AND w.status <> 'failed' AND w.category = 'service')::int AS service,
          count(*) FILTER (WHERE w.direction = 'out' AND w.status = 'failed')::int AS failed,
          count(*) FILTER (WHERE w.direction = 'in')::int AS received
        FROM m
        LEFT JOIN whatsapp_messages w ON w.business_id = ${businessId}
          AND w.created_at >= (m.local_start AT TIME ZONE m.time_zone)
          AND w.created_at < ((m.local_start + interval '1 month') AT TIME ZONE m.time_zone)
        GROUP BY m.local_start
      `.execute(db);
      return rows[0]!;
    },
  };
}

export type WhatsAppRepository = ReturnType<typeof createWhatsAppRepository>;
