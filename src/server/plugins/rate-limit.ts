import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in the database, so every server process sees the same count.
 * One statement increments or restarts the window, so concurrent requests cannot slip past.
 */
export function createRateLimiter(db: Kysely<Database>) {
  return {
    async consume(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
      const { rows } = await sql<{ count: number; retry_after: number }>`
        INSERT INTO rate_limit_counters AS c (key, window_started_at, count) VALUES (${key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.window_started_at <= now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE c.count + 1 END,
          window_started_at = CASE WHEN c.window_started_at <= now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE c.window_started_at END
        RETURNING count,
          ceil(extract(epoch FROM (window_started_at + make_interval(secs => ${windowSeconds}) - now())))::int AS retry_after
      `.execute(db);
      const row = rows[0];
      if (!row) throw new Error('rate limit counter not written');
      return { allowed: row.count <= limit, count: row.count, retryAfterSeconds: Math.max(1, row.retry_after) };
    },

    /** Gives back one attempt (a successful sign-in is not an attack). */
    async refund(key: string): Promise<void> {
      await db
        .updateTable('rate_limit_counters')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', '=', key)
        .where('count', '>', 0)
        .execute();
    },

    async reset(key: string): Promise<void> {
      await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
