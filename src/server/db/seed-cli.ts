import { loadConfig } from '../config.ts';
import { openDatabase } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { createDiskStorage } from '../modules/site-content/upload-storage.ts';
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedDemo } from './seed.ts';

/** `npm run seed`: migrates, then seeds the demo business when the database is empty. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(database.db);
  if (await isEmpty(database.db)) {
    await seedDemo(database.db, new Date(), { storage: createDiskStorage(config.uploadsDir) });
    console.log(`Seeded the demo business. Sign in with ${DEMO_USERS.admin.email} / ${DEMO_PASSWORD}.`);
  } else {
    console.log('The database already has data; the demo business was not added.');
  }
} finally {
  await database.close();
}
