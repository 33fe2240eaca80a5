import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, bothEngines, testEngines, type TestDatabase } from '../test/harness.ts';
import { prepared, prepareMarkedStatements } from './prepared.ts';

describe.each(
  bothEngines(
    'marked statements are prepared per connection on PostgreSQL and pass through the pool adapter on PGlite',
  ),
)('marked statements on %s', (engine) => {
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
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE ${'%SELECT $1::int AS n%'}`.execute(
        connection,
      );
      return rows[0]!.n;
    });
    expect(kept).toBe(1);
  });
});

// The wrapper is installed on pg's connections only: PGlite has no pool of them.
describe.runIf(testEngines().includes('postgresql'))('the prepared-statement wrapper on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgresql', { migrate: false });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('passes every other call to pg as it came, callbacks included', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    // pool.end() lets go of its connection before the server has closed it: the database's drop
    // right after may terminate it, and an error without a listener would end the test run.
    pool.on('connect', (client) => {
      client.on('error', () => {});
      prepareMarkedStatements(client);
    });
    try {
      // pool.query hands the connection a callback; a wrapper that dropped it would never answer.
      const plain = await pool.query<{ n: number }>('SELECT $1::int AS n', [7]);
      expect(plain.rows).toEqual([{ n: 7 }]);
      const client = await pool.connect();
      try {
        const marked = await new Promise<pg.QueryResult>((resolve, reject) =>
          client.query(`${'/* prepared */'} SELECT $1::int AS n`, [8], (error: Error | null, result: pg.QueryResult) =>
            error ? reject(error) : resolve(result),
          ),
        );
        expect(marked.rows).toEqual([{ n: 8 }]);
        const markedNoValues = await new Promise<pg.QueryResult>((resolve, reject) =>
          client.query(`${'/* prepared */'} SELECT 9 AS n`, (error: Error | null, result: pg.QueryResult) =>
            error ? reject(error) : resolve(result),
          ),
        );
        expect(markedNoValues.rows).toEqual([{ n: 9 }]);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  });
});
