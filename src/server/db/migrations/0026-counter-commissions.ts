import { sql, type Kysely } from 'kysely';

/**
 * The counter's lines in the commission ledger (docs/metrics.md, "Commissions"):
 * - a ledger line comes from an appointment, as before, or from one line of a closed comanda
 *   (`comanda_line_id`) that has no appointment: a tip, wholly its professional's, or a service
 *   added at the chair, at the rate in force;
 * - kind `tip` for a tip's line; its later corrections (the comanda reversed) are adjustments;
 * - at most one pending line per comanda line, as per appointment and professional.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE commission_lines
      ALTER COLUMN appointment_id DROP NOT NULL,
      ADD COLUMN comanda_line_id uuid REFERENCES comanda_lines(id),
      DROP CONSTRAINT commission_lines_kind_check,
      ADD CONSTRAINT commission_lines_kind_check CHECK (kind IN ('commission', 'adjustment', 'tip')),
      ADD CONSTRAINT commission_lines_one_source CHECK (num_nonnulls(appointment_id, comanda_line_id) = 1);
    CREATE UNIQUE INDEX commission_lines_one_pending_counter_idx ON commission_lines (comanda_line_id) WHERE payment_id IS NULL;
    CREATE INDEX commission_lines_counter_idx ON commission_lines (comanda_line_id) WHERE comanda_line_id IS NOT NULL;
    CREATE INDEX comandas_business_closed_idx ON comandas (business_id, closed_at) WHERE closed_at IS NOT NULL;
  `.execute(db);
}
