import { sql, type Kysely } from 'kysely';

/**
 * Calendar connections (docs/calendars.md): a professional's schedule in the calendars they
 * already use — Google Calendar or any CalDAV server — both ways.
 *
 * - `businesses.calendar_private_titles`: Agendo's events show only "Agendo", not the service and
 *   the client's first name.
 * - `calendar_connections`: one professional's account at a provider. The secret (an OAuth token
 *   or a CalDAV app password) is kept encrypted with a key derived from AUTH_SECRET. The calendars
 *   busy time is read from, the one Agendo's events are written to, and each calendar's sync state
 *   (a CalDAV ctag or sync token, a Google sync token and push channel). A connection the provider
 *   refused is `broken` until reconnected; the poll's due time and lease keep two workers off one
 *   connection.
 * - `calendar_event_links`: the event an appointment became in a connection's calendar. The event
 *   id is derived from the appointment's id, so a retried write or a reconnect finds the same
 *   event instead of making another.
 * - `calendar_busy_intervals`: the busy time read from the connection's calendars, kept here so
 *   the free times stay one read.
 * - `outbox_messages.channel` 'calendar': an appointment's change queues its calendar write in
 *   the change's transaction (`to_address` holds the connection's id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE businesses ADD COLUMN calendar_private_titles boolean NOT NULL DEFAULT false`.execute(db);

  await sql`
    CREATE TABLE calendar_connections (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      professional_id uuid NOT NULL,
      provider text NOT NULL CHECK (provider IN ('google', 'caldav')),
      account_label text NOT NULL CHECK (length(account_label) BETWEEN 1 AND 320),
      server_url text CHECK (length(server_url) <= 2000),
      username text CHECK (length(username) <= 320),
      secret_ciphertext text NOT NULL,
      read_calendar_ids jsonb NOT NULL DEFAULT '[]',
      write_calendar_id text,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'broken')),
      broken_at timestamptz,
      sync_state jsonb NOT NULL DEFAULT '{}',
      next_poll_at timestamptz NOT NULL DEFAULT now(),
      poll_locked_until timestamptz,
      last_polled_at timestamptz,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (business_id, id),
      FOREIGN KEY (business_id, professional_id) REFERENCES professionals (business_id, id) ON DELETE CASCADE,
      CONSTRAINT calendar_connections_broken_when CHECK ((status = 'broken') = (broken_at IS NOT NULL)),
      CONSTRAINT calendar_connections_caldav_server CHECK (
        provider <> 'caldav' OR (server_url IS NOT NULL AND username IS NOT NULL)
      )
    )
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX calendar_connections_one_per_account
      ON calendar_connections (professional_id, provider, account_label)
  `.execute(db);
  await sql`CREATE INDEX calendar_connections_business_idx ON calendar_connections (business_id)`.execute(db);
  await sql`
    CREATE INDEX calendar_connections_due_idx ON calendar_connections (next_poll_at) WHERE status = 'active'
  `.execute(db);

  await sql`
    CREATE TABLE calendar_event_links (
      connection_id uuid NOT NULL REFERENCES calendar_connections (id) ON DELETE CASCADE,
      appointment_id uuid NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      calendar_id text NOT NULL,
      event_id text NOT NULL,
      href text,
      etag text,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (connection_id, appointment_id)
    )
  `.execute(db);
  await sql`CREATE INDEX calendar_event_links_appointment_idx ON calendar_event_links (appointment_id)`.execute(db);

  await sql`
    CREATE TABLE calendar_busy_intervals (
      connection_id uuid NOT NULL REFERENCES calendar_connections (id) ON DELETE CASCADE,
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      professional_id uuid NOT NULL,
      calendar_id text NOT NULL,
      external_uid text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      CHECK (ends_at > starts_at),
      PRIMARY KEY (connection_id, calendar_id, external_uid, starts_at),
      FOREIGN KEY (business_id, professional_id) REFERENCES professionals (business_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  // The free times read a professional's busy time that has not ended by the window's start.
  await sql`
    CREATE INDEX calendar_busy_intervals_professional_idx ON calendar_busy_intervals (professional_id, ends_at, starts_at)
  `.execute(db);

  await sql`
    ALTER TABLE outbox_messages
      DROP CONSTRAINT outbox_messages_channel_check,
      ADD CONSTRAINT outbox_messages_channel_check CHECK (channel IN ('email', 'whatsapp', 'calendar'))
  `.execute(db);
}
