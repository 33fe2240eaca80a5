import { sql, type Kysely } from 'kysely';
import type { Appointment } from '../../../contracts/appointments.ts';
import type { AppointmentStatus } from '../../../core/appointment-status.ts';
import type { DailyRange } from '../../../core/working-time.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import type { InlineNotification } from '../live/change-feed.ts';

export class SlotTakenError extends Error {
  constructor() {
    super('SLOT_TAKEN');
  }
}

export interface NewAppointment {
  businessId: string;
  professionalId: string;
  serviceId: string;
  clientId: string;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  priceCents: number;
  notes: string | null;
  source: 'staff' | 'online';
}

export interface BookingContext {
  service: { id: string; name: string; durationMinutes: number; priceCents: number; active: boolean } | null;
  professional: { id: string; fullName: string; active: boolean } | null;
  client: { id: string; fullName: string; phone: string | null } | null;
  offers: boolean;
  hours: DailyRange[];
  breaks: Array<DailyRange & { name: string }>;
  timeZone: string;
}

export interface Conflict {
  id: string;
  startsAt: Date;
  endsAt: Date;
  clientName: string;
  serviceName: string;
}

/**
 * An instant as the ISO 8601 text the API answers with, written by the database: a week of a
 * busy schedule is thousands of rows, and parsing each timestamp into a Date only to print it
 * again costs more than the query.
 */
const isoInstant = (column: string) => sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** SQLSTATE 23P01: the exclusion constraint saw two appointments of one professional overlap. */
export function isExclusionViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';
}


