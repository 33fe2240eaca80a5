import { sql, type Kysely } from 'kysely';

/**
 * `businesses.details_confirmed_at`: when the owner last saved the business's name and time zone
 * (the setup's first step, or the settings). With it, the first step counts as done once it was
 * saved, whether or not the business has a phone or an address (src/core/setup-checklist.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE businesses ADD COLUMN details_confirmed_at timestamptz`.execute(db);
}
