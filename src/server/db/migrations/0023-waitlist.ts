import { sql, type Kysely } from 'kysely';

/**
 * The waitlist (docs/booking.md, "Waitlist"): a customer waits for a service or a visit of several
 * between two days, optionally with a professional per service; when a time that fits opens, each
 * waiting customer gets an offer — a secret claim link valid for the business's
 * `waitlist_offer_minutes` — and the first claim books it.
 *
 * - `waitlist_entries.steps`: the services in order, `[{ "serviceId", "professionalId" | null }]`
 *   (null: anyone who does it). `email`: where its offers go, as the customer typed it when
 *   joining (the client found by their phone may have another). `status` is waiting, booked (by a claim: `appointment_id`) or
 *   removed (by the owner, or the customer's erasure).
 * - `waitlist_offers`: one per entry and start time offered; `steps` the time's steps with who
 *   does each; `claimed_at` once its claim booked it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE online_booking_settings
      ADD COLUMN waitlist_offer_minutes integer NOT NULL DEFAULT 120 CHECK (waitlist_offer_minutes BETWEEN 10 AND 2880)
  `.execute(db);
  await sql`
    CREATE TABLE waitlist_entries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      client_id uuid NOT NULL,
      steps jsonb NOT NULL CHECK (jsonb_typeof(steps) = 'array' AND jsonb_array_length(steps) BETWEEN 1 AND 3),
      from_day date NOT NULL,
      to_day date NOT NULL,
      client_locale text NOT NULL CHECK (client_locale IN ('pt-BR', 'en-US')),
      email text NOT NULL CHECK (length(email) BETWEEN 3 AND 255),
      status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'booked', 'removed')),
      appointment_id uuid REFERENCES appointments(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (to_day >= from_day),
      FOREIGN KEY (business_id, client_id) REFERENCES clients(business_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX waitlist_entries_waiting_idx ON waitlist_entries (business_id, created_at) WHERE status = 'waiting'`.execute(
    db,
  );
  await sql`
    CREATE TABLE waitlist_offers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      entry_id uuid NOT NULL REFERENCES waitlist_entries(id) ON DELETE CASCADE,
      token text NOT NULL UNIQUE,
      starts_at timestamptz NOT NULL,
      steps jsonb NOT NULL,
      expires_at timestamptz NOT NULL,
      claimed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (entry_id, starts_at)
    )
  `.execute(db);
}
