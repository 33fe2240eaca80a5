import { sql, type Kysely } from 'kysely';

/**
 * The counter (docs/counter.md): comandas, their lines and payments, and the cash registers that
 * take those payments. Money in integer cents.
 *
 * - `counter_settings`: the business's PIX key with the name and city its codes carry, the
 *   largest discount a professional may give (basis points of the bill), and whether each
 *   person runs their own register.
 * - `cash_registers`: opened with a float, closed once with what was counted per method and the
 *   expected amounts it was compared with (`counted`, `expected`: `{ cash, credit, debit, pix }`).
 *   One open register per business — or per person, when the setting says so — held by partial
 *   unique indexes on `open_key`: the business's id, or the business's and the person's.
 * - `cash_movements`: cash put in (deposit, suprimento) or taken out (withdrawal, sangria), with a reason.
 * - `comandas`: a visit's bill (`appointment_id`, its first step; one comanda per visit not
 *   reversed) or a walk-in sale; `number` counts up per business; `version` rises with each edit.
 *   Closing is final (status closed, with its register); a correction is a reversal, which keeps
 *   who, when and why.
 * - `comanda_lines`: services (with the appointment they came from), items and tips, each with its
 *   professional, and, once closed, its share of the discount.
 * - `comanda_payments`: a payment of a closed comanda, taken by a register, in the order given
 *   (`position`); a reversal adds the same payments negated (`reverses`), taken by the register
 *   open when it was reversed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE counter_settings (
      business_id uuid PRIMARY KEY REFERENCES businesses(id) ON DELETE CASCADE,
      pix_key text CHECK (length(pix_key) BETWEEN 1 AND 77),
      pix_merchant_name text CHECK (length(pix_merchant_name) BETWEEN 1 AND 25),
      pix_city text CHECK (length(pix_city) BETWEEN 1 AND 15),
      professional_max_discount_bp integer NOT NULL DEFAULT 1000 CHECK (professional_max_discount_bp BETWEEN 0 AND 10000),
      register_per_user boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE TABLE cash_registers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
      open_key text,
      float_cents integer NOT NULL CHECK (float_cents >= 0),
      opened_by text REFERENCES users(id) ON DELETE SET NULL,
      opened_at timestamptz NOT NULL DEFAULT now(),
      closed_by text REFERENCES users(id) ON DELETE SET NULL,
      closed_at timestamptz,
      expected jsonb,
      counted jsonb,
      note text,
      UNIQUE (business_id, id),
      CHECK ((status = 'open') = (open_key IS NOT NULL)),
      CHECK ((status = 'closed') = (closed_at IS NOT NULL AND counted IS NOT NULL AND expected IS NOT NULL))
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX cash_registers_one_open_idx ON cash_registers (open_key)`.execute(db);
  await sql`CREATE INDEX cash_registers_business_idx ON cash_registers (business_id, opened_at DESC)`.execute(db);
  await sql`
    CREATE TABLE cash_movements (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL,
      register_id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN ('deposit', 'withdrawal')),
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
      created_by text REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (business_id, register_id) REFERENCES cash_registers(business_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX cash_movements_register_idx ON cash_movements (register_id)`.execute(db);
  await sql`
    CREATE TABLE comandas (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      number integer NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'reversed')),
      version integer NOT NULL DEFAULT 0,
      client_id uuid,
      appointment_id uuid REFERENCES appointments(id) ON DELETE SET NULL,
      discount_kind text CHECK (discount_kind IN ('amount', 'percent')),
      discount_value integer CHECK (discount_value >= 0),
      discount_reason text,
      subtotal_cents integer NOT NULL DEFAULT 0,
      discount_cents integer NOT NULL DEFAULT 0,
      tips_cents integer NOT NULL DEFAULT 0,
      total_cents integer NOT NULL DEFAULT 0,
      register_id uuid,
      opened_by text REFERENCES users(id) ON DELETE SET NULL,
      opened_at timestamptz NOT NULL DEFAULT now(),
      closed_by text REFERENCES users(id) ON DELETE SET NULL,
      closed_at timestamptz,
      reversed_by text REFERENCES users(id) ON DELETE SET NULL,
      reversed_at timestamptz,
      reversal_reason text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (business_id, id),
      UNIQUE (business_id, number),
      CHECK ((discount_kind IS NULL) = (discount_value IS NULL)),
      CHECK (total_cents = subtotal_cents - discount_cents + tips_cents),
      CHECK (status = 'open' OR (closed_at IS NOT NULL AND register_id IS NOT NULL)),
      CHECK ((status = 'reversed') = (reversed_at IS NOT NULL)),
      FOREIGN KEY (business_id, client_id) REFERENCES clients(business_id, id) ON DELETE SET NULL (client_id),
      FOREIGN KEY (business_id, register_id) REFERENCES cash_registers(business_id, id)
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX comandas_one_per_visit_idx ON comandas (appointment_id) WHERE status <> 'reversed'`.execute(
    db,
  );
  await sql`CREATE INDEX comandas_business_opened_idx ON comandas (business_id, opened_at)`.execute(db);
  await sql`CREATE INDEX comandas_register_idx ON comandas (register_id) WHERE register_id IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE comanda_lines (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL,
      comanda_id uuid NOT NULL,
      position integer NOT NULL,
      kind text NOT NULL CHECK (kind IN ('service', 'item', 'tip')),
      service_id uuid,
      professional_id uuid,
      appointment_id uuid REFERENCES appointments(id) ON DELETE SET NULL,
      description text NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
      quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 999),
      unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
      total_cents integer NOT NULL CHECK (total_cents = quantity * unit_price_cents),
      discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents BETWEEN 0 AND total_cents),
      UNIQUE (comanda_id, position),
      CHECK (kind <> 'tip' OR professional_id IS NOT NULL),
      FOREIGN KEY (business_id, comanda_id) REFERENCES comandas(business_id, id) ON DELETE CASCADE,
      FOREIGN KEY (business_id, service_id) REFERENCES services(business_id, id) ON DELETE SET NULL (service_id),
      FOREIGN KEY (business_id, professional_id) REFERENCES professionals(business_id, id)
    )
  `.execute(db);
  await sql`
    CREATE TABLE comanda_payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL,
      comanda_id uuid NOT NULL,
      register_id uuid NOT NULL,
      position integer NOT NULL,
      method text NOT NULL CHECK (method IN ('cash', 'credit', 'debit', 'pix', 'account')),
      amount_cents integer NOT NULL CHECK (amount_cents <> 0),
      received_cents integer,
      change_cents integer NOT NULL DEFAULT 0,
      installments integer CHECK (installments BETWEEN 1 AND 12),
      card_brand text,
      pix_txid text,
      reverses uuid REFERENCES comanda_payments(id),
      created_by text REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((method = 'cash') = (received_cents IS NOT NULL)),
      CHECK ((method = 'credit') = (installments IS NOT NULL)),
      FOREIGN KEY (business_id, comanda_id) REFERENCES comandas(business_id, id) ON DELETE CASCADE,
      FOREIGN KEY (business_id, register_id) REFERENCES cash_registers(business_id, id)
    )
  `.execute(db);
  await sql`CREATE INDEX comanda_payments_comanda_idx ON comanda_payments (comanda_id)`.execute(db);
  await sql`CREATE INDEX comanda_payments_register_idx ON comanda_payments (register_id)`.execute(db);
  await sql`CREATE INDEX comanda_payments_business_day_idx ON comanda_payments (business_id, created_at)`.execute(db);
}
