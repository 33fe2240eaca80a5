import { sql, type Kysely } from 'kysely';

/**
 * Free times read every appointment of a team over a month. With the end and the status in the
 * (professional, start) index, that read comes from the index alone instead of one table page
 * per appointment; the index replaces the narrower one, so writes maintain no extra index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX appointments_professional_time_idx`.execute(db);
  await sql`CREATE INDEX appointments_professional_time_idx ON appointments (professional_id, starts_at) INCLUDE (ends_at, status)`.execute(
    db,
  );
}
