import { sql, type Kysely } from 'kysely';
import type { Package } from '../../../contracts/packages.ts';
import { searchWords } from '../../../core/search-text.ts';
import { containsPattern, folded } from '../../db/search.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The one writer of the packages a business offers and their services (docs/packages.md); what is
 * sold and used is `package-sessions.ts`'s. Every query names the business.
 */

export interface PackageValues {
  name: string;
  priceCents: number;
  validityDays: number;
  services: ReadonlyArray<{ serviceId: string; sessions: number }>;
  active: boolean;
}

/** A new package with its services, in the caller's transaction (the demo's too). */
export async function insertPackageWith(trx: Kysely<Database>, businessId: string, values: PackageValues) {
  const row = await trx
    .insertInto('packages')
    .values({
      business_id: businessId,
      name: values.name,
      price_cents: values.priceCents,
      validity_days: values.validityDays,
      active: values.active,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setServicesWith(trx, businessId, row.id, values.services);
  return row.id;
}

async function setServicesWith(
  trx: Kysely<Database>,
  businessId: string,
  packageId: string,
  services: PackageValues['services'],
) {
  await trx.deleteFrom('package_services').where('package_id', '=', packageId).execute();
  await trx
    .insertInto('package_services')
    .values(
      services.map((s, position) => ({
        business_id: businessId,
        package_id: packageId,
        service_id: s.serviceId,
        sessions: s.sessions,
        position,
      })),
    )
    .execute();
}

export function createPackagesRepository(db: Kysely<Database>) {
  async function withServices(
    businessId: string,
    rows: ReadonlyArray<{
      id: string;
      name: string;
      price_cents: number;
      validity_days: number;
      active: boolean;
      created_at: Date;
    }>,
  ): Promise<Package[]> {
    if (rows.length === 0) return [];
    const services = await db
      .selectFrom('package_services as ps')
      .innerJoin('services as s', 's.id', 'ps.service_id')
      .select(['ps.package_id', 'ps.service_id', 'ps.sessions', 's.name', 's.price_cents'])
      .where('ps.business_id', '=', businessId)
      .where(
        'ps.package_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('ps.position')
      .execute();
    return rows.map((row) => {
      const own = services.filter((s) => s.package_id === row.id);
      return {
        id: row.id,
        name: row.name,
        priceCents: row.price_cents,
        validityDays: row.validity_days,
        services: own.map((s) => ({ serviceId: s.service_id, serviceName: s.name, sessions: s.sessions })),
        sessionsTotal: own.reduce((sum, s) => sum + s.sessions, 0),
        listPriceCents: own.reduce((sum, s) => sum + s.sessions * s.price_cents, 0),
        active: row.active,
        createdAt: row.created_at.toISOString(),
      };
    });
  }

  return {
    async list(
      businessId: string,
      filter: { search?: string; active?: boolean; limit: number; offset: number },
    ): Promise<{ items: Package[]; total: number }> {
      let query = db.selectFrom('packages').where('business_id', '=', businessId);
      if (filter.active !== undefined) query = query.where('active', '=', filter.active);
      for (const word of searchWords(filter.search ?? ''))
        query = query.where(folded(sql.ref('packages.name')), 'like', containsPattern(word));
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy(folded(sql.ref('packages.name')))
          .orderBy('id')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: await withServices(businessId, rows), total: Number(count.n) };
    },

    async find(businessId: string, id: string): Promise<Package | null> {
      const row = await db
        .selectFrom('packages')
        .selectAll()
        .where('business_id', '=', businessId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? ((await withServices(businessId, [row]))[0] ?? null) : null;
    },

    /** How many of `serviceIds` are the business's. */
    async knownServices(businessId: string, serviceIds: readonly string[]): Promise<number> {
      const row = await db
        .selectFrom('services')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('business_id', '=', businessId)
        .where('id', 'in', [...serviceIds])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    create: (businessId: string, values: PackageValues) =>
      db.transaction().execute((trx) => insertPackageWith(trx, businessId, values)),

    /** Changes the fields given; false when the package is not the business's. */
    async update(businessId: string, id: string, values: Partial<PackageValues>, now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('packages')
          .set({
            ...(values.name !== undefined ? { name: values.name } : {}),
            ...(values.priceCents !== undefined ? { price_cents: values.priceCents } : {}),
            ...(values.validityDays !== undefined ? { validity_days: values.validityDays } : {}),
            ...(values.active !== undefined ? { active: values.active } : {}),
            updated_at: now,
          })
          .where('business_id', '=', businessId)
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirst();
        if (!updated) return false;
        if (values.services) await setServicesWith(trx, businessId, id, values.services);
        return true;
      });
    },
  };
}

export type PackagesRepository = ReturnType<typeof createPackagesRepository>;
