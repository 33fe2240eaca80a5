import { sql, type Kysely } from 'kysely';
import { localDateOf } from '../../../core/local-date.ts';
import { nextSessionNumber } from '../../../core/packages.ts';
import type { Database } from '../../db/schema.ts';
import { numbersInUse, takeSessionWith } from './package-sessions.ts';

/**
 * A client's no-show, in its cancellation's transaction: where the business's setting says so, it
 * uses a session of the client's oldest package that covers the visit's service, valid on the
 * visit's local day, at that session's share — once per appointment. Nothing when none is left.
 */
export async function useNoShowSessionWith(
  trx: Kysely<Database>,
  noShow: { businessId: string; appointmentId: string; now: Date },
): Promise<void> {
  const setting = await trx
    .selectFrom('counter_settings')
    .select('no_show_uses_package_session')
    .where('business_id', '=', noShow.businessId)
    .executeTakeFirst();
  if (!setting?.no_show_uses_package_session) return;
  const visit = await trx
    .selectFrom('appointments as a')
    .innerJoin('businesses as b', 'b.id', 'a.business_id')
    .select(['a.client_id', 'a.service_id', 'a.starts_at', 'b.time_zone'])
    .where('a.business_id', '=', noShow.businessId)
    .where('a.id', '=', noShow.appointmentId)
    .executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('client_package_items as i')
    .innerJoin('client_packages as cp', 'cp.id', 'i.client_package_id')
    .select(['i.id', 'i.sessions', 'i.amount_cents', 'cp.sold_at', 'cp.id as package_id'])
    .where('cp.business_id', '=', noShow.businessId)
    .where('cp.client_id', '=', visit.client_id)
    .where('cp.reversed_at', 'is', null)
    .where(sql<string>`cp.valid_until::text`, '>=', localDateOf(visit.starts_at, visit.time_zone))
    .where('i.service_id', '=', visit.service_id)
    .orderBy('i.id')
    .forUpdate('i')
    .execute();
  items.sort((a, b) => a.sold_at.getTime() - b.sold_at.getTime() || a.package_id.localeCompare(b.package_id));
  for (const item of items) {
    const number = nextSessionNumber(item.sessions, await numbersInUse(trx, item.id));
    if (number === null) continue;
    await takeSessionWith(trx, {
      businessId: noShow.businessId,
      item,
      number,
      comandaId: null,
      comandaLineId: null,
      appointmentId: noShow.appointmentId,
      now: noShow.now,
    });
    return;
  }
}
