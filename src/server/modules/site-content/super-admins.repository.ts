import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { appendAudit } from './audit-log.repository.ts';

export type SuperAdminChange =
  | { kind: 'unknown-user' }
  | { kind: 'unchanged'; isActive: boolean }
  | { kind: 'changed'; userId: string; before: boolean | null; after: boolean };

/** A user becomes a super admin (the demo's is one from the start, with no audit row: nobody made them one). */
export async function insertSuperAdminWith(executor: Kysely<Database>, userId: string, active: boolean): Promise<void> {
  await executor.insertInto('super_admins').values({ user_id: userId, is_active: active }).execute();
}

/**
 * The one writer of `super_admins`: activating or deactivating a super admin by e-mail, with its
 * audit row in the same transaction. Deactivation keeps the row (is_active false), so the history
 * reads plainly; the next request of that user is refused.
 */
export function createSuperAdminsRepository(db: Kysely<Database>) {
  return {
    async setActive(email: string, active: boolean, operator: string): Promise<SuperAdminChange> {
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['id', 'email'])
          .where('email', '=', email.trim().toLowerCase())
          .executeTakeFirst();
        if (!user) return { kind: 'unknown-user' as const };
        const row = await trx
          .selectFrom('super_admins')
          .select('is_active')
          .where('user_id', '=', user.id)
          .forUpdate()
          .executeTakeFirst();
        const before = row?.is_active ?? null;
        if ((before ?? false) === active) return { kind: 'unchanged' as const, isActive: active };
        if (row)
          await trx.updateTable('super_admins').set({ is_active: active }).where('user_id', '=', user.id).execute();
        else await insertSuperAdminWith(trx, user.id, active);
        await appendAudit(trx, {
          userId: null,
          userEmail: null,
          actionType: active ? 'add_super_admin' : 'remove_super_admin',
          targetTable: 'super_admins',
          targetId: user.id,
          before: before === null ? null : { isActive: before, email: user.email },
          after: { isActive: active, email: user.email },
          description: `${active ? 'Activated' : 'Deactivated'} super admin ${user.email} from the command line (${operator})`,
          sessionId: null,
        });
        return { kind: 'changed' as const, userId: user.id, before, after: active };
      });
    },
  };
}
