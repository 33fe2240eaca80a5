import type { Kysely } from 'kysely';
import type { SampleProfessional } from '../../../core/sample-schedule.ts';
import { hhmm } from '../../../core/time-of-day.ts';
import type { Database } from '../../db/schema.ts';
import type { Locale } from '../../i18n/locale.ts';

export type SampleTable = Database['sample_data_rows']['table_name'];

export interface SampleService {
  id: string;
  durationMinutes: number;
  priceCents: number;
}

/** A professional's week as the sample schedule needs it. */
export type TeamMember = Omit<SampleProfessional, 'services'> & { serviceIds: string[] };

/*
 * The one writer of `sample_data_rows`, the list of every row the sample data added, and the
 * reads that shape a sample after the business. The rows themselves are written by their own
 * tables' repositories, in the unit of work of sample-data.service.ts.
 */

/** Locks the business for the length of the unit of work: one sample at a time. */
export async function lockBusinessWith(
  executor: Kysely<Database>,
  businessId: string,
): Promise<{ timeZone: string; locale: Locale }> {
  const row = await executor
    .selectFrom('businesses')
    .select(['time_zone', 'locale'])
    .where('id', '=', businessId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { timeZone: row.time_zone, locale: row.locale };
}

export async function hasSampleWith(executor: Kysely<Database>, businessId: string): Promise<boolean> {
  const row = await executor
    .selectFrom('sample_data_rows')
    .select('row_id')
    .where('business_id', '=', businessId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Lists rows as the sample's. */
export async function listSampleRowsWith(
  executor: Kysely<Database>,
  businessId: string,
  table: SampleTable,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await executor
    .insertInto('sample_data_rows')
    .values(ids.map((row_id) => ({ business_id: businessId, table_name: table, row_id })))
    .execute();
}

/** The ids of a table's rows listed as the sample's. */
export async function sampleRowsWith(
  executor: Kysely<Database>,
  businessId: string,
  table: SampleTable,
): Promise<string[]> {
  const rows = await executor
    .selectFrom('sample_data_rows')
    .select('row_id')
    .where('business_id', '=', businessId)
    .where('table_name', '=', table)
    .execute();
  return rows.map((row) => row.row_id);
}

/** Takes rows off the list (they were removed). */
export async function unlistSampleRowsWith(
  executor: Kysely<Database>,
  businessId: string,
  table: SampleTable,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await executor
    .deleteFrom('sample_data_rows')
    .where('business_id', '=', businessId)
    .where('table_name', '=', table)
    .where('row_id', 'in', [...ids])
    .execute();
}

export async function activeServicesWith(executor: Kysely<Database>, businessId: string): Promise<SampleService[]> {
  const rows = await executor
    .selectFrom('services')
    .select(['id', 'duration_minutes', 'price_cents'])
    .where('business_id', '=', businessId)
    .where('active', '=', true)
    .execute();
  return rows.map((row) => ({ id: row.id, durationMinutes: row.duration_minutes, priceCents: row.price_cents }));
}

/** The active professionals who have a week to work. */
export async function workingTeamWith(executor: Kysely<Database>, businessId: string): Promise<string[]> {
  const rows = await executor
    .selectFrom('professionals')
    .select('id')
    .where('business_id', '=', businessId)
    .where('active', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('professional_working_hours as h')
          .select('h.id')
          .whereRef('h.professional_id', '=', 'professionals.id'),
      ),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** The team as it works: who offers what, their week and breaks, and the times already taken between `from` and `until`. */
export async function teamScheduleWith(
  executor: Kysely<Database>,
  teamIds: readonly string[],
  from: Date,
  until: Date,
): Promise<TeamMember[]> {
  if (teamIds.length === 0) return [];
  const ids = [...teamIds];
  const [offers, hours, breaks, busy] = await Promise.all([
    executor
      .selectFrom('professional_services')
      .select(['professional_id', 'service_id'])
      .where('professional_id', 'in', ids)
      .execute(),
    executor
      .selectFrom('professional_working_hours')
      .select(['professional_id', 'weekday', 'starts_at', 'ends_at'])
      .where('professional_id', 'in', ids)
      .execute(),
    executor
      .selectFrom('professional_breaks')
      .select(['professional_id', 'weekday', 'starts_at', 'ends_at'])
      .where('professional_id', 'in', ids)
      .execute(),
    executor
      .selectFrom('appointments')
      .select(['professional_id', 'starts_at', 'ends_at'])
      .where('professional_id', 'in', ids)
      .where('status', '<>', 'cancelled')
      .where('starts_at', '<', until)
      .where('ends_at', '>', from)
      .execute(),
  ]);
  return ids.map((id) => ({
    id,
    serviceIds: offers.filter((o) => o.professional_id === id).map((o) => o.service_id),
    hours: hours
      .filter((h) => h.professional_id === id)
      .map((h) => ({ weekday: h.weekday, start: hhmm(h.starts_at), end: hhmm(h.ends_at) })),
    breaks: breaks
      .filter((b) => b.professional_id === id)
      .map((b) => ({ weekday: b.weekday, start: hhmm(b.starts_at), end: hhmm(b.ends_at) })),
    busy: busy.filter((b) => b.professional_id === id).map((b) => ({ startsAt: b.starts_at, endsAt: b.ends_at })),
  }));
}

/** Whether the business has sample data (the dashboard offers to remove it). */
export function createSampleDataRepository(db: Kysely<Database>) {
  return {
    has: (businessId: string): Promise<boolean> => hasSampleWith(db, businessId),
  };
}

export type SampleDataRepository = ReturnType<typeof createSampleDataRepository>;
