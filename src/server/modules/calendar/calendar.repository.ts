import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface FeedOwner {
  businessId: string;
  professionalId: string | null;
}

const newToken = () => randomBytes(24).toString('base64url');

export function createCalendarRepository(db: Kysely<Database>) {
  return {
    /** The feed's token, created on first use. */
    async tokenFor(owner: FeedOwner): Promise<string> {
      await db
        .insertInto('calendar_feeds')
        .values({ business_id: owner.businessId, professional_id: owner.professionalId, token: newToken() })
        .onConflict((oc) => oc.columns(['business_id', 'professional_id']).doNothing())
        .execute();
      let query = db.selectFrom('calendar_feeds').select('token').where('business_id', '=', owner.businessId);
      query =
        owner.professionalId === null
          ? query.where('professional_id', 'is', null)
          : query.where('professional_id', '=', owner.professionalId);
      return (await query.executeTakeFirstOrThrow()).token;
    },

    async regenerate(owner: FeedOwner): Promise<string> {
      const token = newToken();
      await db.transaction().execute(async (trx) => {
        let remove = trx.deleteFrom('calendar_feeds').where('business_id', '=', owner.businessId);
        remove =
          owner.professionalId === null
            ? remove.where('professional_id', 'is', null)
            : remove.where('professional_id', '=', owner.professionalId);
        await remove.execute();
        await trx
          .insertInto('calendar_feeds')
          .values({ business_id: owner.businessId, professional_id: owner.professionalId, token })
          .execute();
      });
      return token;
    },

    async findByToken(token: string): Promise<
      | (FeedOwner & {
          businessName: string;
          timeZone: string;
          address: string | null;
          professionalName: string | null;
        })
      | null
    > {
      const row = await db
        .selectFrom('calendar_feeds as f')
        .innerJoin('businesses as b', 'b.id', 'f.business_id')
        .leftJoin('professionals as p', 'p.id', 'f.professional_id')
        .select(['f.business_id', 'f.professional_id', 'b.name', 'b.time_zone', 'b.address', 'p.full_name'])
        .where('f.token', '=', token)
        // A closed business's feed goes quiet (docs/business-closing.md): as if the link were wrong.
        .where('b.closed_at', 'is', null)
        .executeTakeFirst();
      if (!row) return null;
      return {
        businessId: row.business_id,
        professionalId: row.professional_id,
        businessName: row.name,
        timeZone: row.time_zone,
        address: row.address,
        professionalName: row.full_name,
      };
    },

    async professionalName(businessId: string, professionalId: string): Promise<string | null> {
      const row = await db
        .selectFrom('professionals')
        .select('full_name')
        .where('business_id', '=', businessId)
        .where('id', '=', professionalId)
        .executeTakeFirst();
      return row?.full_name ?? null;
    },

    async professionals(businessId: string) {
      return db
        .selectFrom('professionals')
        .select(['id', 'full_name as fullName'])
        .where('business_id', '=', businessId)
        .orderBy('full_name')
        .execute();
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
