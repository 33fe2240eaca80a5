import { sql, type Kysely } from 'kysely';
import { pendingMigrations } from '../../db/migrate.ts';
import type { Database } from '../../db/schema.ts';

/** What the health checks ask the database: whether it answers, and which migrations it still lacks. */
export function createHealthRepository(db: Kysely<Database>) {
  return {
    async ping(): Promise<void> {
      await sql`SELECT 1`.execute(db);
    },
    pendingMigrations: (): Promise<string[]> => pendingMigrations(db),
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
