import { sql, type Kysely, type Selectable } from 'kysely';
import type { ClientWhatsApp } from '../../../contracts/clients.ts';
import type { WhatsAppConsentSource } from '../../../contracts/whatsapp-consent.ts';
import type { Database } from '../../db/schema.ts';

/*
 * A client's consent to appointment messages on WhatsApp as `clients` keeps it (docs/whatsapp.md):
 * when, the words shown and where. The clients repository writes it with these columns.
 */

export interface WhatsAppConsent {
  at: Date;
  words: string;
  source: WhatsAppConsentSource;
}

/** A consent given now, or the front desk's withdrawal of it. */
export type WhatsAppConsentChange = { consent: WhatsAppConsent } | { withdrawnAt: Date };

/** The columns of a new consent: it replaces an earlier one and clears an earlier opt-out. */
export const consentColumns = (consent: WhatsAppConsent) => ({
  whatsapp_consent_at: consent.at,
  whatsapp_consent_words: consent.words,
  whatsapp_consent_source: consent.source,
  whatsapp_opted_out_at: null,
});

/** Records a consent on the business's client, in the executor of the write that took it. */
export async function recordConsentWith(
  executor: Kysely<Database>,
  businessId: string,
  clientId: string,
  consent: WhatsAppConsent,
): Promise<void> {
  await executor
    .updateTable('clients')
    .set({ ...consentColumns(consent), updated_at: consent.at })
    .where('business_id', '=', businessId)
    .where('id', '=', clientId)
    .execute();
}

/**
 * The columns of a consent change. A withdrawal counts as an opt-out from then on (only of a
 * consent still standing), and the consent's record stays to say what was agreed and when.
 */
export const consentChangeColumns = (change: WhatsAppConsentChange) =>
  'consent' in change
    ? consentColumns(change.consent)
    : {
        whatsapp_opted_out_at: sql<Date | null>`coalesce(whatsapp_opted_out_at, CASE WHEN whatsapp_consent_at IS NOT NULL THEN ${change.withdrawnAt}::timestamptz END)`,
      };

type Row = Selectable<Database['clients']>;

export const CONSENT_COLUMNS = [
  'whatsapp_consent_at',
  'whatsapp_consent_words',
  'whatsapp_consent_source',
  'whatsapp_opted_out_at',
] as const;

/** The consent columns as the client's page reads them. */
export const toClientWhatsApp = (row: Pick<Row, (typeof CONSENT_COLUMNS)[number]>): ClientWhatsApp => ({
  consentAt: row.whatsapp_consent_at?.toISOString() ?? null,
  consentWords: row.whatsapp_consent_words,
  consentSource: row.whatsapp_consent_source,
  optedOutAt: row.whatsapp_opted_out_at?.toISOString() ?? null,
});
