import { sql, type Kysely } from 'kysely';

/**
 * Visits of several services (docs/booking.md): the steps of one visit share `visit_id`, the
 * first step's id; an appointment of one service has none.
 *
 * The no-overlap constraint becomes deferrable (still checked at once unless a transaction defers
 * it): a visit moved whole shifts all its steps in one transaction, and a step's new time may
 * cover where another step of the same visit was a moment before. Checked at commit, only the
 * visit's final times count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE appointments
      ADD COLUMN visit_id uuid,
      DROP CONSTRAINT appointments_no_overlap,
      ADD CONSTRAINT appointments_no_overlap EXCLUDE USING gist (
        professional_id WITH =,
        tstzrange(starts_at, ends_at, '[)') WITH &&
      ) WHERE (status <> 'cancelled') DEFERRABLE INITIALLY IMMEDIATE
  `.execute(db);
  await sql`CREATE INDEX appointments_visit_idx ON appointments (visit_id) WHERE visit_id IS NOT NULL`.execute(db);
}
