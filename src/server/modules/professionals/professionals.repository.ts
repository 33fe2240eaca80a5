// Over 300 lines: the one writer of professionals and of their services, weeks and breaks, with the reads that hydrate them.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { WeeklyHours } from '../../../contracts/common.ts';
import type { Professional } from '../../../contracts/professionals.ts';
import { effectiveCommissionRate } from '../../../core/commissions.ts';
import { searchWords } from '../../../core/search-text.ts';
import { hhmm } from '../../../core/time-of-day.ts';
import { containsPattern, folded } from '../../db/search.ts';
import type { Database } from '../../db/schema.ts';
import { isForeignKeyViolation } from '../../db/sql-errors.ts';
import { renameLoginWith } from '../users/users.repository.ts';

export interface NamedBreak {
  name: string;
  start: string;
  end: string;
  weekday: number | null;
}

export interface ProfessionalValues {
  fullName: string;
  specialization: string | null;
  phone: string | null;
  email: string | null;
  /** null: the business's standard rate */
  commissionRate: number | null;
  /** null: no commission on the products they sell */
  productCommissionRate?: number | null;
  active: boolean;
  serviceIds: string[];
  workingHours: WeeklyHours[];
  breaks: NamedBreak[];
}

export interface ProfessionalFilter {
  search?: string;
  active?: boolean;
  serviceId?: string;
  limit: number;
  offset: number;
}

/** Thrown inside a write when a service vanished (or was never the business's). */
export class UnknownServiceError extends Error {
  constructor() {
    super('UNKNOWN_SERVICE');
  }
}

type Row = Selectable<Database['professionals']> & { default_commission_rate: string };
type Executor = Kysely<Database>;

const rate = (value: string | null) => (value === null ? null : Number(value));

/** Sets the lists given (services offered, week, breaks), each replacing the one before. */
async function replaceSchedule(trx: Executor, businessId: string, id: string, values: Partial<ProfessionalValues>) {
  if (values.serviceIds !== undefined) {
    await trx
      .deleteFrom('professional_services')
      .where('business_id', '=', businessId)
      .where('professional_id', '=', id)
      .execute();
    if (values.serviceIds.length > 0) {
      await trx
        .insertInto('professional_services')
        .values(
          values.serviceIds.map((serviceId) => ({
            business_id: businessId,
            professional_id: id,
            service_id: serviceId,
          })),
        )
        .execute();
    }
  }
  if (values.workingHours !== undefined) {
    await trx
      .deleteFrom('professional_working_hours')
      .where('business_id', '=', businessId)
      .where('professional_id', '=', id)
      .execute();
    if (values.workingHours.length > 0) {
      await trx
        .insertInto('professional_working_hours')
        .values(
          values.workingHours.map((h) => ({
            business_id: businessId,
            professional_id: id,
            weekday: h.weekday,
            starts_at: h.start,
            ends_at: h.end,
          })),
        )
        .execute();
    }
  }
  if (values.breaks !== undefined) {
    await trx
      .deleteFrom('professional_breaks')
      .where('business_id', '=', businessId)
      .where('professional_id', '=', id)
      .execute();
    if (values.breaks.length > 0) {
      await trx
        .insertInto('professional_breaks')
        .values(
          values.breaks.map((b) => ({
            business_id: businessId,
            professional_id: id,
            name: b.name,
            weekday: b.weekday,
            starts_at: b.start,
            ends_at: b.end,
          })),
        )
        .execute();
    }
  }
}

