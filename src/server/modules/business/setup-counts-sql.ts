import { sql, type Kysely } from 'kysely';
import type { SetupFacts } from '../../../core/setup-checklist.ts';
import type { Database } from '../../db/schema.ts';

/** What the setup checklist counts of the business's team and services (the rest it reads from the business). */
export type SetupCounts = Pick<SetupFacts, 'activeServiceCount' | 'bookableProfessionalCount'>;

/**
 * The active services, and the professionals who can be booked: active, with working hours and
 * at least one active service they offer. One statement; business.repository.ts answers with it.
 */
export async function setupCounts(db: Kysely<Database>, businessId: string): Promise<SetupCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('services')
        .select(eb.fn.countAll<number>().as('n'))
        .where('business_id', '=', businessId)
        .where('active', '=', true)
        .as('active_services'),
      eb
        .selectFrom('professionals as p')
        .select(eb.fn.countAll<number>().as('n'))
        .where('p.business_id', '=', businessId)
        .where('p.active', '=', true)
        .where(
          sql<boolean>`EXISTS (SELECT 1 FROM professional_working_hours h WHERE h.professional_id = p.id AND h.business_id = p.business_id)`,
        )
        .where(
          sql<boolean>`EXISTS (SELECT 1 FROM professional_services ps JOIN services s ON s.id = ps.service_id
            WHERE ps.professional_id = p.id AND ps.business_id = p.business_id AND s.active)`,
        )
        .as('bookable_professionals'),
    ])
    .executeTakeFirstOrThrow();
  return {
    activeServiceCount: Number(row.active_services),
    bookableProfessionalCount: Number(row.bookable_professionals),
  };
}
