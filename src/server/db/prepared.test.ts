import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/harness.ts';
import { prepared } from './prepared.ts';

describe.each(testEngines())('marked statements on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('answer like any other statement, and PostgreSQL keeps them prepared on the connection', async () => {
    const db = database.handle.db;
    for (const n of [1, 2, 3]) {
      const { rows } = await sql<{ n: number }>`${prepared} SELECT ${n}::int AS n`.execute(db);
      expect(rows).toEqual([{ n }]);
    }
    if (engine !== 'postgresql') return;
    // One connection, so the statements and this look-up share it.
    const kept = await db.connection().execute(async (connection) => {
      await sql`${prepared} SELECT ${1}::int AS n`.execute(connection);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE ${'%SELECT $1::int AS n%'}`.execute(connection);
      return rows[0]!.n;
    });
    expect(kept).toBe(1);
  });
});
