import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { consentColumns, recordConsentWith, type WhatsAppConsent } from './client-consent.ts';

/*
 * Who books online is recognised by their phone or e-mail, not written twice. Part of the clients
 * module, the one writer of `clients`; it runs in the executor of the booking that needs the client.
 */

/**
 * The same phone written with or without the country code ('+55 11 91234-5678' and
 * '(11) 91234-5678'): equal digits, or one ends with the other when that one still has an
 * area code (10 digits or more).
 */
export const samePhone = (digits: string) =>
  sql<boolean>`(phone_digits = ${digits} OR (length(${digits}) >= 10 AND phone_digits LIKE '%' || ${digits}) OR (length(phone_digits) >= 10 AND ${digits} LIKE '%' || phone_digits))`;

export interface ClientContact {
  fullName: string;
  phone: string | null;
  email: string | null;
  phoneDigits: string | null;
  /** They accepted WhatsApp messages while booking: recorded on the client found or made. */
  whatsappConsent?: WhatsAppConsent | null;
}

/**
 * The business's client with this phone (first) or e-mail, else a new one: who books online is
 * recognised, not written twice (an erased client is nobody to recognise). Runs in the executor
 * of the booking that needs the client.
 */
export async function matchOrCreateClient(
  executor: Kysely<Database>,
  businessId: string,
  contact: ClientContact,
): Promise<string> {
  if (contact.phoneDigits || contact.email) {
    const phoneMatch = contact.phoneDigits ? samePhone(contact.phoneDigits) : sql<boolean>`false`;
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM clients WHERE business_id = ${businessId} AND erased_at IS NULL
        AND (${phoneMatch} OR ${contact.email ? sql`lower(email) = ${contact.email.toLowerCase()}` : sql`false`})
      ORDER BY (${phoneMatch}) DESC, created_at
      LIMIT 1
    `.execute(executor);
    if (rows[0]) {
      if (contact.whatsappConsent) await recordConsentWith(executor, businessId, rows[0].id, contact.whatsappConsent);
      return rows[0].id;
    }
  }
  const created = await executor
    .insertInto('clients')
    .values({
      business_id: businessId,
      full_name: contact.fullName,
      phone: contact.phone,
      email: contact.email,
      ...(contact.whatsappConsent ? consentColumns(contact.whatsappConsent) : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}
