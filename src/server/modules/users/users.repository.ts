import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { BusinessUser } from '../../../contracts/users.ts';
import type { PlanKey } from '../../../core/plans.ts';
import type { Database } from '../../db/schema.ts';
import type { OutboxRepository, OutgoingMessage } from '../mail/outbox.repository.ts';

export interface NewLogin {
  userId: string;
  email: string;
  fullName: string;
  passwordHash: string;
  professionalId: string;
}

/** The business row, locked for the length of a transaction that changes who may sign in. */
export interface LockedBusiness {
  plan: PlanKey;
  /** A downgrade waiting for the end of the paid period. */
  scheduledPlan: PlanKey | null;
  name: string;
  /** Writes a message that must commit with the login (the invitation e-mail). */
  queueMessage(message: OutgoingMessage): Promise<void>;
  countProfiles(): Promise<number>;
  findProfessional(professionalId: string): Promise<{ id: string; fullName: string; userId: string | null } | null>;
  isEmailTaken(email: string): Promise<boolean>;
  createLogin(login: NewLogin): Promise<BusinessUser>;
  /** A better-auth password-reset token, which is how an invited professional sets a password. */
  createPasswordToken(userId: string, token: string, expiresAt: Date): Promise<void>;
}

/** Who may sign in to a business: the owner's and the professionals' profiles and logins. */
export function createUsersRepository(db: Kysely<Database>, outbox: OutboxRepository) {
  return {
    async list(businessId: string): Promise<{ items: BusinessUser[]; plan: PlanKey }> {
      const [rows, business] = await Promise.all([
        db
          .selectFrom('profiles as pr')
          .innerJoin('users as u', 'u.id', 'pr.id')
          .leftJoin('professionals as p', (join) => join.onRef('p.user_id', '=', 'pr.id').onRef('p.business_id', '=', 'pr.business_id'))
          .select(['pr.id', 'pr.role', 'pr.full_name', 'pr.created_at', 'u.email', 'p.id as professional_id', 'p.full_name as professional_name'])
          .where('pr.business_id', '=', businessId)
          .orderBy('pr.role')
          .orderBy('pr.created_at')
          .orderBy('pr.id')
          .execute(),
        db.selectFrom('businesses').select('plan').where('id', '=', businessId).executeTakeFirstOrThrow(),
      ]);
      return {
        plan: business.plan,
        items: rows.map((r) => ({
          userId: r.id,
          fullName: r.professional_name ?? r.full_name,
          email: r.email,
          role: r.role,
          professionalId: r.professional_id,
          createdAt: r.created_at.toISOString(),
        })),
      };
    },

    /**
     * Runs `work` in one transaction holding the business row's lock, so two grants at once
     * are counted one after the other and cannot pass the plan's limit together.
     */
    async withLockedBusiness<T>(businessId: string, work: (business: LockedBusiness) => Promise<T>): Promise<T | null> {
      return db.transaction().execute(async (trx) => {
        const business = await trx.selectFrom('businesses').select(['plan', 'scheduled_plan', 'name']).where('id', '=', businessId).forUpdate().executeTakeFirst();
        if (!business) return null;
        return work({
          plan: business.plan,
          scheduledPlan: business.scheduled_plan,
          name: business.name,
          queueMessage: (message) => outbox.addWith(trx, [message]),
          async countProfiles() {
            const row = await trx
              .selectFrom('profiles')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('business_id', '=', businessId)
              .executeTakeFirstOrThrow();
            return Number(row.n);
          },
          async findProfessional(professionalId) {
            const row = await trx
              .selectFrom('professionals')
              .select(['id', 'full_name', 'user_id'])
              .where('business_id', '=', businessId)
              .where('id', '=', professionalId)
              .forUpdate()
              .executeTakeFirst();
            return row ? { id: row.id, fullName: row.full_name, userId: row.user_id } : null;
          },
          async isEmailTaken(email) {
            const row = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
            return row !== undefined;
          },
          async createLogin(login) {
            await trx.insertInto('users').values({ id: login.userId, email: login.email, name: login.fullName, email_verified: false }).execute();
            await trx
              .insertInto('accounts')
              .values({ id: randomUUID(), user_id: login.userId, account_id: login.userId, provider_id: 'credential', password: login.passwordHash })
              .execute();
            const profile = await trx
              .insertInto('profiles')
              .values({ id: login.userId, business_id: businessId, role: 'professional', full_name: login.fullName })
              .returning('created_at')
              .executeTakeFirstOrThrow();
            await trx
              .updateTable('professionals')
              .set({ user_id: login.userId, updated_at: new Date() })
              .where('business_id', '=', businessId)
              .where('id', '=', login.professionalId)
              .execute();
            return {
              userId: login.userId,
              fullName: login.fullName,
              email: login.email,
              role: 'professional',
              professionalId: login.professionalId,
              createdAt: profile.created_at.toISOString(),
            };
          },
          async createPasswordToken(userId, token, expiresAt) {
            await trx
              .insertInto('verifications')
              .values({ id: randomUUID(), identifier: `reset-password:${token}`, value: userId, expires_at: expiresAt })
              .execute();
          },
        });
      });
    },

    /** The login a password token is for: its role, its place among the business's logins, and the plan. */
    async loginRank(token: string) {
      const row = await db
        .selectFrom('verifications as v')
        .innerJoin('profiles as p', 'p.id', 'v.value')
        .innerJoin('businesses as b', 'b.id', 'p.business_id')
        .select((eb) => [
          'p.role',
          'b.plan',
          'b.scheduled_plan',
          eb
            .selectFrom('profiles as o')
            .select((o) => o.fn.countAll<number>().as('n'))
            .whereRef('o.business_id', '=', 'p.business_id')
            .where((o) => o.or([o('o.created_at', '<', o.ref('p.created_at')), o.and([o('o.created_at', '=', o.ref('p.created_at')), o('o.id', '<=', o.ref('p.id'))])]))
            .as('rank'),
        ])
        .where('v.identifier', '=', `reset-password:${token}`)
        .executeTakeFirst();
      return row ? { role: row.role, plan: row.plan, scheduledPlan: row.scheduled_plan, rank: Number(row.rank) } : null;
    },

    /**
     * Removes a professional's login: their sessions (they are signed out at once), pending
     * password links, profile and user. The professional record stays, without a login.
     */
    async revoke(businessId: string, userId: string): Promise<'revoked' | 'not_found' | 'owner'> {
      return db.transaction().execute(async (trx) => {
        const profile = await trx
          .selectFrom('profiles')
          .select('role')
          .where('id', '=', userId)
          .where('business_id', '=', businessId)
          .forUpdate()
          .executeTakeFirst();
        if (!profile) return 'not_found';
        if (profile.role === 'admin') return 'owner';
        await trx.updateTable('professionals').set({ user_id: null, updated_at: new Date() }).where('business_id', '=', businessId).where('user_id', '=', userId).execute();
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('verifications').where('value', '=', userId).execute();
        await trx.deleteFrom('users').where('id', '=', userId).execute();
        return 'revoked';
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/**
 * Deletes the accounts of these users that no longer belong to any business (no profile left) and
 * are not super admins (active or not): the user row, and with it their sessions and sign-in
 * methods, and their pending password links. Called in the transaction that erased their business
 * (docs/business-closing.md); answers how many accounts went.
 */
export async function deleteAccountsLeftWithoutBusiness(executor: Kysely<Database> | Transaction<Database>, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const orphans = await executor
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', 'in', [...userIds])
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('profiles as p').select('p.id').whereRef('p.id', '=', 'u.id'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('super_admins as s').select('s.user_id').whereRef('s.user_id', '=', 'u.id'))))
    .forUpdate()
    .execute();
  const ids = orphans.map((row) => row.id);
  if (ids.length === 0) return 0;
  await executor.deleteFrom('verifications').where('value', 'in', ids).execute();
  await executor.deleteFrom('users').where('id', 'in', ids).execute();
  return ids.length;
}
