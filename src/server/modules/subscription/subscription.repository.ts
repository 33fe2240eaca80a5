import type { Kysely } from 'kysely';
import type { BillingRecord } from '../../../core/subscription.ts';
import type { Database } from '../../db/schema.ts';

export function createSubscriptionRepository(db: Kysely<Database>) {
  return {
    async findBilling(businessId: string): Promise<BillingRecord | null> {
      const row = await db
        .selectFrom('businesses')
        .select(['plan', 'subscription_status', 'trial_ends_at', 'current_period_end'])
        .where('id', '=', businessId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        plan: row.plan,
        subscriptionStatus: row.subscription_status,
        trialEndsAt: row.trial_ends_at,
        currentPeriodEnd: row.current_period_end,
      };
    },

    /** People who can sign in to the business: the owner and every professional with a login. */
    async countUsers(businessId: string): Promise<number> {
      const row = await db
        .selectFrom('profiles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