export function createAppointmentsRepository(db: Kysely<Database>) {
  const appointmentRows = (executor: Kysely<Database>) =>
    executor
      .selectFrom('appointments as a')
      // Joined on (business_id, id), the keys the foreign keys use: with the business fixed, the
      // planner reads only that business's professionals, services and clients.
      .innerJoin('professionals as p', (join) => join.onRef('p.business_id', '=', 'a.business_id').onRef('p.id', '=', 'a.professional_id'))
      .innerJoin('services as s', (join) => join.onRef('s.business_id', '=', 'a.business_id').onRef('s.id', '=', 'a.service_id'))
      .innerJoin('clients as c', (join) => join.onRef('c.business_id', '=', 'a.business_id').onRef('c.id', '=', 'a.client_id'))
      .select([
        'a.id',
        'a.professional_id',
        'p.full_name as professional_name',
        'a.service_id',
        's.name as service_name',
        'a.client_id',
        'c.full_name as client_name',
        'c.phone as client_phone',
        isoInstant('a.starts_at').as('starts_at'),
        isoInstant('a.ends_at').as('ends_at'),
        'a.status',
        'a.price_cents',
        'a.notes',
        'a.source',
        isoInstant('a.created_at').as('created_at'),
        isoInstant('a.updated_at').as('updated_at'),
      ]);

  type Row = Awaited<ReturnType<ReturnType<typeof appointmentRows>['execute']>>[number];
  const toAppointment = (r: Row): Appointment => ({
    id: r.id,
    professionalId: r.professional_id,
    professionalName: r.professional_name,
    serviceId: r.service_id,
    serviceName: r.service_name,
    clientId: r.client_id,
    clientName: r.client_name,
    clientPhone: r.client_phone,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    status: r.status,
    priceCents: r.price_cents,
    notes: r.notes,
    source: r.source,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });

  return {
    async businessTimeZone(businessId: string): Promise<{ timeZone: string; currency: 'BRL' | 'USD' }> {
      const row = await db.selectFrom('businesses').select(['time_zone', 'currency']).where('id', '=', businessId).executeTakeFirstOrThrow();
      return { timeZone: row.time_zone, currency: row.currency };
    },

    /**
     * Everything a booking is judged by, in one round trip: the service, professional and
     * client (each only if it belongs to the business), whether the professional offers the
     * service, their hours and breaks, and the business's time zone.
     */
    async bookingContext(businessId: string, serviceId: string, professionalId: string, clientId: string): Promise<BookingContext> {
      const { rows } = await sql<{
        service: { id: string; name: string; duration_minutes: number; price_cents: number; active: boolean } | null;
        professional: { id: string; full_name: string; active: boolean } | null;
        client: { id: string; full_name: string; phone: string | null } | null;
        offers: boolean;
        hours: Array<{ weekday: number; start: string; end: string }>;
        breaks: Array<{ name: string; weekday: number | null; start: string; end: string }>;
        time_zone: string;
      }>`
        ${prepared} SELECT
          (SELECT row_to_json(x) FROM (SELECT id, name, duration_minutes, price_cents, active FROM services WHERE business_id = b.id AND id = ${serviceId}) x) AS service,
          (SELECT row_to_json(x) FROM (SELECT id, full_name, active FROM professionals WHERE business_id = b.id AND id = ${professionalId}) x) AS professional,
          (SELECT row_to_json(x) FROM (SELECT id, full_name, phone FROM clients WHERE business_id = b.id AND id = ${clientId}) x) AS client,
          EXISTS (SELECT 1 FROM professional_services WHERE business_id = b.id AND professional_id = ${professionalId} AND service_id = ${serviceId}) AS offers,
          (SELECT coalesce(json_agg(json_build_object('weekday', weekday, 'start', to_char(starts_at, 'HH24:MI'), 'end', to_char(ends_at, 'HH24:MI'))), '[]')
             FROM professional_working_hours WHERE business_id = b.id AND professional_id = ${professionalId}) AS hours,
          (SELECT coalesce(json_agg(json_build_object('name', name, 'weekday', weekday, 'start', to_char(starts_at, 'HH24:MI'), 'end', to_char(ends_at, 'HH24:MI'))), '[]')
             FROM professional_breaks WHERE business_id = b.id AND professional_id = ${professionalId}) AS breaks,
          b.time_zone
        FROM businesses b WHERE b.id = ${businessId}
      `.execute(db);
      const row = rows[0];
      if (!row) throw new Error(`business ${businessId} not found`);
      return {
        service: row.service
          ? { id: row.service.id, name: row.service.name, durationMinutes: row.service.duration_minutes, priceCents: row.service.price_cents, active: row.service.active }
          : null,
        professional: row.professional ? { id: row.professional.id, fullName: row.professional.full_name, active: row.professional.active } : null,
        client: row.client ? { id: row.client.id, fullName: row.client.full_name, phone: row.client.phone } : null,
        offers: row.offers,
        hours: row.hours,
        breaks: row.breaks,
        timeZone: row.time_zone,
      };
    },

    async findProfessional(businessId: string, id: string) {
      return db
        .selectFrom('professionals')
        .select(['id', 'full_name', 'active', 'user_id'])
        .where('business_id', '=', businessId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async professionalIdOfUser(businessId: string, userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('professionals')
        .select('id')
        .where('business_id', '=', businessId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /**
     * Inserts, or throws SlotTakenError when the professional is busy then. `notification` is
     * sent by the same statement, so the schedules listening hear of it in the same round trip.
     */
    async insert(appointment: NewAppointment, notification: InlineNotification | null = null): Promise<{ id: string; createdAt: Date; updatedAt: Date }> {
      try {
        const { rows } = await sql<{ id: string; created_at: Date; updated_at: Date }>`
          ${prepared} WITH inserted AS (
            INSERT INTO appointments (business_id, professional_id, service_id, client_id, starts_at, ends_at, status, price_cents, notes, source)
            VALUES (${appointment.businessId}, ${appointment.professionalId}, ${appointment.serviceId}, ${appointment.clientId},
              ${appointment.startsAt}, ${appointment.endsAt}, ${appointment.status}, ${appointment.priceCents}, ${appointment.notes}, ${appointment.source})
            RETURNING id, created_at, updated_at
          )
          SELECT id, created_at, updated_at${notification ? sql`, pg_notify(${notification.channel}, ${notification.payload})` : sql``} FROM inserted
        `.execute(db);
        const row = rows[0]!;
        return { id: row.id, createdAt: row.created_at, updatedAt: row.updated_at };
      } catch (error) {
        if (isExclusionViolation(error)) throw new SlotTakenError();
        throw error;
      }
    },

    /** The appointment in the way of [startsAt, endsAt) for the professional, if any. */
    async findConflict(professionalId: string, startsAt: Date, endsAt: Date, excludeId?: string): Promise<Conflict | null> {
      let query = db
        .selectFrom('appointments as a')
        .innerJoin('clients as c', 'c.id', 'a.client_id')
        .innerJoin('services as s', 's.id', 'a.service_id')
        .select(['a.id', 'a.starts_at', 'a.ends_at', 'c.full_name as client_name', 's.name as service_name'])
        .where('a.professional_id', '=', professionalId)
        .where('a.status', '<>', 'cancelled')
        .where('a.starts_at', '<', endsAt)
        .where('a.ends_at', '>', startsAt);
      if (excludeId) query = query.where('a.id', '<>', excludeId);
      const row = await query.orderBy('a.starts_at').executeTakeFirst();
      return row ? { id: row.id, startsAt: row.starts_at, endsAt: row.ends_at, clientName: row.client_name, serviceName: row.service_name } : null;
    },

    async get(businessId: string, id: string): Promise<Appointment | null> {
      const row = await appointmentRows(db).where('a.business_id', '=', businessId).where('a.id', '=', id).executeTakeFirst();
      return row ? toAppointment(row) : null;
    },

    /**
     * Appointments that overlap [from, to). The lower bound on starts_at (12 h, the longest
     * service) lets the (business_id, starts_at) index bound the scan on both sides.
     */
    async list(businessId: string, from: Date, to: Date, professionalId?: string): Promise<Appointment[]> {
      // The schedule asks this all day: prepared, so each connection plans it once.
      let query = appointmentRows(db)
        .modifyFront(prepared)
        .where('a.business_id', '=', businessId)
        .where('a.starts_at', '<', to)
        .where('a.starts_at', '>', new Date(from.getTime() - 12 * 3_600_000))
        .where('a.ends_at', '>', from);
      if (professionalId) query = query.where('a.professional_id', '=', professionalId);
      const rows = await query.orderBy('a.starts_at').orderBy('p.full_name').execute();
      return rows.map(toAppointment);
    },

    /** Moves the status on only if it is still `from`: two devices cannot both apply a change. */
    async changeStatus(businessId: string, id: string, from: AppointmentStatus, to: AppointmentStatus): Promise<boolean> {
      const result = await db
        .updateTable('appointments')
        .set({ status: to, updated_at: new Date(), cancelled_at: to === 'cancelled' ? new Date() : null })
        .where('business_id', '=', businessId)
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async reschedule(businessId: string, id: string, professionalId: string, startsAt: Date, endsAt: Date): Promise<boolean> {
      try {
        const result = await db
          .updateTable('appointments')
          .set({ professional_id: professionalId, starts_at: startsAt, ends_at: endsAt, updated_at: new Date() })
          .where('business_id', '=', businessId)
          .where('id', '=', id)
          .where('status', 'in', ['scheduled', 'confirmed'])
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      } catch (error) {
        if (isExclusionViolation(error)) throw new SlotTakenError();
        throw error;
      }
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

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
