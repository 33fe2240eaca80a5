import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Keys refused in memory at most; past it the memory starts over and the database decides. */
const MAX_BLOCKED_KEYS = 10_000;

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in the database, so every server process sees the same count.
 * One statement increments or restarts the window, so concurrent requests cannot slip past.
 * A key found over its limit is then refused in memory until its window ends, so a flood
 * costs the database nothing more (and callers may do their work beside the check).
 */
export function createRateLimiter(db: Kysely<Database>, now: () => number = Date.now) {
  const blockedUntil = new Map<string, { until: number; count: number }>();
  return {
    /** The refusal remembered for a key whose window has not ended, without asking the database. */
    refusedInMemory(key: string): RateLimitResult | null {
      const blocked = blockedUntil.get(key);
      if (!blocked) return null;
      const left = blocked.until - now();
      if (left > 0)
        return { allowed: false, count: blocked.count, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) };
      blockedUntil.delete(key);
      return null;
    },

    async consume(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
      const refused = this.refusedInMemory(key);
      if (refused) return refused;
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
      const retryAfterSeconds = Math.max(1, row.retry_after);
      if (row.count > limit) {
        if (blockedUntil.size >= MAX_BLOCKED_KEYS) blockedUntil.clear();
        blockedUntil.set(key, { until: now() + retryAfterSeconds * 1000, count: row.count });
      }
      return { allowed: row.count <= limit, count: row.count, retryAfterSeconds };
    },

    /** Gives back one attempt (a successful sign-in is not an attack). */
    async refund(key: string): Promise<void> {
      blockedUntil.delete(key);
      await db
        .updateTable('rate_limit_counters')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', '=', key)
        .where('count', '>', 0)
        .execute();
    },

    async reset(key: string): Promise<void> {
      blockedUntil.delete(key);
      await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
