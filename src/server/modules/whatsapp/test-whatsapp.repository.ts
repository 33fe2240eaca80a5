import { sql, type Kysely } from 'kysely';
import { WHATSAPP_TEMPLATE_CATALOG } from '../../../core/whatsapp-templates.ts';
import type { WhatsAppPayload } from '../../../core/whatsapp.ts';
import type { Database } from '../../db/schema.ts';

/**
 * What the built-in test WhatsApp reads (docs/whatsapp.md): the kept conversations, and each
 * template's quick-reply buttons with the payloads it was sent with (from its outbox message).
 * It writes nothing: a reply goes through the webhook like the platform's.
 */

export interface KeptWhatsAppMessage {
  id: string;
  phone: string;
  country: string;
  direction: 'out' | 'in';
  body: string;
  status: 'accepted' | 'sent' | 'delivered' | 'read' | 'failed' | 'received';
  createdAt: Date;
  buttons: { label: string; payload: string }[];
}

/** The buttons a person sees under a sent template, each with the payload it carries. */
function buttonsOf(payload: WhatsAppPayload | null): { label: string; payload: string }[] {
  if (payload?.type !== 'template' || !payload.buttonPayloads) return [];
  const labels = WHATSAPP_TEMPLATE_CATALOG[payload.template].texts[payload.language].buttons;
  return labels.flatMap((label, i) => {
    const carried = payload.buttonPayloads?.[i];
    return carried ? [{ label, payload: carried }] : [];
  });
}

export function createTestWhatsAppRepository(db: Kysely<Database>) {
  return {
    /** The most recent messages (up to `limit`), oldest first. */
    async recentMessages(limit: number): Promise<KeptWhatsAppMessage[]> {
      const { rows } = await sql<{
        id: string;
        phone: string;
        country: string;
        direction: 'out' | 'in';
        body: string;
        status: KeptWhatsAppMessage['status'];
        created_at: Date;
        whatsapp: WhatsAppPayload | null;
      }>`
        SELECT * FROM (
          SELECT m.id, m.phone, b.country, m.direction, m.body, m.status, m.created_at, o.whatsapp
          FROM whatsapp_messages m
          JOIN businesses b ON b.id = m.business_id
          LEFT JOIN outbox_messages o ON o.id = m.outbox_message_id
          ORDER BY m.created_at DESC, m.id DESC
          LIMIT ${limit}
        ) recent
        ORDER BY created_at, id
      `.execute(db);
      return rows.map((row) => ({
        id: row.id,
        phone: row.phone,
        country: row.country,
        direction: row.direction,
        body: row.body,
        status: row.status,
        createdAt: new Date(row.created_at),
        buttons: row.direction === 'out' ? buttonsOf(row.whatsapp) : [],
      }));
    },

    /** Whether a template sent to `phone` carried a button with this payload. */
    async sentButton(phone: string, payload: string): Promise<boolean> {
      const { rows } = await sql<{ found: boolean }>`
        SELECT EXISTS (
          SELECT 1 FROM whatsapp_messages m
          JOIN outbox_messages o ON o.id = m.outbox_message_id
          WHERE m.phone = ${phone} AND m.direction = 'out'
            AND o.whatsapp -> 'buttonPayloads' @> jsonb_build_array(${payload}::text)
        ) AS found
      `.execute(db);
      return rows[0]?.found === true;
    },

    /** Whether this server kept any message with `phone`. */
    async hasConversation(phone: string): Promise<boolean> {
      const row = await db
        .selectFrom('whatsapp_messages')
        .select('id')
        .where('phone', '=', phone)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type TestWhatsAppRepository = ReturnType<typeof createTestWhatsAppRepository>;
