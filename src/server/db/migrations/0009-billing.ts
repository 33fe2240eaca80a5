import { sql, type Kysely } from 'kysely';

/**
 * Subscriptions paid through the card-payment provider.
 * - The business row keeps the provider's state as last known (`billing_as_of` is the moment it
 *   described), with one customer and one subscription at most.
 * - `billing_events` is the ledger of the provider's webhook events: one row per event id, written
 *   in the transaction of the event's effect, so an event delivered twice takes effect once.
 * - `billing_checkouts` are checkout attempts (the built-in test checkout's page reads them too).
 * - `billing_invoices` are the invoices the provider reported, for the Assinatura page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE businesses
      ADD COLUMN billing_customer_id text UNIQUE,
      ADD COLUMN billing_subscription_id text UNIQUE,
      ADD COLUMN billing_currency text CHECK (billing_currency IN ('BRL', 'USD')),
      ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false,
      ADD COLUMN scheduled_plan text CHECK (scheduled_plan IN ('basico', 'pro', 'business', 'enterprise', 'premium')),
      ADD COLUMN past_due_since timestamptz,
      ADD COLUMN billing_as_of timestamptz
  `.execute(db);
  await sql`
    CREATE TABLE billing_events (
      event_id text PRIMARY KEY,
      type text NOT NULL,
      business_id uuid REFERENCES businesses (id) ON DELETE CASCADE,
      received_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE TABLE billing_checkouts (
      id uuid PRIMARY KEY,
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      plan text NOT NULL CHECK (plan IN ('basico', 'pro', 'business', 'enterprise', 'premium')),
      currency text NOT NULL CHECK (currency IN ('BRL', 'USD')),
      amount_cents integer NOT NULL CHECK (amount_cents >= 0),
      provider_session_id text UNIQUE,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'declined', 'expired')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX billing_checkouts_business ON billing_checkouts (business_id, created_at DESC)`.execute(db);
  await sql`
    CREATE TABLE billing_invoices (
      id text PRIMARY KEY,
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      subscription_id text,
      plan text CHECK (plan IN ('basico', 'pro', 'business', 'enterprise', 'premium')),
      amount_cents integer NOT NULL,
      currency text NOT NULL CHECK (currency IN ('BRL', 'USD')),
      status text NOT NULL CHECK (status IN ('paid', 'open', 'void', 'uncollectible')),
      receipt_url text,
      created_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX billing_invoices_business ON billing_invoices (business_id, created_at DESC)`.execute(db);
}
