import { sql, type Kysely } from 'kysely';

/**
 * Commissions and the sample data behind 'Gerar dados de teste' (docs/metrics.md).
 * - `commission_lines`: one line per completed appointment and professional (kind commission),
 *   plus adjustment lines for changes noticed after a line was paid. A line without a payment is
 *   pending and is rewritten by the next recalculation; at most one pending line per appointment
 *   and professional. A paid line is never rewritten.
 * - `commission_payments`: 'Marcar como pago' — the lines it paid point at it, and its amount is
 *   theirs (so it cannot disagree with them).
 * - `commission_service_rates`: a professional's own rate for one service.
 * - `commission_months`: when each month was last recalculated.
 * - `sample_data_rows`: every row 'Gerar dados de teste' added, so removing takes exactly those.
 * - The client index gains the start and the status, so "the first visit of this client" is one
 *   probe of the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE commission_payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      professional_id uuid NOT NULL,
      month date NOT NULL CHECK (extract(day FROM month) = 1),
      paid_on date NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      recorded_by text REFERENCES users(id) ON DELETE SET NULL,
      FOREIGN KEY (business_id, professional_id) REFERENCES professionals(business_id, id),
      UNIQUE (business_id, id)
    );
    CREATE INDEX commission_payments_month_idx ON commission_payments (business_id, month, professional_id);

    CREATE TABLE commission_lines (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      professional_id uuid NOT NULL,
      appointment_id uuid NOT NULL REFERENCES appointments(id),
      month date NOT NULL CHECK (extract(day FROM month) = 1),
      kind text NOT NULL CHECK (kind IN ('commission', 'adjustment')),
      base_cents integer NOT NULL,
      rate numeric(5, 2) NOT NULL CHECK (rate BETWEEN 0 AND 100),
      amount_cents integer NOT NULL,
      payment_id uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (business_id, professional_id) REFERENCES professionals(business_id, id),
      FOREIGN KEY (business_id, payment_id) REFERENCES commission_payments(business_id, id)
    );
    CREATE UNIQUE INDEX commission_lines_one_pending_idx ON commission_lines (appointment_id, professional_id) WHERE payment_id IS NULL;
    CREATE INDEX commission_lines_month_idx ON commission_lines (business_id, month, professional_id);
    CREATE INDEX commission_lines_appointment_idx ON commission_lines (appointment_id);
    CREATE INDEX commission_lines_payment_idx ON commission_lines (payment_id) WHERE payment_id IS NOT NULL;

    CREATE TABLE commission_service_rates (
      business_id uuid NOT NULL,
      professional_id uuid NOT NULL,
      service_id uuid NOT NULL,
      rate numeric(5, 2) NOT NULL CHECK (rate BETWEEN 0 AND 100),
      PRIMARY KEY (professional_id, service_id),
      FOREIGN KEY (business_id, professional_id) REFERENCES professionals(business_id, id) ON DELETE CASCADE,
      FOREIGN KEY (business_id, service_id) REFERENCES services(business_id, id) ON DELETE CASCADE
    );

    CREATE TABLE commission_months (
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      month date NOT NULL,
      calculated_at timestamptz NOT NULL,
      PRIMARY KEY (business_id, month)
    );

    CREATE TABLE sample_data_rows (
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      table_name text NOT NULL CHECK (table_name IN ('services', 'professionals', 'clients', 'appointments')),
      row_id uuid NOT NULL,
      PRIMARY KEY (business_id, table_name, row_id)
    );

    DROP INDEX appointments_client_idx;
    CREATE INDEX appointments_client_idx ON appointments (client_id, starts_at) INCLUDE (status);
  `.execute(db);
}
