import { userInfo } from 'node:os';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/connection.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createSuperAdminsRepository } from './super-admins.repository.ts';

/**
 * `npm run super-admin -- add <email>` / `npm run super-admin -- remove <email>`: activates or
 * deactivates a super admin (docs/site-content.md), audited. Reads the same configuration as the server
 * (DATABASE_URL, or the embedded database in DATA_DIR — stop the server first: the embedded
 * database takes one process). The user must have signed up already.
 */
const [command, email] = process.argv.slice(2);
if ((command !== 'add' && command !== 'remove') || !email) {
  console.error('Usage: npm run super-admin -- add|remove <email>');
  process.exit(2);
}

const config = loadConfig({ ...process.env, WORKER: 'false', SEED_DEMO: 'false' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(database.db);
  const operator = (() => {
    try {
      return userInfo().username;
    } catch {
      return 'unknown';
    }
  })();
  const change = await createSuperAdminsRepository(database.db).setActive(email, command === 'add', operator);
  if (change.kind === 'unknown-user') {
    console.error(`No account with the e-mail ${email}. They sign up first (at /auth), then run this again.`);
    process.exitCode = 1;
  } else if (change.kind === 'unchanged') {
    console.log(
      `${email} ${change.isActive ? 'is already an active' : 'is not an active'} super admin; nothing changed.`,
    );
  } else {
    console.log(
      `${email} ${change.after ? 'is now an active super admin' : 'is no longer a super admin (from their next request on)'}. Audited.`,
    );
  }
} finally {
  await database.close();
}
