import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Appointment } from '../../../contracts/appointments.ts';
import type { AppointmentStatus } from '../../../core/appointment-status.ts';
import type { DailyRange } from '../../../core/working-time.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import type { Profile } from '../accounts/accounts.repository.ts';

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


/**
 * A booking context's service, professional and client (each only if it is the business's),
 * whether the professional offers the service, and the time zone: the columns and the joins
 * from `businesses b`.
 */
const contextColumns = sql`
  svc.id AS service_id, svc.name AS service_name, svc.duration_minutes, svc.price_cents, svc.active AS service_active,
  pro.id AS professional_id, pro.full_name AS professional_name, pro.active AS professional_active,
  cli.id AS client_id, cli.full_name AS client_name, cli.phone AS client_phone,
  ps.service_id IS NOT NULL AS offers, b.time_zone`;
const contextJoins = (serviceId: string, professionalId: string, clientId: string) => sql`
  LEFT JOIN services svc ON svc.business_id = b.id AND svc.id = ${serviceId}
  LEFT JOIN professionals pro ON pro.business_id = b.id AND pro.id = ${professionalId}
  LEFT JOIN clients cli ON cli.business_id = b.id AND cli.id = ${clientId}
  LEFT JOIN professional_services ps ON ps.business_id = b.id AND ps.professional_id = ${professionalId} AND ps.service_id = ${serviceId}`;

/** The professional's week and breaks, as a booking context has them (`businessId`: an SQL expression). */
const hoursColumns = (businessId: RawBuilder<unknown>, professionalId: string) => sql`
  (SELECT coalesce(json_agg(json_build_object('weekday', weekday, 'start', to_char(starts_at, 'HH24:MI'), 'end', to_char(ends_at, 'HH24:MI'))), '[]')
     FROM professional_working_hours WHERE business_id = ${businessId} AND professional_id = ${professionalId}) AS hours,
  (SELECT coalesce(json_agg(json_build_object('name', name, 'weekday', weekday, 'start', to_char(starts_at, 'HH24:MI'), 'end', to_char(ends_at, 'HH24:MI'))), '[]')
     FROM professional_breaks WHERE business_id = ${businessId} AND professional_id = ${professionalId}) AS breaks`;

interface ContextRow {
  service_id: string | null;
  service_name: string | null;
  duration_minutes: number | null;
  price_cents: number | null;
  service_active: boolean | null;
  professional_id: string | null;
  professional_name: string | null;
  professional_active: boolean | null;
  client_id: string | null;
  client_name: string | null;
  client_phone: string | null;
  offers: boolean;
  hours: Array<{ weekday: number; start: string; end: string }>;
  breaks: Array<{ name: string; weekday: number | null; start: string; end: string }>;
  time_zone: string;
}

const toBookingContext = (row: ContextRow): BookingContext => ({
  service: row.service_id
    ? { id: row.service_id, name: row.service_name!, durationMinutes: row.duration_minutes!, priceCents: row.price_cents!, active: row.service_active! }
    : null,
  professional: row.professional_id ? { id: row.professional_id, fullName: row.professional_name!, active: row.professional_active! } : null,
  client: row.client_id ? { id: row.client_id, fullName: row.client_name!, phone: row.client_phone } : null,
  offers: row.offers,
  hours: row.hours,
  breaks: row.breaks,
  timeZone: row.time_zone,
});

export interface SessionBooking {
  actor: { user: { id: string; email: string; name: string }; profile: Profile | null };
  /** An admin books anyone; a professional only their own column. */
  mayBook: boolean;
  /** Null when the user has no profile. */
  context: BookingContext | null;
  /** Null when the rules did not already hold (the service says which one failed). */
  inserted: { id: string; createdAt: Date; updatedAt: Date } | null;
}

