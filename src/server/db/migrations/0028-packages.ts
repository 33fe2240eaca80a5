import { sql, type Kysely } from 'kysely';

/**
 * Packages of sessions sold in advance (docs/packages.md):
 * - `packages`: what the business offers — a name, a price, the days a sold one is valid for — and
 *   `package_services`, the sessions of each service it holds.
 * - `client_packages`: a package sold to a client on a comanda (the line that sold it), with what was
 *   paid for it, the last day it may be used, and `reversed_at` when its comanda was reversed.
 *   `client_package_items`: its services as sold, each with its sessions, how many are in use, and
 *   its share of the price (`amount_cents`; the items' amounts sum to the price).
 * - `package_sessions`: a session used by a service line of a closed comanda (its appointment), or
 *   taken by a client's no-show (`no_show`, no comanda), with its number and share of its item's
 *   amount; `returned_at` when that comanda was reversed. A number is in use once per item, and a
 *   comanda line or an appointment uses one session, held by partial unique indexes; `used` on the
 *   item is their count, written with them.
 * - `appointments.no_show`: a cancellation because the client did not come; the counter's settings
 *   say whether it uses a session of the client's package.
 * - comanda lines may sell a package (`package_id` on an item) or use a session of one: of the
 *   client's (`client_package_id`, services only), or of the package sold on the same comanda
 *   (`package_id` on a service, which the close links to the package it sold).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE packages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      validity_days integer NOT NULL CHECK (validity_days BETWEEN 1 AND 1095),
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (business_id, id)
    );
    CREATE INDEX packages_business_name_idx ON packages (business_id, name);

    CREATE TABLE package_services (
      business_id uuid NOT NULL,
      package_id uuid NOT NULL,
      service_id uuid NOT NULL,
      sessions integer NOT NULL CHECK (sessions BETWEEN 1 AND 100),
      position integer NOT NULL,
      PRIMARY KEY (package_id, service_id),
      FOREIGN KEY (business_id, package_id) REFERENCES packages(business_id, id) ON DELETE CASCADE,
      FOREIGN KEY (business_id, service_id) REFERENCES services(business_id, id) ON DELETE CASCADE
    );

    ALTER TABLE comanda_lines ADD COLUMN package_id uuid,
      ADD COLUMN client_package_id uuid,
      ADD CONSTRAINT comanda_lines_package_fk FOREIGN KEY (business_id, package_id) REFERENCES packages(business_id, id),
      ADD CONSTRAINT comanda_lines_package_item CHECK (package_id IS NULL OR (quantity = 1 AND (kind = 'item' OR (kind = 'service' AND unit_price_cents = 0)))),
      ADD CONSTRAINT comanda_lines_session_service CHECK (client_package_id IS NULL OR (kind = 'service' AND quantity = 1 AND unit_price_cents = 0));

    CREATE TABLE client_packages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL,
      package_id uuid,
      client_id uuid NOT NULL,
      comanda_id uuid NOT NULL,
      comanda_line_id uuid NOT NULL UNIQUE REFERENCES comanda_lines(id) ON DELETE CASCADE,
      name text NOT NULL,
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      sold_at timestamptz NOT NULL,
      valid_until date NOT NULL,
      reversed_at timestamptz,
      UNIQUE (business_id, id),
      FOREIGN KEY (business_id, package_id) REFERENCES packages(business_id, id) ON DELETE SET NULL (package_id),
      FOREIGN KEY (business_id, client_id) REFERENCES clients(business_id, id) ON DELETE CASCADE,
      FOREIGN KEY (business_id, comanda_id) REFERENCES comandas(business_id, id) ON DELETE CASCADE
    );
    CREATE INDEX client_packages_client_idx ON client_packages (business_id, client_id);
    ALTER TABLE comanda_lines ADD CONSTRAINT comanda_lines_client_package_fk
      FOREIGN KEY (business_id, client_package_id) REFERENCES client_packages(business_id, id);

    CREATE TABLE client_package_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL,
      client_package_id uuid NOT NULL,
      service_id uuid,
      service_name text NOT NULL,
      position integer NOT NULL,
      sessions integer NOT NULL CHECK (sessions BETWEEN 1 AND 100),
      used integer NOT NULL DEFAULT 0 CHECK (used BETWEEN 0 AND sessions),
      amount_cents integer NOT NULL CHECK (amount_cents >= 0),
      UNIQUE (business_id, id),
      UNIQUE (client_package_id, position),
      FOREIGN KEY (business_id, client_package_id) REFERENCES client_packages(business_id, id) ON DELETE CASCADE,
      FOREIGN KEY (business_id, service_id) REFERENCES services(business_id, id) ON DELETE SET NULL (service_id)
    );

    CREATE TABLE package_sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL,
      item_id uuid NOT NULL,
      number integer NOT NULL CHECK (number >= 1),
      share_cents integer NOT NULL CHECK (share_cents >= 0),
      comanda_id uuid,
      comanda_line_id uuid REFERENCES comanda_lines(id) ON DELETE CASCADE,
      appointment_id uuid REFERENCES appointments(id) ON DELETE SET NULL,
      no_show boolean NOT NULL DEFAULT false,
      used_at timestamptz NOT NULL,
      returned_at timestamptz,
      CHECK ((comanda_id IS NULL) = (comanda_line_id IS NULL)),
      CHECK (no_show = (comanda_line_id IS NULL)),
      FOREIGN KEY (business_id, item_id) REFERENCES client_package_items(business_id, id) ON DELETE CASCADE,
      FOREIGN KEY (business_id, comanda_id) REFERENCES comandas(business_id, id) ON DELETE CASCADE
    );
    CREATE UNIQUE INDEX package_sessions_number_once_idx ON package_sessions (item_id, number) WHERE returned_at IS NULL;
    CREATE UNIQUE INDEX package_sessions_line_once_idx ON package_sessions (comanda_line_id) WHERE returned_at IS NULL;
    CREATE UNIQUE INDEX package_sessions_appointment_once_idx ON package_sessions (appointment_id)
      WHERE returned_at IS NULL AND appointment_id IS NOT NULL;
    CREATE INDEX package_sessions_comanda_idx ON package_sessions (comanda_id) WHERE comanda_id IS NOT NULL;

    ALTER TABLE appointments ADD COLUMN no_show boolean NOT NULL DEFAULT false,
      ADD CONSTRAINT appointments_no_show_cancelled CHECK (NOT no_show OR status = 'cancelled');
    ALTER TABLE counter_settings ADD COLUMN no_show_uses_package_session boolean NOT NULL DEFAULT false;
  `.execute(db);
}
