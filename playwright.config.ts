import { defineConfig } from '@playwright/test';
import { APP_URL } from './e2e/support/env.ts';

/**
 * End-to-end journeys in the system Chromium (never a downloaded browser). The global setup
 * starts the servers the tests use — the main one on a throwaway PostgreSQL database with Google
 * pointed at a local OpenID Connect server, and one on the embedded PGlite — and stops them at
 * the end. `dist/` must be built first (`npm test` does).
 *
 * Knobs (environment): E2E_PORT (main server port, default 3210; the PGlite one takes the next),
 * E2E_POSTGRES_URL (the PostgreSQL server for the throwaway database, default
 * postgres://postgres@127.0.0.1:5432/postgres), E2E_KEEP_LOGS=1 (keep the servers' logs, whose
 * directory the run prints). Under CI=true a missing PostgreSQL fails the run; otherwise the tests
 * that need it are skipped, loudly.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  // Two workers, three servers and their browsers share two cores: a condition gets 20 s to
  // hold (what it asserts is unchanged; one that never holds still fails).
  expect: { timeout: 20_000 },
  use: {
    baseURL: APP_URL,
    // The product's default language; tests that want English say so.
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // Sign-up, sign-in, sign-out and the guards, the business set-up journey (issue 3) and the
      // schedule journey (issue 4) also on a phone, where the sidebar is a drawer.
      name: 'phone',
      testMatch: ['auth.spec.ts', 'embedded-database.spec.ts', 'business-setup.spec.ts', 'agenda.spec.ts'],
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
});
