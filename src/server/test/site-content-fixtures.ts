import { createSuperAdminsRepository } from '../modules/site-content/super-admins.repository.ts';
import { signUpOwner } from './business-fixtures.ts';
import type { HttpClient, TestApp } from './harness.ts';

/**
 * A signed-in super admin, made one as `npm run super-admin -- add` does. With `business: false`
 * (the default) their profile and business are gone: a super admin of the platform only.
 */
export async function signUpSuperAdmin(
  t: TestApp,
  email: string,
  options: { business: boolean } = { business: false },
): Promise<HttpClient> {
  const owner = await signUpOwner(t, email);
  const db = t.database.handle.db;
  if (!options.business) {
    await db.deleteFrom('profiles').where('id', '=', owner.userId).execute();
    await db.deleteFrom('businesses').where('id', '=', owner.businessId).execute();
  }
  const change = await createSuperAdminsRepository(db).setActive(email, true, 'test');
  if (change.kind !== 'changed') throw new Error(`${email} was not made a super admin: ${change.kind}`);
  return owner.client;
}
