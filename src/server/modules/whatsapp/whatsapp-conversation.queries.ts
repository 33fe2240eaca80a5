import { sql, type Kysely } from 'kysely';
import type { WhatsAppUnreachableReason } from '../../../contracts/whatsapp-conversation.ts';
import type { Database } from '../../db/schema.ts';
import type { Locale } from '../../i18n/locale.ts';
import { takesWhatsAppSql } from './whatsapp.repository.ts';

/*
 * What a client's WhatsApp conversation reads (docs/whatsapp.md): the messages kept in
 * `whatsapp_messages`, the texts the front desk queued that the outbox has not sent yet, the
 * client's reach and the moment of their last message. It writes nothing: a text is queued in the
 * outbox, and the sender records it once it goes.
 */

/** The outbox kind of a text the front desk writes to a client. */
export const FRONT_DESK_TEXT_KIND = 'whatsapp_text';

export interface ConversationRow {
  id: string;
  direction: 'out' | 'in';
  body: string;
  template: string | null;
  status: 'queued' | 'accepted' | 'sent' | 'delivered' | 'read' | 'failed' | 'received';
  statusAt: Date;
  error: string | null;
  createdAt: Date;
}

export interface ClientReach {
  phone: string | null;
  country: string;
  locale: Locale;
  takesWhatsApp: boolean;
  /** Why not, when they do not take WhatsApp (a missing phone aside). */
  reason: Exclude<WhatsAppUnreachableReason, 'no_phone'> | null;
}

interface RawRow {
  id: string;
  direction: 'out' | 'in';
  body: string;
  template: string | null;
  status: ConversationRow['status'];
  status_at: Date;
  error: string | null;
  created_at: Date;
}

const toRow = (row: RawRow): ConversationRow => ({
  id: row.id,
  direction: row.direction,
  body: row.body,
  template: row.template,
  status: row.status,
  statusAt: new Date(row.status_at),
  error: row.error,
  createdAt: new Date(row.created_at),
});

/** The client's messages, and the front desk's texts still in the outbox (queued, or given up). */
const conversationOf = (businessId: string, clientId: string) => sql`
  SELECT m.id::text AS id, m.direction, m.body, m.template, m.status, m.status_at, m.error, m.created_at
  FROM whatsapp_messages m
  WHERE m.business_id = ${businessId} AND m.client_id = ${clientId}
  UNION ALL
  SELECT o.id::text, 'out', o.text_body, NULL,
    CASE o.status WHEN 'failed' THEN 'failed' ELSE 'queued' END,
    COALESCE(o.sent_at, o.created_at), CASE o.status WHEN 'failed' THEN o.last_error END, o.created_at
  FROM outbox_messages o
  WHERE o.business_id = ${businessId} AND o.kind = ${FRONT_DESK_TEXT_KIND}
    AND o.whatsapp ->> 'clientId' = ${clientId}::text AND o.status IN ('pending', 'failed')
    AND NOT EXISTS (SELECT 1 FROM whatsapp_messages m WHERE m.outbox_message_id = o.id)
`;

export function createWhatsAppConversationQueries(db: Kysely<Database>) {
  return {
    /** Who the client is to WhatsApp: their phone, the business's country and language, and whether they take it. */
    async reach(businessId: string, clientId: string): Promise<ClientReach | null> {
      const { rows } = await sql<{
        phone: string | null;
        country: string;
        locale: Locale;
        takes: boolean;
        reason: ClientReach['reason'];
      }>`
        SELECT c.phone, b.country, b.locale, ${takesWhatsAppSql('c')} AS takes,
          CASE WHEN ${takesWhatsAppSql('c')} THEN NULL
            WHEN c.whatsapp_consent_at IS NULL THEN 'no_consent'
            WHEN c.whatsapp_unreachable_at IS NOT NULL THEN 'not_on_whatsapp'
            ELSE 'opted_out' END AS reason
        FROM clients c JOIN businesses b ON b.id = c.business_id
        WHERE c.business_id = ${businessId} AND c.id = ${clientId}
      `.execute(db);
      const row = rows[0];
      if (!row) return null;
      return {
        phone: row.phone,
        country: row.country,
        locale: row.locale,
        takesWhatsApp: row.takes,
        reason: row.reason,
      };
    },

    /** When the customer last wrote to the business from this number (E.164). */
    async lastIncomingAt(businessId: string, clientId: string, phone: string): Promise<Date | null> {
      const { rows } = await sql<{ at: Date | null }>`
        SELECT max(created_at) AS at FROM whatsapp_messages
        WHERE business_id = ${businessId} AND client_id = ${clientId} AND direction = 'in' AND phone = ${phone}
      `.execute(db);
      const at = rows[0]?.at;
      return at ? new Date(at) : null;
    },

    /** The latest `limit` messages, oldest first, and whether there are older ones. */
    async latest(
      businessId: string,
      clientId: string,
      limit: number,
    ): Promise<{ messages: ConversationRow[]; hasOlder: boolean }> {
      const { rows } = await sql<RawRow>`
        SELECT * FROM (${conversationOf(businessId, clientId)}) c
        ORDER BY created_at DESC, id DESC
        LIMIT ${limit + 1}
      `.execute(db);
      return { messages: rows.slice(0, limit).reverse().map(toRow), hasOlder: rows.length > limit };
    },

    /** The front desk's text queued under this dedupe key, as the conversation shows it now. */
    async queuedText(businessId: string, clientId: string, dedupeKey: string): Promise<ConversationRow | null> {
      const { rows } = await sql<RawRow>`
        SELECT c.* FROM (${conversationOf(businessId, clientId)}) c
        WHERE c.id = (SELECT o.id::text FROM outbox_messages o WHERE o.dedupe_key = ${dedupeKey} AND o.business_id = ${businessId})
          OR c.id = (
            SELECT m.id::text FROM whatsapp_messages m JOIN outbox_messages o ON o.id = m.outbox_message_id
            WHERE o.dedupe_key = ${dedupeKey} AND o.business_id = ${businessId}
          )
        LIMIT 1
      `.execute(db);
      return rows[0] ? toRow(rows[0]) : null;
    },
  };
}

export type WhatsAppConversationQueries = ReturnType<typeof createWhatsAppConversationQueries>;
