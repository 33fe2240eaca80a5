import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { APP_URL } from './e2e/support/env.ts';

/**
 * Debian's Chromium built as a headless shell (package chromium-headless-shell): the same Blink and
 * V8 as /usr/bin/chromium without the desktop browser around them, which costs the run a fifth less
 * CPU (docs/decisions/0036). The full browser is used where the shell is not installed;
 * E2E_CHROME names another executable.
 */
const CHROMIUM =
  process.env.E2E_CHROME ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';

// The files that must run in order (they publish the site server's texts) and those whose tests are
// longest: the queue starts with them, so that the run does not end on a long test that one worker
// runs while the other has nothing left to do.
const FIRST = [
  'site-content.spec.ts',
  'blog-contact.spec.ts',
  'screens.spec.ts',
  'business-setup.spec.ts',
  'agenda.spec.ts',
  'reports-commissions.spec.ts',
  'reviews.spec.ts',
];

/**
 * End-to-end journeys in the system's Chromium (CHROMIUM above; never a downloaded browser). The
 * global setup starts the servers the tests use — the main one on a throwaway PostgreSQL database with Google
 * pointed at a local OpenID Connect server, and two on the embedded PGlite — and stops them at
 * the end. `dist/` must be built first (`npm test` does).
 *
 * Each journey runs once, in its main form (pt-BR at 1280 px, or on a phone when it is a phone's);
 * what belongs to the other language or size has a short test of its own, and screens.spec.ts
 * checks every screen at 375 px in en-US and pt-BR (layout, translations, axe).
 *
 * Knobs (environment): E2E_PORT (main server port, default 3210; the PGlite one takes the next),
 * E2E_POSTGRES_URL (the PostgreSQL server for the throwaway database, default
 * postgres://postgres@127.0.0.1:5432/postgres), E2E_KEEP_LOGS=1 (keep the servers' logs, with every
 * request in them, and print their directory). Under CI=true a missing PostgreSQL fails the run; otherwise the tests
 * that need it are skipped, loudly.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The ten slowest files, whatever their time: where the run's minutes go. Playwright's own list
  // (reportSlowTests) only counts files that ran on one worker; this reporter adds up every
  // file's tests.
  reporter: [['list'], ['./e2e/support/slow-files-reporter.ts']],
  reportSlowTests: null,
  timeout: 30_000,
  // Two workers, three servers and their browsers share two cores: a condition gets 20 s to
  // hold (what it asserts is unchanged; one that never holds still fails).
  expect: { timeout: 20_000 },
  use: {
    baseURL: APP_URL,
    // The main form of every journey: the product's default language on a wide screen. Tests that
    // want English or a phone say so; screens.spec.ts checks every screen at 375 px in both languages.
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    headless: true,
    // A trace of every test costs the run a third of its time (the browser records a screencast
    // throughout); E2E_TRACE=1 keeps one for each failing test. A failure's screenshot is always kept.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  // Two workers take tests from one queue, project by project, each project's files in
  // alphabetical order: FIRST (above) before the others.
  projects: [
    { name: 'first', testMatch: FIRST },
    { name: 'then', testIgnore: FIRST },
  ],
});
