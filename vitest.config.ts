import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['e2e/**', 'dist/**', 'node_modules/**'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: PGlite boots are heavy, so keep to two files at a time.
    maxWorkers: 2,
  },
});
