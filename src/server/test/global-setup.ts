import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

/**
 * Finds the PostgreSQL server the integration tests also run on: TEST_DATABASE_URL, or the
 * local one on 127.0.0.1:5432. Without one the PostgreSQL runs are skipped, loudly; under CI a
 * missing server is a failure.
 */
export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    project.provide('postgresUrl', url);
  } catch (error) {
    if (process.env.CI) throw new Error(`PostgreSQL is required under CI but ${url} did not answer`, { cause: error });
    console.warn(`\n*** PostgreSQL at ${url} did not answer: the PostgreSQL runs of the integration tests are SKIPPED ***\n`);
    project.provide('postgresUrl', null);
  } finally {
    await client.end().catch(() => {});
  }
}
