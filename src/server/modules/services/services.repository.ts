import { sql, type Kysely, type Selectable } from 'kysely';
import type { Service } from '../../../contracts/services.ts';
import { containsPattern, folded } from '../../db/search.ts';
import type { Database } from '../../db/schema.ts';
import { isForeignKeyViolation } from '../../db/sql-errors.ts';
import { searchWords } from '../../../core/search-text.ts';

export interface ServiceValues {
  name: string;
  description: string | null;
  durationMinutes: number;
  priceCents: number;
  active: boolean;
}

export interface ServiceFilter {
  search?: string;
  active?: boolean;
  limit: number;
  offset: number;
}

type ServiceRow = Selectable<Database['services']>;

const toService = (row: ServiceRow): Service => ({
  id: row.id,
  name: row.name,
  description: row.description,
  durationMinutes: row.duration_minutes,
  priceCents: row.price_cents,
  active: row.active,
  createdAt: row.created_at.toISOString(),
});

const toColumns = (values: Partial<ServiceValues>) => ({
  ...(values.name !== undefined ? { name: values.name } : {}),
  ...(values.description !== undefined ? { description: values.description } : {}),
  ...(values.durationMinutes !== undefined ? { duration_minutes: values.durationMinutes } : {}),
  ...(values.priceCents !== undefined ? { price_cents: values.priceCents } : {}),
  ...(values.active !== undefined ? { active: values.active } : {}),
});

/** New services of the business (the demo's, the sample data's); answers them in order. */
export async function insertServicesWith(
  executor: Kysely<Database>,
  businessId: string,
  services: readonly ServiceValues[],
): Promise<Service[]> {
  if (services.length === 0) return [];
  const rows = await executor
    .insertInto('services')
    .values(
      services.map((values) => ({
        business_id: businessId,
        name: values.name,
        description: values.description,
        duration_minutes: values.durationMinutes,
        price_cents: values.priceCents,
        active: values.active,
      })),
    )
    .returningAll()
    .execute();
  return rows.map(toService);
}

/** Deletes those of these services that no appointment refers to; answers their ids. */
export async function deleteUnusedServicesWith(
  executor: Kysely<Database>,
  businessId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .deleteFrom('services')
    .where('business_id', '=', businessId)
    .where('id', 'in', [...ids])
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('appointments as a').select('a.id').whereRef('a.service_id', '=', 'services.id'))),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Services of one business: every query names the business. */
export function createServicesRepository(db: Kysely<Database>) {
  return {
    async list(businessId: string, filter: ServiceFilter): Promise<{ items: Service[]; total: number }> {
      let query = db.selectFrom('services').where('business_id', '=', businessId);
      if (filter.active !== undefined) query = query.where('active', '=', filter.active);
      for (const word of searchWords(filter.search ?? '')) {
        query = query.where(folded(sql.ref('services.name')), 'like', containsPattern(word));
      }
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy(folded(sql.ref('services.name')))
          .orderBy('id')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toService), total: Number(count.n) };
    },

    async find(businessId: string, id: string): Promise<Service | null> {
      const row = await db
        .selectFrom('services')
        .selectAll()
        .where('business_id', '=', businessId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toService(row) : null;
    },

    async create(businessId: string, values: ServiceValues): Promise<Service> {
      const [service] = await insertServicesWith(db, businessId, [values]);
      return service!;
    },

    async update(businessId: string, id: string, changes: Partial<ServiceValues>, now: Date): Promise<Service | null> {
      const row = await db
        .updateTable('services')
        .set({ ...toColumns(changes), updated_at: now })
        .where('business_id', '=', businessId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toService(row) : null;
    },

    /** 'in_use' when an appointment refers to the service: the database refuses, we say so. */
    async delete(businessId: string, id: string): Promise<'deleted' | 'not_found' | 'in_use'> {
      try {
        const result = await db
          .deleteFrom('services')
          .where('business_id', '=', businessId)
          .where('id', '=', id)
          .executeTakeFirst();
        return result.numDeletedRows > 0n ? 'deleted' : 'not_found';
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'in_use';
        throw error;
      }
    },
  };
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>;