export function createAppointmentsRepository(db: Kysely<Database>) {
  const joinedAppointments = (executor: Kysely<Database>) =>
    executor
      .selectFrom('appointments as a')
      // Joined on (business_id, id), the keys the foreign keys use: with the business fixed, the
      // planner reads only that business's professionals, services and clients.
      .innerJoin('professionals as p', (join) => join.onRef('p.business_id', '=', 'a.business_id').onRef('p.id', '=', 'a.professional_id'))
      .innerJoin('services as s', (join) => join.onRef('s.business_id', '=', 'a.business_id').onRef('s.id', '=', 'a.service_id'))
      .innerJoin('clients as c', (join) => join.onRef('c.business_id', '=', 'a.business_id').onRef('c.id', '=', 'a.client_id'));

  /** Named as the contract names them: the rows are the answer, with nothing to copy. */
  const withAppointmentColumns = (query: ReturnType<typeof joinedAppointments>) =>
    query.select([
      'a.id',
      'a.professional_id as professionalId',
      'p.full_name as professionalName',
      'a.service_id as serviceId',
      's.name as serviceName',
      'a.client_id as clientId',
      'c.full_name as clientName',
      'c.phone as clientPhone',
      isoInstant('a.starts_at').as('startsAt'),
      isoInstant('a.ends_at').as('endsAt'),
      'a.status',
      'a.price_cents as priceCents',
      'a.notes',
      'a.source',
      isoInstant('a.created_at').as('createdAt'),
      isoInstant('a.updated_at').as('updatedAt'),
    ]);
  const appointmentRows = (executor: Kysely<Database>) => withAppointmentColumns(joinedAppointments(executor));

  /**
   * One appointment as the JSON text of the contract's `Appointment`. Text values go through
   * to_json, which escapes them; ids, statuses, sources and numbers need no escaping.
   */
  const appointmentJson = sql<string>`concat(
    '{"id":"', a.id, '","professionalId":"', a.professional_id, '","professionalName":', to_json(p.full_name),
    ',"serviceId":"', a.service_id, '","serviceName":', to_json(s.name),
    ',"clientId":"', a.client_id, '","clientName":', to_json(c.full_name), ',"clientPhone":', coalesce(to_json(c.phone)::text, 'null'),
    ',"startsAt":"', ${isoInstant('a.starts_at')}, '","endsAt":"', ${isoInstant('a.ends_at')},
    '","status":"', a.status, '","priceCents":', a.price_cents, ',"notes":', coalesce(to_json(a.notes)::text, 'null'),
    ',"source":"', a.source, '","createdAt":"', ${isoInstant('a.created_at')}, '","updatedAt":"', ${isoInstant('a.updated_at')}, '"}'
  )`;

  /**
   * The business's appointments that overlap [from, to), in the schedule's order. The lower
   * bound on starts_at (12 h, the longest service) lets the (business_id, starts_at) index bound
   * the scan on both sides.
   */
  const overlapping = (businessId: string, from: Date, to: Date, professionalId?: string) => {
    let query = joinedAppointments(db)
      .where('a.business_id', '=', businessId)
      .where('a.starts_at', '<', to)
      .where('a.starts_at', '>', new Date(from.getTime() - 12 * 3_600_000))
      .where('a.ends_at', '>', from);
    if (professionalId) query = query.where('a.professional_id', '=', professionalId);
    return query.orderBy('a.starts_at').orderBy('p.full_name');
  };

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
      const { rows } = await sql<ContextRow>`
        ${prepared} SELECT ${contextColumns}, ${hoursColumns(sql`b.id`, professionalId)}
        FROM businesses b ${contextJoins(serviceId, professionalId, clientId)}
        WHERE b.id = ${businessId}
      `.execute(db);
      const row = rows[0];
      if (!row) throw new Error(`business ${businessId} not found`);
      return toBookingContext(row);
    },

    /**
     * A staff booking in one statement, the hot path of the front desk: the session (by its
     * token) names the user, their profile and business; the booking context is read in that
     * business; and the appointment is inserted when the rules already hold — the user may book
     * that professional, all three exist and are active, the professional offers the service,
     * and the local time falls within their hours and clear of their breaks (or the user said to
     * book outside them; `ensureWorkingTime` in the service is the same rule, which explains a
     * refusal with the week and breaks returned only then). The service judges the returned
     * context by the same rules to say what was wrong; null when the session is not valid.
     */
    async bookAsSession(input: {
      token: string;
      professionalId: string;
      serviceId: string;
      clientId: string;
      startsAt: Date;
      notes: string | null;
      allowOutsideWorkingHours: boolean;
    }): Promise<SessionBooking | null> {
      const { token, professionalId, serviceId, clientId, startsAt, notes, allowOutsideWorkingHours } = input;
      const { rows } = await sql<Omit<ContextRow, 'hours' | 'breaks'> & {
        user_id: string;
        email: string;
        name: string;
        role: Profile['role'] | null;
        business_id: string | null;
        profile_name: string | null;
        may_book: boolean | null;
        inserted_id: string | null;
        created_at: Date | null;
        updated_at: Date | null;
        hours: ContextRow['hours'] | null;
        breaks: ContextRow['breaks'] | null;
      }>`
        ${prepared}
        WITH actor AS (
          SELECT u.id AS user_id, u.email, u.name, p.role, p.business_id, p.full_name AS profile_name
          FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN profiles p ON p.id = s.user_id
          WHERE s.token = ${token} AND s.expires_at > now()
        ), context AS (
          SELECT a.user_id, b.id AS business_id, ${contextColumns},
            date_trunc('minute', ${startsAt}::timestamptz AT TIME ZONE b.time_zone) AS local_start,
            date_trunc('minute', (${startsAt}::timestamptz + svc.duration_minutes * interval '1 minute') AT TIME ZONE b.time_zone) AS local_end,
            coalesce(a.role = 'admin' OR pro.user_id = a.user_id, false) AS may_book
          FROM actor a JOIN businesses b ON b.id = a.business_id ${contextJoins(serviceId, professionalId, clientId)}
        ), inserted AS (
          INSERT INTO appointments (business_id, professional_id, service_id, client_id, starts_at, ends_at, status, price_cents, notes, source)
          SELECT k.business_id, k.professional_id, k.service_id, k.client_id, ${startsAt},
            ${startsAt}::timestamptz + k.duration_minutes * interval '1 minute', 'scheduled', k.price_cents, ${notes}, 'staff'
          FROM context k
          WHERE k.may_book AND k.service_active AND k.professional_active AND k.client_id IS NOT NULL AND k.offers
            AND (${allowOutsideWorkingHours} OR (
              k.local_start::date = k.local_end::date
              AND EXISTS (
                SELECT 1 FROM professional_working_hours h
                WHERE h.business_id = k.business_id AND h.professional_id = ${professionalId} AND h.weekday = extract(dow FROM k.local_start)
                  AND h.starts_at <= k.local_start::time AND k.local_end::time <= h.ends_at)
              AND NOT EXISTS (
                SELECT 1 FROM professional_breaks r
                WHERE r.business_id = k.business_id AND r.professional_id = ${professionalId}
                  AND (r.weekday IS NULL OR r.weekday = extract(dow FROM k.local_start))
                  AND k.local_start::time < r.ends_at AND r.starts_at < k.local_end::time)))
          RETURNING id, created_at, updated_at
        )
        SELECT a.user_id, a.email, a.name, a.role, a.business_id, a.profile_name,
          c.service_id, c.service_name, c.duration_minutes, c.price_cents, c.service_active,
          c.professional_id, c.professional_name, c.professional_active, c.client_id, c.client_name, c.client_phone,
          c.offers, c.time_zone, c.may_book,
          i.id AS inserted_id, i.created_at, i.updated_at, h.hours, h.breaks
        FROM actor a
        LEFT JOIN context c ON c.user_id = a.user_id
        LEFT JOIN inserted i ON true
        -- The week and breaks only to explain a refusal.
        LEFT JOIN LATERAL (SELECT ${hoursColumns(sql`a.business_id`, professionalId)} WHERE i.id IS NULL) h ON true
      `.execute(db).catch((error: unknown) => {
        if (isExclusionViolation(error)) throw new SlotTakenError();
        throw error;
      });
      const row = rows[0];
      if (!row) return null;
      const profile = row.role && row.business_id && row.profile_name !== null ? { id: row.user_id, role: row.role, businessId: row.business_id, fullName: row.profile_name } : null;
      return {
        actor: { user: { id: row.user_id, email: row.email, name: row.name }, profile },
        mayBook: row.may_book === true,
        context: row.time_zone ? toBookingContext({ ...row, hours: row.hours ?? [], breaks: row.breaks ?? [] }) : null,
        inserted: row.inserted_id ? { id: row.inserted_id, createdAt: row.created_at!, updatedAt: row.updated_at! } : null,
      };
    },

    /** The time zone and the service's length, to describe a refused booking of that professional. */
    async bookingFrame(professionalId: string, serviceId: string): Promise<{ timeZone: string; durationMinutes: number }> {
      const row = await db
        .selectFrom('professionals as p')
        .innerJoin('businesses as b', 'b.id', 'p.business_id')
        .innerJoin('services as s', (join) => join.onRef('s.business_id', '=', 'p.business_id').on('s.id', '=', serviceId))
        .select(['b.time_zone', 's.duration_minutes'])
        .where('p.id', '=', professionalId)
        .executeTakeFirstOrThrow();
      return { timeZone: row.time_zone, durationMinutes: row.duration_minutes };
    },

    /** Takes back an appointment this request just wrote. */
    async remove(businessId: string, id: string): Promise<void> {
      await db.deleteFrom('appointments').where('business_id', '=', businessId).where('id', '=', id).execute();
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

    /** Inserts, or throws SlotTakenError when the professional is busy then. */
    async insert(appointment: NewAppointment): Promise<{ id: string; createdAt: Date; updatedAt: Date }> {
      try {
        const { rows } = await sql<{ id: string; created_at: Date; updated_at: Date }>`
          ${prepared} INSERT INTO appointments (business_id, professional_id, service_id, client_id, starts_at, ends_at, status, price_cents, notes, source)
          VALUES (${appointment.businessId}, ${appointment.professionalId}, ${appointment.serviceId}, ${appointment.clientId},
            ${appointment.startsAt}, ${appointment.endsAt}, ${appointment.status}, ${appointment.priceCents}, ${appointment.notes}, ${appointment.source})
          RETURNING id, created_at, updated_at
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
      const row: Appointment | undefined = await appointmentRows(db).where('a.business_id', '=', businessId).where('a.id', '=', id).executeTakeFirst();
      return row ?? null;
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
