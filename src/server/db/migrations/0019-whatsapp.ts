import { sql, type Kysely } from 'kysely';

/**
 * WhatsApp (docs/whatsapp.md): appointment messages through the WhatsApp Business Platform, and
 * the customers' replies.
 *
 * - `businesses.country`: the country whose numbering a phone written without its country code
 *   belongs to (ISO 3166-1 alpha-2). Brazil, or the United States for a business that charges in
 *   dollars.
 * - `clients.whatsapp_consent_*`: the client's consent to appointment messages on WhatsApp — when,
 *   the words shown and where it was given (the booking page or the front desk). No consent, no
 *   message. `whatsapp_opted_out_at`: they replied PARAR / STOP (a later consent clears it).
 *   `whatsapp_unreachable_at`: the platform said the number is not on WhatsApp.
 * - `outbox_messages.channel` and `whatsapp`: a WhatsApp message goes through the same outbox as
 *   an e-mail (at least once, idempotent by its dedupe key); `to_address` holds the E.164 number
 *   and `whatsapp` the template and its parameters.
 * - `whatsapp_messages`: every message sent to or received from a client, with its platform id
 *   and delivery status — the conversation on the client's page and the statuses on the
 *   appointment.
 * - `whatsapp_webhook_events`: the ledger that has each incoming message and status handled once.
 * - `whatsapp_reply_tokens`: the unguessable token a button's payload carries for an appointment.
 * - `whatsapp_settings`: per business, each message type on or off and the reminder's lead time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE businesses ADD COLUMN country text NOT NULL DEFAULT 'BR'
      CHECK (country ~ '^[A-Z]{2}$')
  `.execute(db);
  await sql`UPDATE businesses SET country = 'US' WHERE currency = 'USD'`.execute(db);

  await sql`
    ALTER TABLE clients
      ADD COLUMN whatsapp_consent_at timestamptz,
      ADD COLUMN whatsapp_consent_words text,
      ADD COLUMN whatsapp_consent_source text CHECK (whatsapp_consent_source IN ('booking_page', 'front_desk')),
      ADD COLUMN whatsapp_opted_out_at timestamptz,
      ADD COLUMN whatsapp_unreachable_at timestamptz,
      ADD CONSTRAINT clients_whatsapp_consent_whole CHECK (
        (whatsapp_consent_at IS NULL) = (whatsapp_consent_words IS NULL)
        AND (whatsapp_consent_at IS NULL) = (whatsapp_consent_source IS NULL)
      )
  `.execute(db);

  await sql`
    ALTER TABLE outbox_messages
      ADD COLUMN channel text NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'whatsapp')),
      ADD COLUMN whatsapp jsonb,
      ADD CONSTRAINT outbox_messages_whatsapp_payload CHECK ((channel = 'whatsapp') = (whatsapp IS NOT NULL))
  `.execute(db);

  await sql`
    CREATE TABLE whatsapp_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      client_id uuid REFERENCES clients (id) ON DELETE CASCADE,
      appointment_id uuid REFERENCES appointments (id) ON DELETE SET NULL,
      outbox_message_id uuid UNIQUE,
      direction text NOT NULL CHECK (direction IN ('out', 'in')),
      platform_message_id text UNIQUE,
      phone text NOT NULL,
      template text,
      category text CHECK (category IN ('utility', 'marketing', 'authentication', 'service')),
      body text NOT NULL,
      status text NOT NULL CHECK (status IN ('accepted', 'sent', 'delivered', 'read', 'failed', 'received')),
      status_at timestamptz NOT NULL DEFAULT now(),
      error text,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX whatsapp_messages_client_idx ON whatsapp_messages (client_id, created_at)`.execute(db);
  await sql`CREATE INDEX whatsapp_messages_appointment_idx ON whatsapp_messages (appointment_id)`.execute(db);
  await sql`CREATE INDEX whatsapp_messages_business_month_idx ON whatsapp_messages (business_id, created_at)`.execute(
    db,
  );

  await sql`
    CREATE TABLE whatsapp_webhook_events (
      event_key text PRIMARY KEY,
      received_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);

  await sql`
    CREATE TABLE whatsapp_reply_tokens (
      token text PRIMARY KEY,
      appointment_id uuid NOT NULL UNIQUE REFERENCES appointments (id) ON DELETE CASCADE,
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);

  await sql`
    CREATE TABLE whatsapp_settings (
      business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
      send_confirmation boolean NOT NULL DEFAULT true,
      send_reminder boolean NOT NULL DEFAULT true,
      send_change_notice boolean NOT NULL DEFAULT true,
      send_review_request boolean NOT NULL DEFAULT true,
      reminder_hours integer NOT NULL DEFAULT 24 CHECK (reminder_hours BETWEEN 1 AND 72),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}
