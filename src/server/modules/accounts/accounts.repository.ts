import type { PhoneCountry } from '../../../core/phone-countries.ts';
import { sql, type Kysely } from 'kysely';
import type { Role } from '../../../contracts/session.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import { insertBusinessWith } from '../business/business.repository.ts';
import { insertProfileWith } from '../users/users.repository.ts';

export interface Profile {
  id: string;
  role: Role;
  businessId: string;
  fullName: string;
}

export interface Business {
  id: string;
  name: string;
  timeZone: string;
  currency: 'BRL' | 'USD';
  /** Whose numbering its phones follow (ISO 3166-1 alpha-2). */
  country: PhoneCountry;
  /** The owner closed it (docs/business-closing.md); null while open. */
  closedAt: Date | null;
}

export interface NewOwner {
  userId: string;
  fullName: string;
  businessName: string;
  currency: 'BRL' | 'USD';
  locale: 'pt-BR' | 'en-US';
  trialEndsAt: Date;
}

export function createAccountsRepository(db: Kysely<Database>) {
  return {
    async findProfile(userId: string): Promise<Profile | null> {
      const row = await db
        .selectFrom('profiles')
        .select(['id', 'role', 'business_id', 'full_name'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return row ? { id: row.id, role: row.role, businessId: row.business_id, fullName: row.full_name } : null;
    },

    async findBusiness(businessId: string): Promise<Business | null> {
      const row = await db
        .selectFrom('businesses')
        .select(['id', 'name', 'time_zone', 'currency', 'country', 'closed_at'])
        .where('id', '=', businessId)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            name: row.name,
            timeZone: row.time_zone,
            currency: row.currency,
            country: row.country as PhoneCountry,
            closedAt: row.closed_at,
          }
        : null;
    },

    /**
     * The user, profile and professional record (of the profile's business) behind a live session,
     * and whether that business is closed, in one query.
     */
    async findActorBySessionToken(token: string): Promise<{
      user: { id: string; email: string; name: string };
      profile: Profile | null;
      professionalId: string | null;
      businessClosed: boolean;
    } | null> {
      // Every business operation asks this: a prepared statement, planned once per connection.
      const { rows } = await sql<{
        id: string;
        email: string;
        name: string;
        role: Profile['role'] | null;
        business_id: string | null;
        full_name: string | null;
        professional_id: string | null;
        business_closed: boolean | null;
      }>`
        ${prepared} SELECT u.id, u.email, u.name, p.role, p.business_id, p.full_name, pr.id AS professional_id,
          b.closed_at IS NOT NULL AS business_closed
        FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN profiles p ON p.id = s.user_id
          LEFT JOIN professionals pr ON pr.user_id = s.user_id AND pr.business_id = p.business_id
          LEFT JOIN businesses b ON b.id = p.business_id
        WHERE s.token = ${token} AND s.expires_at > now()
      `.execute(db);
      const row = rows[0];
      if (!row) return null;
      return {
        user: { id: row.id, email: row.email, name: row.name },
        profile:
          row.role && row.business_id && row.full_name !== null
            ? { id: row.id, role: row.role, businessId: row.business_id, fullName: row.full_name }
            : null,
        professionalId: row.professional_id,
        businessClosed: row.business_closed === true,
      };
    },

    /** The user and session behind a live session, and whether the user is an active super admin, in one query. */
    async findSuperAdminBySessionToken(token: string): Promise<{
      user: { id: string; email: string; name: string };
      sessionId: string;
      isActiveSuperAdmin: boolean;
    } | null> {
      const { rows } = await sql<{ id: string; email: string; name: string; session_id: string; active: boolean }>`
        ${prepared} SELECT u.id, u.email, u.name, s.id AS session_id, coalesce(sa.is_active, false) AS active
        FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN super_admins sa ON sa.user_id = s.user_id
        WHERE s.token = ${token} AND s.expires_at > now()
      `.execute(db);
      const row = rows[0];
      if (!row) return null;
      return {
        user: { id: row.id, email: row.email, name: row.name },
        sessionId: row.session_id,
        isActiveSuperAdmin: row.active,
      };
    },

    async isActiveSuperAdmin(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('super_admins')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('is_active', '=', true)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Creates the owner's business (on trial) and admin profile in one transaction. The user row
     * is locked first, so two calls for one user make one business.
     */
    async createOwner(owner: NewOwner): Promise<Profile> {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', owner.userId).forUpdate().executeTakeFirstOrThrow();
        const existing = await trx
          .selectFrom('profiles')
          .select(['id', 'role', 'business_id', 'full_name'])
          .where('id', '=', owner.userId)
          .executeTakeFirst();
        if (existing) {
          return {
            id: existing.id,
            role: existing.role,
            businessId: existing.business_id,
            fullName: existing.full_name,
          };
        }
        const businessId = await insertBusinessWith(trx, {
          name: owner.businessName,
          currency: owner.currency,
          locale: owner.locale,
          subscription: { status: 'trialing', plan: 'business', trialEndsAt: owner.trialEndsAt },
        });
        await insertProfileWith(trx, { userId: owner.userId, businessId, role: 'admin', fullName: owner.fullName });
        return { id: owner.userId, role: 'admin' as const, businessId, fullName: owner.fullName };
      });
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
