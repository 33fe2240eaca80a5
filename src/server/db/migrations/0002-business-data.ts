import { sql, type Kysely } from 'kysely';

/**
 * What a business describes itself with (services, professionals with their week and breaks,
 * clients, opening hours) and its appointments. Child rows carry `business_id` and reference
 * their parents through (business_id, id), so no row can point into another business.
 * Appointments of one professional cannot overlap: an exclusion constraint forbids it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS btree_gist;

    CREATE TABLE business_opening_hours (
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
      opens_at time NOT NULL,
      closes_at time NOT NULL,
      CHECK (closes_at > opens_at),
      PRIMARY KEY (business_id, weekday, opens_at)
    );

    CREATE TABLE services (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
      description text CHECK (length(description) <= 1000),
      duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 5 AND 720),
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (business_id, id)
    );

    CREATE TABLE professionals (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      user_id text UNIQUE REFERENCES users(id) ON DELETE SET NULL,
      full_name text NOT NULL CHECK (length(full_name) BETWEEN 1 AND 120),
      specialization text CHECK (length(specialization) <= 120),
      phone text CHECK (length(phone) <= 40),
      email text CHECK (length(email) <= 255),
      commission_rate numeric(5, 2) CHECK (commission_rate BETWEEN 0 AND 100),
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (business_id, id)
    );

    CREATE TABLE professional_working_hours (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL,
      professional_id uuid NOT NULL,
      weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
      starts_at time NOT NULL,
      ends_at time NOT NULL,
      CHECK (ends_at > starts_at),
      FOREIGN KEY (business_id, professional_id) REFERENCES professionals(business_id, id) ON DELETE CASCADE
    );
    CREATE INDEX professional_working_hours_professional_idx ON professional_working_hours (professional_id);

    CREATE TABLE professional_breaks (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL,
      professional_id uuid NOT NULL,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
      -- NULL: every day the professional works.
      weekday smallint CHECK (weekday BETWEEN 0 AND 6),
      starts_at time NOT NULL,
      ends_at time NOT NULL,
      CHECK (ends_at > starts_at),
      FOREIGN KEY (business_id, professional_id) REFERENCES professionals(business_id, id) ON DELETE CASCADE
    );
    CREATE INDEX professional_breaks_professional_idx ON professional_breaks (professional_id);

    CREATE TABLE professional_services (
      business_id uuid NOT NULL,
      professional_id uuid NOT NULL,
      service_id uuid NOT NULL,
      PRIMARY KEY (professional_id, service_id),
      FOREIGN KEY (business_id, professional_id) REFERENCES professionals(business_id, id) ON DELETE CASCADE,
      FOREIGN KEY (business_id, service_id) REFERENCES services(business_id, id) ON DELETE CASCADE
    );

    CREATE TABLE clients (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      full_name text NOT NULL CHECK (length(full_name) BETWEEN 1 AND 120),
      phone text CHECK (length(phone) <= 40),
      email text CHECK (length(email) <= 255),
      notes text CHECK (length(notes) <= 2000),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (business_id, id)
    );
    CREATE INDEX clients_business_idx ON clients (business_id, full_name);

    CREATE TABLE appointments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      professional_id uuid NOT NULL,
      service_id uuid NOT NULL,
      client_id uuid NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'confirmed', 'completed', 'cancelled')),
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      notes text CHECK (length(notes) <= 2000),
      source text NOT NULL DEFAULT 'staff' CHECK (source IN ('staff', 'online')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      cancelled_at timestamptz,
      CHECK (ends_at > starts_at),
      FOREIGN KEY (business_id, professional_id) REFERENCES professionals(business_id, id),
      FOREIGN KEY (business_id, service_id) REFERENCES services(business_id, id),
      FOREIGN KEY (business_id, client_id) REFERENCES clients(business_id, id),
      CONSTRAINT appointments_no_overlap EXCLUDE USING gist (
        professional_id WITH =,
        tstzrange(starts_at, ends_at, '[)') WITH &&
      ) WHERE (status <> 'cancelled')
    );
    CREATE INDEX appointments_business_time_idx ON appointments (business_id, starts_at);
    CREATE INDEX appointments_client_idx ON appointments (client_id);
  `.execute(db);
}
