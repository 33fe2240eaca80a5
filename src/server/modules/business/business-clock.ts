import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A business's clock and money: its time zone and currency, as every figure and schedule reads them. */
export async function readBusinessClock(
  db: Kysely<Database>,
  businessId: string,
): Promise<{ timeZone: string; currency: 'BRL' | 'USD' }> {
  const row = await db
    .selectFrom('businesses')
    .select(['time_zone', 'currency'])
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
  return { timeZone: row.time_zone, currency: row.currency };
}
