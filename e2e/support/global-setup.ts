import { randomBytes } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { radicaleAvailable, startRadicale } from '../../src/server/test/radicale.ts';
import { withClient } from '../../src/server/test/templates.ts';
import { startAppServer, type AppServer } from './app-server.ts';
import {
  APP_PORT,
  APP_URL,
  ENV_DATABASE_URL,
  ENV_RADICALE_URL,
  GOOGLE_CLIENT_ID,
  GOOGLE_CLIENT_SECRET,
  PGLITE_PORT,
  PGLITE_URL,
  RADICALE_PASSWORD,
  RADICALE_USER,
  SITE_PORT,
  SITE_URL,
} from './env.ts';
import { startOidcServer, type OidcServer } from './oidc-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The PostgreSQL server of the development and CI machines (docs/testing.md); E2E_POSTGRES_URL moves it. */
const POSTGRES_ADMIN_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Databases of runs that died without their teardown are dropped once they are this old. */
const STALE_AFTER_SECONDS = 6 * 60 * 60;

/**
 * Creates `agendo_e2e_<unix seconds>_<random>` on the local PostgreSQL (and drops stale ones of
 * earlier runs); null when no server answers outside CI.
 */
async function createThrowawayDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const now = Math.floor(Date.now() / 1000);
  const name = `agendo_e2e_${now}_${randomBytes(4).toString('hex')}`;
  try {
    await withClient(POSTGRES_ADMIN_URL, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname ~ '^agendo_e2e_[0-9]+_[0-9a-f]+$'`,
      );
      for (const { datname } of rows) {
        if (now - Number(datname.split('_')[2]) > STALE_AFTER_SECONDS) {
          await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        }
      }
      await client.query(`CREATE DATABASE ${name}`);
    });
  } catch (error) {
    if (process.env.CI) {
      throw new Error(`PostgreSQL is required under CI but ${POSTGRES_ADMIN_URL} did not answer`, { cause: error });
    }
    console.warn(
      `\n${'*'.repeat(100)}\n*** PostgreSQL at ${POSTGRES_ADMIN_URL} did not answer (${(error as Error).message}).\n` +
        `*** The main e2e server runs on PGlite instead and the tests that change rows directly are SKIPPED.\n${'*'.repeat(100)}\n`,
    );
    return null;
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(POSTGRES_ADMIN_URL, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => {},
      ),
  };
}

/** Every file the build's manifest names, plus index.html: a complete build. */
function isCompleteBuild(dist: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; css?: string[] }
    >;
    const files = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
    return existsSync(path.join(dist, 'index.html')) && files.every((file) => existsSync(path.join(dist, file)));
  } catch {
    return false;
  }
}

/**
 * Copies what the server runs — src/, the built dist/ and package.json, with node_modules linked —
 * into `target`, so that the run serves one consistent build even when someone edits src/ or
 * rebuilds dist/ (which Vite empties first) while the tests run. Waits for a build in progress.
 */
async function snapshotApp(target: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    cpSync(path.join(ROOT, 'src'), path.join(target, 'src'), { recursive: true });
    // dist is a link to the current build (scripts/build.ts): its files are copied.
    cpSync(path.join(ROOT, 'dist'), path.join(target, 'dist'), { recursive: true, dereference: true });
    if (isCompleteBuild(path.join(target, 'dist'))) break;
    if (attempt === 30) throw new Error('dist/ stayed incomplete for 30 s (is a build failing?): run `npm run build`.');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  copyFileSync(path.join(ROOT, 'package.json'), path.join(target, 'package.json'));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(target, 'node_modules'), 'dir');
}

/**
 * Starts, in this order: (after taking a snapshot of src/ and dist/ to run) the local OpenID Connect server standing in for Google (better-auth
 * reads its discovery document when the app starts), a throwaway PostgreSQL database, the main
 * server on it (port 3210, Google configured), a second server on the embedded PGlite default
 * (port 3211, no Google keys), a third on PGlite for the journeys that publish the site's
 * texts (port 3212), and Radicale, a CalDAV server, when installed. Returns the teardown that stops them all.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/ is not built: run `npm run build` before `playwright test` (`npm test` does both).');
  }

  const cleanups: Array<() => Promise<void>> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error('e2e teardown:', error));
    }
  };

  try {
    const workDir = mkdtempSync(path.join(tmpdir(), 'agendo-e2e-'));
    cleanups.push(async () => {
      if (process.env.E2E_KEEP_LOGS) console.log(`e2e: server logs kept in ${workDir}`);
      else rmSync(workDir, { recursive: true, force: true });
    });

    const appDir = path.join(workDir, 'app');
    await snapshotApp(appDir);

    const oidc: OidcServer = await startOidcServer({
      clientId: GOOGLE_CLIENT_ID,
      clientSecret: GOOGLE_CLIENT_SECRET,
      redirectUris: [`${APP_URL}/api/auth/callback/google`],
    });
    cleanups.push(() => oidc.close());

    const database = await createThrowawayDatabase();
    if (database) {
      cleanups.push(() => database.drop());
      // The workers inherit it: the tests that change rows directly connect with it.
      process.env[ENV_DATABASE_URL] = database.url;
    }

    // A real CalDAV server for the calendars journey (the main server, not in production, may reach
    // this machine); without Radicale outside CI that journey is skipped, loudly.
    if (radicaleAvailable()) {
      const radicale = await startRadicale();
      cleanups.push(() => radicale.stop());
      radicale.setUser(RADICALE_USER, RADICALE_PASSWORD);
      process.env[ENV_RADICALE_URL] = radicale.url;
    }

    const common = {
      // Every test signs in from 127.0.0.1: keep the per-IP limit out of the way.
      SIGN_IN_LIMIT_PER_IP: '1000',
      // Each page the tests leave reports its speed, from that one address too.
      WEB_VITALS_REPORTS_PER_IP: '100000',
      // Nothing balances load in front of them: at the end of the run they stop at once instead of
      // answering 'draining' to nobody for the default 10 s.
      DRAIN_SECONDS: '0',
      AUTH_SECRET: randomBytes(32).toString('hex'),
    };

    const started = await Promise.allSettled([
      startAppServer({
        name: 'main',
        cwd: appDir,
        port: APP_PORT,
        url: APP_URL,
        logFile: path.join(workDir, 'main-server.log'),
        env: {
          ...common,
          DATA_DIR: path.join(workDir, 'main-data'),
          DATABASE_URL: database?.url ?? '',
          // The outbox is sent in rounds: a journey that waits for a message (an e-mail, a WhatsApp
          // answer) waits for the next one, on average half the round. The default's 2 s rounds left
          // the workers waiting with the cores free. The servers on PGlite keep the default: no
          // journey waits for their messages, and each round's queries cost PGlite CPU (an idle
          // one used 5.7 % of a core at 250 ms, 2.2 % at 2 s).
          WORKER_INTERVAL_MS: '250',
          GOOGLE_CLIENT_ID,
          GOOGLE_CLIENT_SECRET,
          GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
        },
      }),
      startAppServer({
        name: 'pglite',
        cwd: appDir,
        port: PGLITE_PORT,
        url: PGLITE_URL,
        logFile: path.join(workDir, 'pglite-server.log'),
        env: {
          ...common,
          DATA_DIR: path.join(workDir, 'pglite-data'),
          DATABASE_URL: '',
          GOOGLE_CLIENT_ID: '',
          GOOGLE_CLIENT_SECRET: '',
        },
      }),
      startAppServer({
        name: 'site',
        cwd: appDir,
        port: SITE_PORT,
        url: SITE_URL,
        logFile: path.join(workDir, 'site-server.log'),
        env: {
          ...common,
          DATA_DIR: path.join(workDir, 'site-data'),
          DATABASE_URL: '',
          GOOGLE_CLIENT_ID: '',
          GOOGLE_CLIENT_SECRET: '',
        },
      }),
    ]);
    for (const result of started) {
      if (result.status === 'fulfilled') cleanups.push(() => result.value.stop());
    }
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [app, embedded, site] = started.map((result) => (result as PromiseFulfilledResult<AppServer>).value) as [
      AppServer,
      AppServer,
      AppServer,
    ];
    console.log(
      `e2e: main server ${app.url} (${database ? 'PostgreSQL' : 'PGlite'}), embedded server ${embedded.url} (PGlite), site server ${site.url} (PGlite), OIDC ${oidc.issuer}`,
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
