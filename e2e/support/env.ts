/**
 * Where the servers of the end-to-end run listen, shared by playwright.config.ts, the global
 * setup and the tests. Ports can be moved with E2E_PORT (the main server; the PGlite one takes
 * the next port).
 */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3210);
export const PGLITE_PORT = APP_PORT + 1;

/** The main server: PostgreSQL (a throwaway database), Google through the local OIDC server. */
export const APP_URL = `http://localhost:${APP_PORT}`;
/** The second server: the embedded PGlite default, no Google keys. */
export const PGLITE_URL = `http://localhost:${PGLITE_PORT}`;

export const GOOGLE_CLIENT_ID = 'agendo-e2e';
export const GOOGLE_CLIENT_SECRET = 'agendo-e2e-secret-that-is-long-enough';

export const DEMO_PASSWORD = 'agendo123';
export const DEMO_ADMIN = 'admin@agendo.local';
export const DEMO_PROFESSIONAL = 'profissional@agendo.local';
export const DEMO_BUSINESS_NAME = 'Studio Bella Demo';

/** Set by the global setup for the test workers when the main server runs on PostgreSQL. */
export const ENV_DATABASE_URL = 'AGENDO_E2E_DATABASE_URL';
