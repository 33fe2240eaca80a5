import { sql, type Kysely } from 'kysely';

/**
 * Secret iCalendar feed tokens: one for the whole business (professional_id NULL) and one per
 * professional. Regenerating a feed replaces its token, so old links stop working.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE calendar_feeds (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      professional_id uuid,
      token text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (business_id, professional_id) REFERENCES professionals(business_id, id) ON DELETE CASCADE,
      UNIQUE NULLS NOT DISTINCT (business_id, professional_id)
    );
    CREATE INDEX appointments_professional_time_idx ON appointments (professional_id, starts_at);
  `.execute(db);
}
