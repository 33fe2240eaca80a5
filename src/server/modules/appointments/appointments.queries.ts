import { sql, type Kysely } from 'kysely';
import type { Appointment } from '../../../contracts/appointments.ts';
import { LONGEST_SERVICE_MINUTES } from '../../../contracts/services.ts';
import type { AppointmentStatus } from '../../../core/appointment-status.ts';
import type { Database } from '../../db/schema.ts';
import { appointmentJson, appointmentSelection, type AppointmentAnswer } from './appointment-answer.ts';
import { readBusinessClock } from '../business/business-clock.ts';

export interface Conflict {
  id: string;
  startsAt: Date;
  endsAt: Date;
  clientName: string;
  serviceName: string;
}

/** What the schedule reads of the appointments (their writes are the repository's). */
export function createAppointmentsQueries(db: Kysely<Database>) {
  const joinedAppointments = (executor: Kysely<Database>) =>
    executor
      .selectFrom('appointments as a')
      // Joined on (business_id, id), the keys the foreign keys use: with the business fixed, the
      // planner reads only that business's professionals, services and clients.
      .innerJoin('professionals as p', (join) =>
        join.onRef('p.business_id', '=', 'a.business_id').onRef('p.id', '=', 'a.professional_id'),
      )
      .innerJoin('services as s', (join) =>
        join.onRef('s.business_id', '=', 'a.business_id').onRef('s.id', '=', 'a.service_id'),
      )
      .innerJoin('clients as c', (join) =>
        join.onRef('c.business_id', '=', 'a.business_id').onRef('c.id', '=', 'a.client_id'),
      );

  /** Named as the contract names them (appointment-answer.ts): the rows are the answer, with nothing to copy. */
  const withAppointmentColumns = (query: ReturnType<typeof joinedAppointments>) =>
    query.select(appointmentSelection).$castTo<AppointmentAnswer>();
  const appointmentRows = (executor: Kysely<Database>) => withAppointmentColumns(joinedAppointments(executor));

  /**
   * The business's appointments that overlap [from, to), in the schedule's order. The lower
   * bound on starts_at (`LONGEST_SERVICE_MINUTES` before `from`) lets the (business_id, starts_at)
   * index bound the scan on both sides.
   */
  const overlapping = (businessId: string, from: Date, to: Date, professionalId?: string) => {
    let query = joinedAppointments(db)
      .where('a.business_id', '=', businessId)
      .where('a.starts_at', '<', to)
      .where('a.starts_at', '>', new Date(from.getTime() - LONGEST_SERVICE_MINUTES * 60_000))
      .where('a.ends_at', '>', from);
    if (professionalId) query = query.where('a.professional_id', '=', professionalId);
    return query.orderBy('a.starts_at').orderBy('p.full_name');
  };

  return {
    businessTimeZone: (businessId: string) => readBusinessClock(db, businessId),

    /** The appointment in the way of [startsAt, endsAt) for the professional, if any (but those excluded). */
    async findConflict(
      professionalId: string,
      startsAt: Date,
      endsAt: Date,
      excludeIds: readonly string[] = [],
    ): Promise<Conflict | null> {
      let query = db
        .selectFrom('appointments as a')
        .innerJoin('clients as c', 'c.id', 'a.client_id')
        .innerJoin('services as s', 's.id', 'a.service_id')
        .select(['a.id', 'a.starts_at', 'a.ends_at', 'c.full_name as client_name', 's.name as service_name'])
        .where('a.professional_id', '=', professionalId)
        .where('a.status', '<>', 'cancelled')
        .where('a.starts_at', '<', endsAt)
        .where('a.ends_at', '>', startsAt);
      if (excludeIds.length > 0) query = query.where('a.id', 'not in', [...excludeIds]);
      const row = await query.orderBy('a.starts_at').executeTakeFirst();
      return row
        ? {
            id: row.id,
            startsAt: row.starts_at,
            endsAt: row.ends_at,
            clientName: row.client_name,
            serviceName: row.service_name,
          }
        : null;
    },

    async get(businessId: string, id: string): Promise<Appointment | null> {
      const row: Appointment | undefined = await appointmentRows(db)
        .where('a.business_id', '=', businessId)
        .where('a.id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    /** The steps of a visit of several services, in order. */
    async visitSteps(businessId: string, visitId: string): Promise<Appointment[]> {
      const rows: Appointment[] = await appointmentRows(db)
        .where('a.business_id', '=', businessId)
        .where('a.visit_id', '=', visitId)
        .orderBy('a.starts_at')
        .orderBy('a.id')
        .execute();
      return rows;
    },

    /** Appointments that overlap [from, to), for the calendar feed. */
    async list(businessId: string, from: Date, to: Date, professionalId?: string): Promise<Appointment[]> {
      const rows = await withAppointmentColumns(overlapping(businessId, from, to, professionalId)).execute();
      return rows satisfies Appointment[];
    },

    /**
     * The same appointments for the schedule, each already the JSON text of the contract's
     * `Appointment`, written by PostgreSQL in the order the schedule shows them. A busy week is
     * over a thousand rows: reading sixteen fields of each into objects only to print them again
     * cost the server more than the query, and its garbage was the answer's slowest moments.
     * Not prepared: a plan made for one week's parameters is the right one, where a generic
     * plan guesses a handful of rows and loops over them.
     */
    async listJson(businessId: string, from: Date, to: Date, professionalId?: string): Promise<string[]> {
      const rows = await overlapping(businessId, from, to, professionalId).select(appointmentJson.as('json')).execute();
      return rows.map((row) => row.json);
    },

    async summary(businessId: string, from: Date, to: Date, professionalId?: string) {
      const { rows } = await sql<{ status: AppointmentStatus; n: number; cents: number }>`
        SELECT status, count(*)::int AS n, coalesce(sum(price_cents), 0)::bigint AS cents
        FROM appointments
        WHERE business_id = ${businessId} AND starts_at >= ${from} AND starts_at < ${to}
          ${professionalId ? sql`AND professional_id = ${professionalId}` : sql``}
        GROUP BY status
      `.execute(db);
      return rows;
    },
  };
}

export type AppointmentsQueries = ReturnType<typeof createAppointmentsQueries>;
