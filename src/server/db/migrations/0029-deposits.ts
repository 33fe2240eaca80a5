import { sql, type Kysely } from 'kysely';

/**
 * Deposits and no-show protection (docs/deposits.md, ADR 35). Money in integer cents.
 *
 * - `payment_accounts`: the business's own account at the payment provider (a Stripe Connect
 *   Express account, or the built-in test provider's), its onboarding and whether it takes charges.
 * - `deposit_policies`: the business's policy — the cancellation window, what a no-show keeps, how
 *   long an unpaid booking holds its time, and the stricter rule for clients with recent no-shows.
 * - `service_deposit_rules`: what each service asks ahead (an amount, a percentage in basis points,
 *   or its full price; no row: nothing).
 * - `deposits`: one per booking that asks one (its first step's appointment): the amount, the
 *   method, the provider's PaymentIntent and its PIX code, the hold's end, and its state — pending,
 *   paid, expired, kept, refunding, refunded — with when and why it was settled.
 * - `deposit_refunds`: the one refund of a deposit (unique per deposit: the refund call is made once).
 * - `deposit_events`: the provider's events already applied, by id (each takes effect once).
 * - `comanda_payments.method` takes `deposit`: a visit's paid deposit, written when its comanda
 *   closes, which no register counts (the money went to the business's payment account).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payment_accounts (
      business_id uuid PRIMARY KEY REFERENCES businesses(id) ON DELETE CASCADE,
      provider text NOT NULL CHECK (provider IN ('stripe', 'test')),
      account_id text NOT NULL UNIQUE,
      details_submitted boolean NOT NULL DEFAULT false,
      charges_enabled boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE deposit_policies (
      business_id uuid PRIMARY KEY REFERENCES businesses(id) ON DELETE CASCADE,
      cancel_window_hours integer NOT NULL DEFAULT 24 CHECK (cancel_window_hours BETWEEN 0 AND 720),
      no_show_keeps text NOT NULL DEFAULT 'deposit' CHECK (no_show_keeps IN ('deposit', 'nothing')),
      hold_minutes integer NOT NULL DEFAULT 15 CHECK (hold_minutes BETWEEN 5 AND 120),
      repeat_no_show_count integer CHECK (repeat_no_show_count BETWEEN 1 AND 20),
      repeat_no_show_days integer NOT NULL DEFAULT 90 CHECK (repeat_no_show_days BETWEEN 1 AND 730),
      repeat_rule_kind text CHECK (repeat_rule_kind IN ('amount', 'percent', 'full')),
      repeat_rule_value integer NOT NULL DEFAULT 0 CHECK (repeat_rule_value >= 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((repeat_no_show_count IS NULL) = (repeat_rule_kind IS NULL))
    );

    CREATE TABLE service_deposit_rules (
      business_id uuid NOT NULL,
      service_id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN ('amount', 'percent', 'full')),
      value integer NOT NULL DEFAULT 0 CHECK (value >= 0),
      PRIMARY KEY (business_id, service_id),
      FOREIGN KEY (business_id, service_id) REFERENCES services(business_id, id) ON DELETE CASCADE,
      CHECK (kind <> 'percent' OR value BETWEEN 1 AND 10000)
    );

    CREATE TABLE deposits (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      appointment_id uuid NOT NULL UNIQUE REFERENCES appointments(id) ON DELETE CASCADE,
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      currency text NOT NULL,
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'paid', 'expired', 'kept', 'refunding', 'refunded')),
      provider text NOT NULL CHECK (provider IN ('stripe', 'test')),
      account_id text NOT NULL,
      method text CHECK (method IN ('pix', 'card')),
      payment_intent_id text UNIQUE,
      client_secret text,
      pix_code text,
      pix_expires_at timestamptz,
      expires_at timestamptz NOT NULL,
      paid_at timestamptz,
      settled_at timestamptz,
      settled_reason text CHECK (settled_reason IN ('customer', 'business', 'no_show', 'late_payment', 'unpaid')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (status IN ('pending', 'expired') OR paid_at IS NOT NULL)
    );
    CREATE INDEX deposits_pending_idx ON deposits (expires_at) WHERE status = 'pending';
    CREATE INDEX deposits_refunding_idx ON deposits (updated_at) WHERE status = 'refunding';
    CREATE INDEX deposits_business_settled_idx ON deposits (business_id, settled_at) WHERE settled_at IS NOT NULL;

    CREATE TABLE deposit_refunds (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      deposit_id uuid NOT NULL UNIQUE REFERENCES deposits(id) ON DELETE CASCADE,
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      provider_refund_id text,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE deposit_events (
      event_id text PRIMARY KEY,
      type text NOT NULL,
      business_id uuid REFERENCES businesses(id) ON DELETE CASCADE,
      received_at timestamptz NOT NULL DEFAULT now()
    );

    ALTER TABLE comanda_payments DROP CONSTRAINT comanda_payments_method_check,
      ADD CONSTRAINT comanda_payments_method_check
        CHECK (method IN ('cash', 'credit', 'debit', 'pix', 'account', 'deposit'));
  `.execute(db);
}
