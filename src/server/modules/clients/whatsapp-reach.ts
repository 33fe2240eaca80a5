import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { samePhone } from './client-matching.ts';

/*
 * What the WhatsApp platform and the customers themselves say about reaching a client there
 * (docs/whatsapp.md), written in the caller's unit of work: the clients module stays the one
 * writer of the clients table.
 */

/**
 * The clients with this number (its digits, as E.164 without the +), in every business, opt out
 * of WhatsApp messages: those who had not, or who consented again after opting out. Answers the
 * clients whose opt-out this is, so the customer is acknowledged once.
 */
export async function optOutOfWhatsAppWith(
  trx: Kysely<Database>,
  phoneDigits: string,
  now: Date,
): Promise<Array<{ id: string; businessId: string }>> {
  const { rows } = await sql<{ id: string; business_id: string }>`
    UPDATE clients SET whatsapp_opted_out_at = ${now}, updated_at = ${now}
    WHERE ${samePhone(phoneDigits)} AND erased_at IS NULL
      AND (whatsapp_opted_out_at IS NULL OR whatsapp_opted_out_at < whatsapp_consent_at)
    RETURNING id, business_id
  `.execute(trx);
  return rows.map((row) => ({ id: row.id, businessId: row.business_id }));
}

/** The platform said the client's number is not on WhatsApp: their messages go by e-mail. */
export async function markWhatsAppUnreachableWith(trx: Kysely<Database>, clientId: string, now: Date): Promise<void> {
  await trx
    .updateTable('clients')
    .set({ whatsapp_unreachable_at: now, updated_at: now })
    .where('id', '=', clientId)
    .where('whatsapp_unreachable_at', 'is', null)
    .execute();
}
