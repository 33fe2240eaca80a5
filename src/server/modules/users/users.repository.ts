import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '../../../contracts/session.ts';
import type { BusinessUser } from '../../../contracts/users.ts';
import type { PlanKey } from '../../../core/plans.ts';
import type { Database } from '../../db/schema.ts';

export interface NewLogin {
  userId: string;
  email: string;
  fullName: string;
  passwordHash: string;
  /** Whether the e-mail address is known to be theirs (a login given by the owner: not yet). */
  emailVerified: boolean;
}

/** The business, locked for the length of a transaction that changes who may sign in. */
export interface LockedBusiness {
  plan: PlanKey;
  /** A downgrade waiting for the end of the paid period. */
  scheduledPlan: PlanKey | null;
  name: string;
}

/*
 * The one writer of the tables of who may sign in — `users`, `accounts` (a password sign-in),
 * `profiles` (a person's place in a business) and `verifications` (password links) — besides
 * better-auth itself. Each function runs in the transaction of the change it belongs to.
 */

/**
 * Locks the business row for the length of the transaction, so two grants at once are counted
 * one after the other and cannot pass the plan's limit together. Null when there is none.
 */
export async function lockBusinessForLoginsWith(
  executor: Kysely<Database>,
  businessId: string,
): Promise<LockedBusiness | null> {
  const row = await executor
    .selectFrom('businesses')
    .select(['plan', 'scheduled_plan', 'name'])
    .where('id', '=', businessId)
    .forUpdate()
    .executeTakeFirst();
  return row ? { plan: row.plan, scheduledPlan: row.scheduled_plan, name: row.name } : null;
}

/** People who can sign in to the business: the owner and every professional with a login. */
export async function countLoginsWith(executor: Kysely<Database>, businessId: string): Promise<number> {
  const row = await executor
    .selectFrom('profiles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isEmailTakenWith(executor: Kysely<Database>, email: string): Promise<boolean> {
  const row = await executor.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

/** A user who signs in with an e-mail and a password: the user and their password sign-in. */
export async function insertUserWith(executor: Kysely<Database>, login: NewLogin): Promise<void> {
  await executor
    .insertInto('users')
    .values({ id: login.userId, email: login.email, name: login.fullName, email_verified: login.emailVerified })
    .execute();
  await executor
    .insertInto('accounts')
    .values({
      id: randomUUID(),
      user_id: login.userId,
      account_id: login.userId,
      provider_id: 'credential',
      password: login.passwordHash,
    })
    .execute();
}

/** A user's place in a business; answers when it was made. */
export async function insertProfileWith(
  executor: Kysely<Database>,
  profile: { userId: string; businessId: string; role: Role; fullName: string },
): Promise<Date> {
  const row = await executor
    .insertInto('profiles')
    .values({ id: profile.userId, business_id: profile.businessId, role: profile.role, full_name: profile.fullName })
    .returning('created_at')
    .executeTakeFirstOrThrow();
  return row.created_at;
}

/** A better-auth password-reset token, which is how an invited professional sets a password. */
export async function createPasswordTokenWith(
  executor: Kysely<Database>,
  userId: string,
  token: string,
  expiresAt: Date,
): Promise<void> {
  await executor
    .insertInto('verifications')
    .values({ id: randomUUID(), identifier: `reset-password:${token}`, value: userId, expires_at: expiresAt })
    .execute();
}

/** The role of the user's login in this business, its profile locked; null when they have none there. */
export async function lockLoginWith(
  executor: Kysely<Database>,
  businessId: string,
  userId: string,
): Promise<Role | null> {
  const profile = await executor
    .selectFrom('profiles')
    .select('role')
    .where('id', '=', userId)
    .where('business_id', '=', businessId)
    .forUpdate()
    .executeTakeFirst();
  return profile?.role ?? null;
}

/** A login shows the name of the professional record it is tied to. */
export async function renameLoginWith(
  executor: Kysely<Database>,
  businessId: string,
  userId: string,
  fullName: string,
  now: Date,
): Promise<void> {
  await executor
    .updateTable('profiles')
    .set({ full_name: fullName })
    .where('id', '=', userId)
    .where('business_id', '=', businessId)
    .execute();
  await executor.updateTable('users').set({ name: fullName, updated_at: now }).where('id', '=', userId).execute();
}

/**
 * The one way a login is removed: its sessions (signed out at once), its pending password links
 * and the user — and with the user (ON DELETE CASCADE) its profile and sign-in methods.
 */
export async function removeLoginsWith(executor: Kysely<Database>, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const ids = [...userIds];
  await executor.deleteFrom('sessions').where('user_id', 'in', ids).execute();
  await executor.deleteFrom('verifications').where('value', 'in', ids).execute();
  await executor.deleteFrom('users').where('id', 'in', ids).execute();
}

/** Who may sign in to a business: the owner's and the professionals' profiles and logins. */
export function createUsersRepository(db: Kysely<Database>) {
  return {
    async list(businessId: string): Promise<{ items: BusinessUser[]; plan: PlanKey }> {
      const [rows, business] = await Promise.all([
        db
          .selectFrom('profiles as pr')
          .innerJoin('users as u', 'u.id', 'pr.id')
          .leftJoin('professionals as p', (join) =>
            join.onRef('p.user_id', '=', 'pr.id').onRef('p.business_id', '=', 'pr.business_id'),
          )
          .select([
            'pr.id',
            'pr.role',
            'pr.full_name',
            'pr.created_at',
            'u.email',
            'p.id as professional_id',
            'p.full_name as professional_name',
          ])
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
            .where((o) =>
              o.or([
                o('o.created_at', '<', o.ref('p.created_at')),
                o.and([o('o.created_at', '=', o.ref('p.created_at')), o('o.id', '<=', o.ref('p.id'))]),
              ]),
            )
            .as('rank'),
        ])
        .where('v.identifier', '=', `reset-password:${token}`)
        .executeTakeFirst();
      return row ? { role: row.role, plan: row.plan, scheduledPlan: row.scheduled_plan, rank: Number(row.rank) } : null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/**
 * Deletes the accounts of these users that no longer belong to any business (no profile left) and
 * are not super admins (active or not), as every login is removed (`removeLoginsWith`). Called in
 * the transaction that erased their business (docs/business-closing.md); answers how many went.
 */
export async function deleteAccountsLeftWithoutBusiness(
  executor: Kysely<Database>,
  userIds: readonly string[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const orphans = await executor
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', 'in', [...userIds])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('profiles as p').select('p.id').whereRef('p.id', '=', 'u.id'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('super_admins as s').select('s.user_id').whereRef('s.user_id', '=', 'u.id'))),
    )
    .forUpdate()
    .execute();
  const ids = orphans.map((row) => row.id);
  if (ids.length === 0) return 0;
  await removeLoginsWith(executor, ids);
  return ids.length;
}
