import { sql, type Kysely } from 'kysely';

/**
 * Accounts (better-auth's four tables, in our names), businesses with their billing state,
 * profiles and super_admins (docs/permissions.md), the e-mail outbox and shared rate-limit counters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id text PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL UNIQUE,
      email_verified boolean NOT NULL DEFAULT false,
      image text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE sessions (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      ip_address text,
      user_agent text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sessions_user_id_idx ON sessions (user_id);

    CREATE TABLE accounts (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      account_id text NOT NULL,
      provider_id text NOT NULL,
      access_token text,
      refresh_token text,
      id_token text,
      access_token_expires_at timestamptz,
      refresh_token_expires_at timestamptz,
      scope text,
      password text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX accounts_user_id_idx ON accounts (user_id);

    CREATE TABLE verifications (
      id text PRIMARY KEY,
      identifier text NOT NULL,
      value text NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX verifications_identifier_idx ON verifications (identifier);

    CREATE TABLE businesses (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
      phone text,
      email text,
      address text,
      time_zone text NOT NULL DEFAULT 'America/Sao_Paulo',
      currency text NOT NULL DEFAULT 'BRL' CHECK (currency IN ('BRL', 'USD')),
      plan text NOT NULL DEFAULT 'business'
        CHECK (plan IN ('basico', 'pro', 'business', 'enterprise', 'premium')),
      subscription_status text NOT NULL DEFAULT 'trialing'
        CHECK (subscription_status IN ('trialing', 'active', 'past_due', 'canceled', 'none')),
      trial_ends_at timestamptz,
      current_period_end timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE profiles (
      id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('admin', 'professional')),
      full_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX profiles_business_id_idx ON profiles (business_id);

    CREATE TABLE super_admins (
      user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE outbox_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid REFERENCES businesses(id) ON DELETE CASCADE,
      kind text NOT NULL,
      dedupe_key text UNIQUE,
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'kept')),
      attempts integer NOT NULL DEFAULT 0,
      send_after timestamptz NOT NULL DEFAULT now(),
      locked_until timestamptz,
      last_error text,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX outbox_messages_due_idx ON outbox_messages (send_after) WHERE status = 'pending';

    CREATE TABLE rate_limit_counters (
      key text PRIMARY KEY,
      window_started_at timestamptz NOT NULL,
      count integer NOT NULL
    );
  `.execute(db);
}
