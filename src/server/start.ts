import type { Config } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedDemo } from './db/seed.ts';
import { buildApp, type AgendoApp } from './app.ts';
import { createDiskStorage } from './modules/site-content/upload-storage.ts';

/** Opens and migrates the database, seeds the demo on an empty one, and listens. */
export async function startServer(config: Config): Promise<AgendoApp> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const agendo = await buildApp({ config, database });
    const log = agendo.app.log;
    if (config.seedDemo && (await isEmpty(database.db))) {
      await seedDemo(database.db, new Date(), { storage: createDiskStorage(config.uploadsDir) });
      log.info('Seeded the demo business "Studio Bella Demo".');
    }
    await agendo.app.listen({ port: config.port, host: config.host });
    if (config.seedDemo) {
      log.info(
        `Demo sign-in (password ${DEMO_PASSWORD}): owner ${DEMO_USERS.admin.email} · professional ${DEMO_USERS.professional.email} · super admin ${DEMO_USERS.superAdmin.email}`,
      );
    }
    log.info(`Agendo ${config.version} on ${config.baseUrl} (database: ${database.engine}${config.databaseUrl ? '' : ` in ${config.dataDir}`})`);
    return agendo;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
