import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './connection.ts';
import { MIGRATION_NAMES, migrateToLatest } from './migrate.ts';
import { createTestDatabase, bothEngines } from '../test/harness.ts';

describe.each(bothEngines('the migrations build the schema on each engine'))('migrations on %s', (engine) => {
  it('build the whole schema from an empty database, and a second run changes nothing', async () => {
    const test = await createTestDatabase(engine, { migrate: false });
    try {
      const applied = await migrateToLatest(test.handle.db);
      expect(applied).toEqual(MIGRATION_NAMES);
      expect(MIGRATION_NAMES.slice(0, 2)).toEqual(['0001-foundation', '0002-business-data']);
      expect(await migrateToLatest(test.handle.db)).toEqual([]);
      const { rows } = await sql<{ table_name: string }>`
        SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name
      `.execute(test.handle.db);
      expect(rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining([
          'businesses',
          'profiles',
          'super_admins',
          'users',
          'sessions',
          'accounts',
          'verifications',
          'outbox_messages',
          'appointments',
          'services',
          'professionals',
          'clients',
        ]),
      );
    } finally {
      await test.handle.close();
      await test.drop();
    }
  });

  if (engine === 'postgresql') {
    it('two processes starting at once migrate once', async () => {
      const test = await createTestDatabase(engine, { migrate: false });
      const other = await openDatabase({ databaseUrl: test.url, dataDir: '' });
      try {
        const [a, b] = await Promise.all([migrateToLatest(test.handle.db), migrateToLatest(other.db)]);
        expect([...a, ...b].sort()).toEqual(MIGRATION_NAMES);
      } finally {
        await other.close();
        await test.handle.close();
        await test.drop();
      }
    });
  }
});
