import { sql, type Kysely } from 'kysely';

/**
 * Online booking: the business's settings, a secret manage token and the customer's language
 * on each appointment, idempotency keys for retried bookings, page-visit counts, and outbox
 * rows tied to an appointment (so a cancelled or moved appointment's reminder can be
 * withdrawn) with a moment after which a message is pointless.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE online_booking_settings (
      business_id uuid PRIMARY KEY REFERENCES businesses(id) ON DELETE CASCADE,
      enabled boolean NOT NULL DEFAULT false,
      welcome_message text CHECK (length(welcome_message) <= 500),
      window_days integer NOT NULL DEFAULT 30 CHECK (window_days BETWEEN 1 AND 365),
      require_phone boolean NOT NULL DEFAULT true,
      require_email boolean NOT NULL DEFAULT false,
      auto_confirm boolean NOT NULL DEFAULT true,
      min_notice_minutes integer NOT NULL DEFAULT 120 CHECK (min_notice_minutes BETWEEN 0 AND 10080),
      slot_step_minutes integer NOT NULL DEFAULT 15 CHECK (slot_step_minutes BETWEEN 5 AND 120),
      cancel_until_hours integer NOT NULL DEFAULT 24 CHECK (cancel_until_hours BETWEEN 0 AND 168),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    ALTER TABLE appointments
      ADD COLUMN manage_token text UNIQUE,
      ADD COLUMN client_locale text NOT NULL DEFAULT 'pt-BR' CHECK (client_locale IN ('pt-BR', 'en-US'));
    CREATE INDEX appointments_online_client_idx ON appointments (business_id, client_id, created_at) WHERE source = 'online';

    CREATE TABLE booking_idempotency_keys (
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      key text NOT NULL,
      appointment_id uuid NOT NULL REFERENCES appointments(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (business_id, key)
    );

    CREATE TABLE booking_page_visits (
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      day date NOT NULL,
      visits integer NOT NULL DEFAULT 0,
      PRIMARY KEY (business_id, day)
    );

    ALTER TABLE outbox_messages
      ADD COLUMN appointment_id uuid REFERENCES appointments(id) ON DELETE CASCADE,
      ADD COLUMN expires_at timestamptz,
      ADD COLUMN ics_attachment text;
    CREATE INDEX outbox_messages_appointment_idx ON outbox_messages (appointment_id) WHERE appointment_id IS NOT NULL;
  `.execute(db);
}
