import type { Config } from './config.ts';
import { backupBeforeMigrating } from './db/automatic-backups.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedDemo } from './db/seed.ts';
import { buildApp, type AgendoApp } from './app.ts';
import { createDiskStorage } from './modules/site-content/upload-storage.ts';

/**
 * Opens the database and listens at once — GET /api/health/ready answers 503 `starting`, every
 * other request 503 `STARTING` — then migrates (an embedded database with data is backed up
 * first, into DATA_DIR/backups), seeds the demo on an empty database, and is ready. A migration
 * that fails stops the start: the error names it (serve.ts exits non-zero).
 */
export async function startServer(config: Config): Promise<AgendoApp> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let agendo: AgendoApp | undefined;
  try {
    agendo = await buildApp({ config, database, starting: true });
    const log = agendo.app.log;
    await agendo.app.listen({ port: config.port, host: config.host });
    const backup = await backupBeforeMigrating(database, config);
    if (backup) log.info(`Backed up the database before migrating it: ${backup}`);
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) log.info(`Applied migrations: ${applied.join(', ')}`);
    if (config.seedDemo && (await isEmpty(database.db))) {
      await seedDemo(database.db, new Date(), { storage: createDiskStorage(config.uploadsDir) });
      log.info('Seeded the demo business "Studio Bella Demo".');
    }
    agendo.markReady();
    if (config.seedDemo) {
      log.info(
        `Demo sign-in (password ${DEMO_PASSWORD}): owner ${DEMO_USERS.admin.email} · professional ${DEMO_USERS.professional.email} · super admin ${DEMO_USERS.superAdmin.email}`,
      );
    }
    log.info(
      `Agendo ${config.version} on ${config.baseUrl} (database: ${database.engine}${config.databaseUrl ? '' : ` in ${config.dataDir}`})`,
    );
    return agendo;
  } catch (error) {
    if (agendo) await agendo.close().catch(() => {});
    else await database.close().catch(() => {});
    throw error;
  }
}
