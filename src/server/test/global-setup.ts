import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  createPgliteTemplate,
  createPostgresTemplate,
  dropRunDatabases,
  dropStaleDatabases,
  newRunId,
  withClient,
} from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server's admin URL, or null when none answered (outside CI). */
    postgresUrl: string | null;
    /** A migrated PostgreSQL database that test databases are copied from (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string | null;
    /** This run's mark on the names of its databases. */
    testRun: string;
    /** A migrated embedded data directory (PGlite's dumpDataDir tar) that test databases start from. */
    pgliteTemplate: string;
  }
}

/**
 * Finds the PostgreSQL server the integration tests run on (TEST_DATABASE_URL, or the local one on
 * 127.0.0.1:5432) and migrates, once per run, a template database on it and an embedded data
 * directory: a test database is a copy of one of them, so a migration or a test file added costs
 * the run a constant, small amount. Without a server the PostgreSQL runs fall to PGlite, loudly;
 * under CI a missing server is a failure.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  let postgresUrl: string | null = url;
  try {
    await withClient(url, (client) => client.query('SELECT 1'));
  } catch (error) {
    if (process.env.CI) throw new Error(`PostgreSQL is required under CI but ${url} did not answer`, { cause: error });
    console.warn(`\n*** PostgreSQL at ${url} did not answer: the integration tests run on PGlite only ***\n`);
    postgresUrl = null;
  }

  const run = newRunId();
  const directory = mkdtempSync(path.join(tmpdir(), 'agendo-vitest-'));
  const [postgresTemplate, pgliteTemplate] = await Promise.all([
    postgresUrl ? dropStaleDatabases(postgresUrl).then(() => createPostgresTemplate(postgresUrl, run)) : null,
    createPgliteTemplate(directory),
  ]);
  project.provide('postgresUrl', postgresUrl);
  project.provide('postgresTemplate', postgresTemplate);
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('testRun', run);

  return async () => {
    rmSync(directory, { recursive: true, force: true });
    // The template, and any test database a failed test left behind.
    if (postgresUrl) await dropRunDatabases(postgresUrl, run).catch(() => {});
  };
}
