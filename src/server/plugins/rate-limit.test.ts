import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultEngine, createTestDatabase, type TestDatabase } from '../test/harness.ts';
import { createRateLimiter } from './rate-limit.ts';

describe('rate limiter', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(defaultEngine());
  });
  afterAll(async () => {
    await database.drop();
  });

  it('refuses a key past its limit, then from memory until its window ends', async () => {
    let clock = Date.now();
    const limiter = createRateLimiter(database.handle.db, () => clock);
    const key = 'test:memory';
    for (let i = 1; i <= 3; i++) expect(await limiter.consume(key, 3, 60)).toMatchObject({ allowed: true, count: i });
    expect(limiter.refusedInMemory(key)).toBeNull();

    const refused = await limiter.consume(key, 3, 60);
    expect(refused).toMatchObject({ allowed: false, count: 4 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(limiter.refusedInMemory(key)).toMatchObject({ allowed: false, count: 4 });

    // Refused in memory: the database counter no longer moves.
    expect(await limiter.consume(key, 3, 60)).toMatchObject({ allowed: false });
    const { count } = await database.handle.db
      .selectFrom('rate_limit_counters')
      .select('count')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(count).toBe(4);

    // Once the window has ended (here, in this process's clock) the database decides again.
    clock += (refused.retryAfterSeconds + 1) * 1000;
    expect(limiter.refusedInMemory(key)).toBeNull();
  });

  it('forgets a refusal when the key is reset or given back', async () => {
    const limiter = createRateLimiter(database.handle.db);
    for (const forget of [(key: string) => limiter.reset(key), (key: string) => limiter.refund(key)]) {
      const key = `test:forget:${Math.random()}`;
      await limiter.consume(key, 1, 60);
      expect(await limiter.consume(key, 1, 60)).toMatchObject({ allowed: false });
      await forget(key);
      expect(limiter.refusedInMemory(key)).toBeNull();
    }
  });
});
