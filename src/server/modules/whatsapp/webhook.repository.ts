import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Locale } from '../../i18n/locale.ts';

/**
 * What the WhatsApp webhook reads and writes (docs/whatsapp.md): the ledger that has each event
 * handled once, the delivery statuses and the customers' messages in the conversation
 * (`whatsapp_messages`), and the appointment a button's reply token names. Writes take the
 * caller's unit of work, so an event is recorded in the ledger with its effect or not at all.
 */

/** The appointment a reply token names, with what the answer to the customer says. */
export interface ReplyTarget {
  id: string;
  businessId: string;
  clientId: string;
  status: 'scheduled' | 'confirmed' | 'completed' | 'cancelled';
  startsAt: Date;
  manageToken: string | null;
  clientLocale: Locale;
  businessName: string;
  businessPhone: string | null;
}

/** A message of ours whose delivery status moved on. */
export interface AdvancedMessage {
  businessId: string;
  clientId: string | null;
  appointmentId: string | null;
  template: string | null;
}

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** How far a message has got: a status never moves back, and a failure stands. */
const PROGRESS: Record<DeliveryStatus, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };
const progressSoFar = sql<number>`CASE status WHEN 'accepted' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 ELSE 4 END`;

export function createWebhookRepository(db: Kysely<Database>) {
  return {
    /** Marks the event handled; false when it was already (a repeated delivery). */
    async claimEventWith(trx: Kysely<Database>, eventKey: string, now: Date): Promise<boolean> {
      const row = await trx
        .insertInto('whatsapp_webhook_events')
        .values({ event_key: eventKey, received_at: now })
        .onConflict((oc) => oc.column('event_key').doNothing())
        .returning('event_key')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The appointment a reply token names; null for an unknown token or a closed business. */
    async replyTarget(token: string): Promise<ReplyTarget | null> {
      const row = await db
        .selectFrom('whatsapp_reply_tokens as t')
        .innerJoin('appointments as a', (join) =>
          join.onRef('a.id', '=', 't.appointment_id').onRef('a.business_id', '=', 't.business_id'),
        )
        .innerJoin('businesses as b', 'b.id', 'a.business_id')
        .select([
          'a.id',
          'a.business_id',
          'a.client_id',
          'a.status',
          'a.starts_at',
          'a.manage_token',
          'a.client_locale',
          'b.name',
          'b.phone',
        ])
        .where('t.token', '=', token)
        .where('b.closed_at', 'is', null)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        businessId: row.business_id,
        clientId: row.client_id,
        status: row.status,
        startsAt: row.starts_at,
        manageToken: row.manage_token,
        clientLocale: row.client_locale,
        businessName: row.name,
        businessPhone: row.phone,
      };
    },

    /**
     * Whom a customer writing from this number (E.164) is talking to: the business that last
     * messaged them, the client it messaged, and the language that client booked in last.
     */
    async conversationOf(phone: string): Promise<{ businessId: string; clientId: string; locale: Locale } | null> {
      const { rows } = await sql<{ business_id: string; client_id: string; locale: Locale }>`
        SELECT m.business_id, m.client_id, COALESCE(
          (SELECT a.client_locale FROM appointments a WHERE a.client_id = m.client_id ORDER BY a.created_at DESC LIMIT 1),
          b.locale) AS locale
        FROM whatsapp_messages m JOIN businesses b ON b.id = m.business_id
        WHERE m.phone = ${phone} AND m.direction = 'out' AND m.client_id IS NOT NULL AND b.closed_at IS NULL
        ORDER BY m.created_at DESC
        LIMIT 1
      `.execute(db);
      const row = rows[0];
      return row ? { businessId: row.business_id, clientId: row.client_id, locale: row.locale } : null;
    },

    /** The language a client booked in last, else their business's. */
    async clientLocale(clientId: string): Promise<Locale> {
      const { rows } = await sql<{ locale: Locale }>`
        SELECT COALESCE(
          (SELECT a.client_locale FROM appointments a WHERE a.client_id = c.id ORDER BY a.created_at DESC LIMIT 1),
          b.locale) AS locale
        FROM clients c JOIN businesses b ON b.id = c.business_id WHERE c.id = ${clientId}
      `.execute(db);
      return rows[0]?.locale ?? 'pt-BR';
    },

    /** Whether a message of ours has this platform id. */
    async knowsMessage(platformMessageId: string): Promise<boolean> {
      const row = await db
        .selectFrom('whatsapp_messages')
        .select('id')
        .where('platform_message_id', '=', platformMessageId)
        .where('direction', '=', 'out')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Moves a message of ours on to `status`, never back; null when it was already there or further. */
    async advanceStatusWith(
      trx: Kysely<Database>,
      platformMessageId: string,
      change: { status: DeliveryStatus; at: Date; error: string | null },
    ): Promise<AdvancedMessage | null> {
      const { rows } = await sql<AdvancedMessage>`
        UPDATE whatsapp_messages
        SET status = ${change.status}, status_at = ${change.at}, error = COALESCE(${change.error}, error)
        WHERE platform_message_id = ${platformMessageId} AND direction = 'out'
          AND ${progressSoFar} < ${PROGRESS[change.status]}
        RETURNING business_id AS "businessId", client_id AS "clientId", appointment_id AS "appointmentId", template
      `.execute(trx);
      return rows[0] ?? null;
    },

    /** A customer's own message, in their conversation with the business. */
    async recordIncomingWith(
      trx: Kysely<Database>,
      message: {
        businessId: string;
        clientId: string;
        platformMessageId: string;
        phone: string;
        body: string;
        at: Date;
      },
    ): Promise<void> {
      await trx
        .insertInto('whatsapp_messages')
        .values({
          business_id: message.businessId,
          client_id: message.clientId,
          direction: 'in',
          platform_message_id: message.platformMessageId,
          phone: message.phone,
          body: message.body,
          status: 'received',
          status_at: message.at,
          created_at: message.at,
        })
        .onConflict((oc) => oc.column('platform_message_id').doNothing())
        .execute();
    },
  };
}

export type WebhookRepository = ReturnType<typeof createWebhookRepository>;
