import { sql, type Kysely } from 'kysely';

/**
 * Rate-limit counters are written on every public request and worth nothing after a crash: an
 * unlogged table skips the write-ahead log, so counting costs no disk flush.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE rate_limit_counters SET UNLOGGED`.execute(db);
}
