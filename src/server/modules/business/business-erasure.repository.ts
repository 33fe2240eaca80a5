import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { deleteAccountsLeftWithoutBusiness } from '../users/users.repository.ts';

export interface ErasedBusiness {
  businessId: string;
  closedAt: Date;
  /** User accounts deleted with it (its people who belonged to no other business and were not super admins). */
  accountsErased: number;
}

/**
 * The erasure of closed businesses (docs/business-closing.md): each in its own transaction, which
 * takes the business row with FOR UPDATE SKIP LOCKED, so two processes running the job at once
 * erase different businesses and a reopening waits for (and then misses) the erasure.
 */
export function createBusinessErasureRepository(db: Kysely<Database>) {
  return {
    /**
     * Erases the longest-closed business closed at or before `cutoff` that no other process is
     * erasing: the business row, and with it (ON DELETE CASCADE) every row of every table that
     * carries its business_id; then the accounts of its people left without a business. Null when
     * none is due.
     */
    async eraseNextDue(cutoff: Date): Promise<ErasedBusiness | null> {
      return db.transaction().execute(async (trx) => {
        const due = await trx
          .selectFrom('businesses')
          .select(['id', 'closed_at'])
          .where('closed_at', 'is not', null)
          .where('closed_at', '<=', cutoff)
          .orderBy('closed_at')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!due?.closed_at) return null;
        const people = await trx.selectFrom('profiles').select('id').where('business_id', '=', due.id).execute();
        await trx.deleteFrom('businesses').where('id', '=', due.id).execute();
        const accountsErased = await deleteAccountsLeftWithoutBusiness(
          trx,
          people.map((person) => person.id),
        );
        return { businessId: due.id, closedAt: due.closed_at, accountsErased };
      });
    },
  };
}

export type BusinessErasureRepository = ReturnType<typeof createBusinessErasureRepository>;
