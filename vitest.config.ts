import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['e2e/**', 'dist/**', 'node_modules/**'],
    environment: 'node',
    // Migrates one PostgreSQL template and one embedded data directory per run (docs/testing.md).
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores, two files at a time. A worker runs file after file in one module graph: the
    // server's modules load once per worker, not once per file (no test mocks modules or leaves
    // globals, timers or environment changed behind it).
    maxWorkers: 2,
    isolate: false,
    reporters: ['default', './scripts/test-support/vitest-slowest-files.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/server/test/**', 'src/web/test/**'],
      reporter: ['text-summary', 'json-summary'],
    },
  },
});