/** A new professional with their services, week and breaks; answers their id. */
export async function insertProfessionalWith(
  executor: Executor,
  businessId: string,
  values: ProfessionalValues,
): Promise<string> {
  const row = await executor
    .insertInto('professionals')
    .values({
      business_id: businessId,
      full_name: values.fullName,
      specialization: values.specialization,
      phone: values.phone,
      email: values.email,
      commission_rate: values.commissionRate === null ? null : values.commissionRate.toFixed(2),
      product_commission_rate: values.productCommissionRate?.toFixed(2) ?? null,
      active: values.active,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceSchedule(executor, businessId, row.id, values);
  return row.id;
}

/** Every one of these professionals offers every one of these services (links already there stay). */
export async function offerServicesWith(
  executor: Executor,
  businessId: string,
  professionalIds: readonly string[],
  serviceIds: readonly string[],
): Promise<void> {
  if (professionalIds.length === 0 || serviceIds.length === 0) return;
  await executor
    .insertInto('professional_services')
    .columns(['business_id', 'professional_id', 'service_id'])
    .expression(
      sql`SELECT ${businessId}::uuid, p.id, s.id FROM unnest(${[...professionalIds]}::uuid[]) AS p(id) CROSS JOIN unnest(${[...serviceIds]}::uuid[]) AS s(id) ON CONFLICT DO NOTHING`,
    )
    .execute();
}

/** Whether the professional is the business's. */
export async function professionalExistsWith(
  executor: Executor,
  businessId: string,
  professionalId: string,
): Promise<boolean> {
  const row = await executor
    .selectFrom('professionals')
    .select('id')
    .where('business_id', '=', businessId)
    .where('id', '=', professionalId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The professional a login is being given to, locked: their name and the login they have. */
export async function findForLoginWith(
  executor: Executor,
  businessId: string,
  id: string,
): Promise<{ id: string; fullName: string; userId: string | null } | null> {
  const row = await executor
    .selectFrom('professionals')
    .select(['id', 'full_name', 'user_id'])
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ? { id: row.id, fullName: row.full_name, userId: row.user_id } : null;
}

/** Ties the professional record to its login. */
export async function linkLoginWith(
  executor: Executor,
  businessId: string,
  professionalId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await executor
    .updateTable('professionals')
    .set({ user_id: userId, updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', professionalId)
    .execute();
}

/** The record of a professional whose login is removed stays, without a login. */
export async function unlinkLoginWith(
  executor: Executor,
  businessId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await executor
    .updateTable('professionals')
    .set({ user_id: null, updated_at: now })
    .where('business_id', '=', businessId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Deletes the professional (their services, week and breaks go with them); answers the login
 * they had, or null when there was no such professional. The database refuses (a foreign key
 * violation) while appointments or commission payments refer to them.
 */
export async function deleteProfessionalWith(
  executor: Executor,
  businessId: string,
  id: string,
): Promise<{ userId: string | null } | null> {
  const row = await executor
    .deleteFrom('professionals')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .returning('user_id')
    .executeTakeFirst();
  return row ? { userId: row.user_id } : null;
}

/** Deletes those of these professionals that no appointment or commission payment refers to; answers their ids. */
export async function deleteUnusedProfessionalsWith(
  executor: Executor,
  businessId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .deleteFrom('professionals')
    .where('business_id', '=', businessId)
    .where('id', 'in', [...ids])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('appointments as a').select('a.id').whereRef('a.professional_id', '=', 'professionals.id'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('commission_payments as cp')
            .select('cp.id')
            .whereRef('cp.professional_id', '=', 'professionals.id'),
        ),
      ),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Professionals with their services, week and breaks; every query names the business. */
export function createProfessionalsRepository(db: Kysely<Database>) {
  const base = (executor: Executor, businessId: string) =>
    executor
      .selectFrom('professionals as p')
      .innerJoin('businesses as b', 'b.id', 'p.business_id')
      .where('p.business_id', '=', businessId);

  /** Rows to domain objects, with their children in three queries for the whole page. */
  async function hydrate(executor: Executor, businessId: string, rows: Row[]): Promise<Professional[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [services, hours, breaks] = await Promise.all([
      executor
        .selectFrom('professional_services')
        .select(['professional_id', 'service_id'])
        .where('business_id', '=', businessId)
        .where('professional_id', 'in', ids)
        .orderBy('service_id')
        .execute(),
      executor
        .selectFrom('professional_working_hours')
        .select(['professional_id', 'weekday', 'starts_at', 'ends_at'])
        .where('business_id', '=', businessId)
        .where('professional_id', 'in', ids)
        .orderBy('weekday')
        .orderBy('starts_at')
        .execute(),
      executor
        .selectFrom('professional_breaks')
        .select(['professional_id', 'name', 'weekday', 'starts_at', 'ends_at'])
        .where('business_id', '=', businessId)
        .where('professional_id', 'in', ids)
        .orderBy(sql`weekday NULLS FIRST`)
        .orderBy('starts_at')
        .orderBy('name')
        .execute(),
    ]);
    return rows.map((row) => ({
      id: row.id,
      fullName: row.full_name,
      specialization: row.specialization,
      phone: row.phone,
      email: row.email,
      serviceIds: services.filter((s) => s.professional_id === row.id).map((s) => s.service_id),
      workingHours: hours
        .filter((h) => h.professional_id === row.id)
        .map((h) => ({ weekday: h.weekday, start: hhmm(h.starts_at), end: hhmm(h.ends_at) })),
      breaks: breaks
        .filter((b) => b.professional_id === row.id)
        .map((b) => ({ name: b.name, start: hhmm(b.starts_at), end: hhmm(b.ends_at), weekday: b.weekday })),
      commissionRate: rate(row.commission_rate),
      effectiveCommissionRate: effectiveCommissionRate(rate(row.commission_rate), Number(row.default_commission_rate)),
      productCommissionRate: rate(row.product_commission_rate),
      active: row.active,
      userId: row.user_id,
      createdAt: row.created_at.toISOString(),
    }));
  }

  async function findWith(executor: Executor, businessId: string, id: string): Promise<Professional | null> {
    const row = await base(executor, businessId)
      .selectAll('p')
      .select('b.default_commission_rate')
      .where('p.id', '=', id)
      .executeTakeFirst();
    return row ? ((await hydrate(executor, businessId, [row]))[0] ?? null) : null;
  }

  /** A write that a vanished service interrupts becomes UnknownServiceError. */
  async function writing<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new UnknownServiceError();
      throw error;
    }
  }

  return {
    async list(businessId: string, filter: ProfessionalFilter): Promise<{ items: Professional[]; total: number }> {
      let query = base(db, businessId);
      if (filter.active !== undefined) query = query.where('p.active', '=', filter.active);
      if (filter.serviceId !== undefined) {
        const serviceId = filter.serviceId;
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('professional_services as ps')
              .select('ps.service_id')
              .whereRef('ps.professional_id', '=', 'p.id')
              .where('ps.business_id', '=', businessId)
              .where('ps.service_id', '=', serviceId),
          ),
        );
      }
      const searchable = folded(sql<string>`concat_ws(' ', p.full_name, p.specialization, p.email)`);
      for (const word of searchWords(filter.search ?? ''))
        query = query.where(searchable, 'like', containsPattern(word));
      const [rows, count] = await Promise.all([
        query
          .selectAll('p')
          .select('b.default_commission_rate')
          .orderBy(folded(sql.ref('p.full_name')))
          .orderBy('p.id')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: await hydrate(db, businessId, rows), total: Number(count.n) };
    },

    find(businessId: string, id: string): Promise<Professional | null> {
      return findWith(db, businessId, id);
    },

    /** Which of these service ids belong to the business. */
    async existingServiceIds(businessId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('services')
        .select('id')
        .where('business_id', '=', businessId)
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    async create(businessId: string, values: ProfessionalValues): Promise<Professional> {
      return writing(
        async (trx) => (await findWith(trx, businessId, await insertProfessionalWith(trx, businessId, values)))!,
      );
    },

    /** Only the fields given change; a list given replaces the old one. */
    async update(
      businessId: string,
      id: string,
      changes: Partial<ProfessionalValues>,
      now: Date,
    ): Promise<Professional | null> {
      return writing(async (trx) => {
        const row = await trx
          .updateTable('professionals')
          .set({
            ...(changes.fullName !== undefined ? { full_name: changes.fullName } : {}),
            ...(changes.specialization !== undefined ? { specialization: changes.specialization } : {}),
            ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
            ...(changes.email !== undefined ? { email: changes.email } : {}),
            ...(changes.commissionRate !== undefined
              ? { commission_rate: changes.commissionRate === null ? null : changes.commissionRate.toFixed(2) }
              : {}),
            ...(changes.productCommissionRate !== undefined
              ? { product_commission_rate: changes.productCommissionRate?.toFixed(2) ?? null }
              : {}),
            ...(changes.active !== undefined ? { active: changes.active } : {}),
            updated_at: now,
          })
          .where('business_id', '=', businessId)
          .where('id', '=', id)
          .returning(['id', 'user_id'])
          .executeTakeFirst();
        if (!row) return null;
        if (changes.fullName !== undefined && row.user_id)
          await renameLoginWith(trx, businessId, row.user_id, changes.fullName, now);
        await replaceSchedule(trx, businessId, id, changes);
        return findWith(trx, businessId, id);
      });
    },
  };
}

export type ProfessionalsRepository = ReturnType<typeof createProfessionalsRepository>;
