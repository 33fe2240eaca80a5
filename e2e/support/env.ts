/**
 * Where the servers of the end-to-end run listen, shared by playwright.config.ts, the global
 * setup and the tests. Ports can be moved with E2E_PORT (the main server; the PGlite one takes
 * the next port, the site's the one after).
 */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3210);
export const PGLITE_PORT = APP_PORT + 1;
export const SITE_PORT = APP_PORT + 2;

/** The main server: PostgreSQL (a throwaway database), Google through the local OIDC server. */
export const APP_URL = `http://localhost:${APP_PORT}`;
/** The second server: the embedded PGlite default, no Google keys. */
export const PGLITE_URL = `http://localhost:${PGLITE_PORT}`;
/**
 * The third server, PGlite with the demo data: the site's published texts and screenshots are
 * the whole server's, so the journeys that publish them (site-content.spec.ts) have it to
 * themselves and every other test keeps reading the built-in landing page.
 */
export const SITE_URL = `http://localhost:${SITE_PORT}`;

export const GOOGLE_CLIENT_ID = 'agendo-e2e';
export const GOOGLE_CLIENT_SECRET = 'agendo-e2e-secret-that-is-long-enough';

export const DEMO_PASSWORD = 'agendo123';
export const DEMO_ADMIN = 'admin@agendo.local';
export const DEMO_PROFESSIONAL = 'profissional@agendo.local';
/** A super admin of the platform (no business), seeded with the demo. */
export const SUPER_ADMIN = 'superadmin@agendo.local';
export const DEMO_BUSINESS_NAME = 'Studio Bella Demo';

/** Set by the global setup for the test workers when the main server runs on PostgreSQL. */
export const ENV_DATABASE_URL = 'AGENDO_E2E_DATABASE_URL';

/**
 * Set by the global setup for the test workers when Radicale (a real CalDAV server) runs: its
 * address, and a user and password it accepts.
 */
export const ENV_RADICALE_URL = 'AGENDO_E2E_RADICALE_URL';
export const RADICALE_USER = 'paula';
export const RADICALE_PASSWORD = 'radicale-e2e-password';
