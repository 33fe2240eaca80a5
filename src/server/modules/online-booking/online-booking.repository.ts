import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Interval, ProfessionalAvailability, WeeklyRange } from '../../../core/availability/compute-available-slots.ts';
import type { Database } from '../../db/schema.ts';
import { isExclusionViolation, SlotTakenError } from '../appointments/appointments.repository.ts';

export interface BookingSettings {
  enabled: boolean;
  welcomeMessage: string | null;
  windowDays: number;
  requirePhone: boolean;
  requireEmail: boolean;
  autoConfirm: boolean;
  minNoticeMinutes: number;
  slotStepMinutes: number;
  cancelUntilHours: number;
}

export interface PublicBusinessRow {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  timeZone: string;
  currency: 'BRL' | 'USD';
  ownerEmail: string | null;
}

const hhmm = (t: string) => t.slice(0, 5);

type SettingsRow = Omit<Selectable<Database['online_booking_settings']>, 'business_id' | 'updated_at'>;

function toSettings(row: SettingsRow | undefined): BookingSettings {
  return {
    enabled: row?.enabled ?? false,
    welcomeMessage: row?.welcome_message ?? null,
    windowDays: row?.window_days ?? 30,
    requirePhone: row?.require_phone ?? true,
    requireEmail: row?.require_email ?? false,
    autoConfirm: row?.auto_confirm ?? true,
    minNoticeMinutes: row?.min_notice_minutes ?? 120,
    slotStepMinutes: row?.slot_step_minutes ?? 15,
    cancelUntilHours: row?.cancel_until_hours ?? 24,
  };
}

/** A professional as `availabilityJson` writes it: busy times are [start, end] in epoch milliseconds. */
interface AvailabilityJson {
  id: string;
  hours: Array<[number, string, string]>;
  breaks: Array<[number | null, string, string]>;
  /** JSON text of start and end pairs in epoch seconds, `[s1,e1,s2,e2,…]` (null: none). */
  busy: string | null;
}

/**
 * The active professionals who offer the service, each as one JSON object with their week,
 * breaks and the appointments that hold time in [from, to). Appointments are found through
 * (professional_id, starts_at): none lasts 12 hours, so one that still runs at `from` started
 * less than 12 hours before it.
 */
function availabilityJson(q: { businessId: string; serviceId: string; from: Date; to: Date; professionalId?: string; ignoreAppointmentId?: string }) {
  const ranges = (table: 'professional_working_hours' | 'professional_breaks') => sql`(
    SELECT coalesce(json_agg(json_build_array(r.weekday, r.starts_at, r.ends_at)), '[]') FROM ${sql.table(table)} r WHERE r.professional_id = t.id
  )`;
  // The team's appointments in one index scan (an array of ids, not one scan per person),
  // written as the text of a JSON array of seconds: far cheaper to write and to read than a
  // row or a JSON value per appointment.
  return sql<AvailabilityJson[]>`(
    WITH team AS (
      SELECT p.id, p.full_name FROM professionals p
      WHERE p.business_id = ${q.businessId} AND p.active
        AND EXISTS (SELECT 1 FROM professional_services ps WHERE ps.professional_id = p.id AND ps.service_id = ${q.serviceId})
        ${q.professionalId ? sql`AND p.id = ${q.professionalId}` : sql``}
    ), busy AS (
      SELECT a.professional_id, '[' || string_agg(floor(date_part('epoch', a.starts_at))::int8 || ',' || ceil(date_part('epoch', a.ends_at))::int8, ',') || ']' AS busy
      FROM appointments a
      WHERE a.professional_id = ANY(ARRAY(SELECT id FROM team)) AND a.status <> 'cancelled'
        AND a.starts_at < ${q.to} AND a.starts_at > ${new Date(q.from.getTime() - 12 * 3_600_000)} AND a.ends_at > ${q.from}
        ${q.ignoreAppointmentId ? sql`AND a.id <> ${q.ignoreAppointmentId}` : sql``}
      GROUP BY a.professional_id
    )
    SELECT coalesce(json_agg(json_build_object(
      'id', t.id,
      'hours', ${ranges('professional_working_hours')},
      'breaks', ${ranges('professional_breaks')},
      'busy', b.busy
    ) ORDER BY t.full_name, t.id), '[]')
    FROM team t LEFT JOIN busy b ON b.professional_id = t.id
  )`;
}

function busyIntervals(text: string | null): Interval[] {
  if (!text) return [];
  const seconds = JSON.parse(text) as number[];
  const out: Interval[] = [];
  for (let i = 0; i + 1 < seconds.length; i += 2) out.push({ startsAt: new Date(seconds[i]! * 1000), endsAt: new Date(seconds[i + 1]! * 1000) });
  return out;
}

function fromAvailabilityJson(professionals: AvailabilityJson[]): ProfessionalAvailability[] {
  return professionals.map((p) => ({
    id: p.id,
    workingHours: p.hours.map(([weekday, start, end]) => ({ weekday, start: hhmm(start), end: hhmm(end) })),
    breaks: p.breaks.map(([weekday, start, end]) => ({ weekday, start: hhmm(start), end: hhmm(end) })),
    busy: busyIntervals(p.busy),
  }));
}

/**
 * The same phone written with or without the country code ('+55 11 91234-5678' and
 * '(11) 91234-5678'): equal digits, or one ends with the other when that one still has an
 * area code (10 digits or more).
 */
const samePhone = (digits: string) =>
  sql<boolean>`(phone_digits = ${digits} OR (length(${digits}) >= 10 AND phone_digits LIKE '%' || ${digits}) OR (length(phone_digits) >= 10 AND ${digits} LIKE '%' || phone_digits))`;

export function createOnlineBookingRepository(db: Kysely<Database>) {
  return {
    /** The settings, with their defaults until the owner changes something. */
    async settings(businessId: string): Promise<BookingSettings> {
      return toSettings(await db.selectFrom('online_booking_settings').selectAll().where('business_id', '=', businessId).executeTakeFirst());
    },

    async saveSettings(businessId: string, settings: BookingSettings): Promise<void> {
      const values = {
        enabled: settings.enabled,
        welcome_message: settings.welcomeMessage,
        window_days: settings.windowDays,
        require_phone: settings.requirePhone,
        require_email: settings.requireEmail,
        auto_confirm: settings.autoConfirm,
        min_notice_minutes: settings.minNoticeMinutes,
        slot_step_minutes: settings.slotStepMinutes,
        cancel_until_hours: settings.cancelUntilHours,
        updated_at: new Date(),
      };
      await db
        .insertInto('online_booking_settings')
        .values({ business_id: businessId, ...values })
        .onConflict((oc) => oc.column('business_id').doUpdateSet(values))
        .execute();
    },

    async stats(businessId: string, since: Date) {
      const { rows } = await sql<{ visits: number; bookings: number; cancellations: number }>`
        SELECT
          (SELECT coalesce(sum(visits), 0)::int FROM booking_page_visits WHERE business_id = ${businessId} AND day >= ${since.toISOString().slice(0, 10)}::date) AS visits,
          (SELECT count(*)::int FROM appointments WHERE business_id = ${businessId} AND source = 'online' AND created_at >= ${since}) AS bookings,
          (SELECT count(*)::int FROM appointments WHERE business_id = ${businessId} AND source = 'online' AND status = 'cancelled' AND cancelled_at >= ${since}) AS cancellations
      `.execute(db);
      return rows[0]!;
    },

    async recordVisit(businessId: string, day: string): Promise<void> {
      await sql`
        INSERT INTO booking_page_visits (business_id, day, visits) VALUES (${businessId}, ${day}::date, 1)
        ON CONFLICT (business_id, day) DO UPDATE SET visits = booking_page_visits.visits + 1
      `.execute(db);
    },

    async business(businessId: string): Promise<PublicBusinessRow | null> {
      const row = await db
        .selectFrom('businesses as b')
        .select(['b.id', 'b.name', 'b.address', 'b.phone', 'b.email', 'b.time_zone', 'b.currency'])
        .select((eb) =>
          eb
            .selectFrom('profiles as p')
            .innerJoin('users as u', 'u.id', 'p.id')
            .select('u.email')
            .whereRef('p.business_id', '=', 'b.id')
            .where('p.role', '=', 'admin')
            .orderBy('p.created_at')
            .limit(1)
            .as('owner_email'),
        )
        .where('b.id', '=', businessId)
        .executeTakeFirst();
      if (!row) return null;
      return { id: row.id, name: row.name, address: row.address, phone: row.phone, email: row.email, timeZone: row.time_zone, currency: row.currency, ownerEmail: row.owner_email };
    },

    async openingHours(businessId: string): Promise<WeeklyRange[]> {
      const rows = await db.selectFrom('business_opening_hours').select(['weekday', 'opens_at', 'closes_at']).where('business_id', '=', businessId).orderBy('weekday').orderBy('opens_at').execute();
      return rows.map((r) => ({ weekday: r.weekday, start: hhmm(r.opens_at), end: hhmm(r.closes_at) }));
    },

    async activeServices(businessId: string) {
      return db
        .selectFrom('services')
        .select(['id', 'name', 'description', 'duration_minutes', 'price_cents'])
        .where('business_id', '=', businessId)
        .where('active', '=', true)
        .orderBy('name')
        .execute();
    },

    /** Active professionals who offer at least one active service, with those services. */
    async bookableProfessionals(businessId: string) {
      const rows = await db
        .selectFrom('professionals as p')
        .innerJoin('professional_services as ps', 'ps.professional_id', 'p.id')
        .innerJoin('services as s', 's.id', 'ps.service_id')
        .select(['p.id', 'p.full_name', 'p.specialization', 's.id as service_id'])
        .where('p.business_id', '=', businessId)
        .where('p.active', '=', true)
        .where('s.active', '=', true)
        .orderBy('p.full_name')
        .execute();
      const byId = new Map<string, { id: string; fullName: string; specialization: string | null; serviceIds: string[] }>();
      for (const r of rows) {
        const entry = byId.get(r.id) ?? { id: r.id, fullName: r.full_name, specialization: r.specialization, serviceIds: [] };
        entry.serviceIds.push(r.service_id);
        byId.set(r.id, entry);
      }
      return [...byId.values()];
    },

    /**
     * Who can do the service, with their week, breaks and the appointments that hold time in
     * [from, to): what the availability engine needs, in one statement.
     */
    async availabilityOf(businessId: string, serviceId: string, from: Date, to: Date, professionalId?: string, ignoreAppointmentId?: string): Promise<ProfessionalAvailability[]> {
      const { rows } = await sql<{ professionals: AvailabilityJson[] }>`
        SELECT ${availabilityJson({ businessId, serviceId, from, to, professionalId, ignoreAppointmentId })} AS professionals
      `.execute(db);
      return fromAvailabilityJson(rows[0]?.professionals ?? []);
    },

    /**
     * Everything the free times of a service need, in one statement: the business's time zone,
     * the settings, the service, the opening hours and the team's availability over [from, to).
     * Null when the business does not exist.
     */
    async slotsContext(businessId: string, serviceId: string, from: Date, to: Date, professionalId?: string) {
      const { rows } = await sql<SettingsRow & {
        time_zone: string;
        has_settings: boolean;
        duration_minutes: number | null;
        service_active: boolean | null;
        opening_hours: Array<[number, string, string]>;
        professionals: AvailabilityJson[];
      }>`
        SELECT b.time_zone, s.business_id IS NOT NULL AS has_settings, s.*,
          svc.duration_minutes, svc.active AS service_active,
          (SELECT coalesce(json_agg(json_build_array(o.weekday, o.opens_at, o.closes_at) ORDER BY o.weekday, o.opens_at), '[]')
             FROM business_opening_hours o WHERE o.business_id = b.id) AS opening_hours,
          ${availabilityJson({ businessId, serviceId, from, to, professionalId })} AS professionals
        FROM businesses b
        LEFT JOIN online_booking_settings s ON s.business_id = b.id
        LEFT JOIN services svc ON svc.business_id = b.id AND svc.id = ${serviceId}
        WHERE b.id = ${businessId}
      `.execute(db);
      const row = rows[0];
      if (!row) return null;
      return {
        timeZone: row.time_zone,
        settings: toSettings(row.has_settings ? row : undefined),
        service: row.duration_minutes === null ? null : { durationMinutes: row.duration_minutes, active: row.service_active === true },
        openingHours: row.opening_hours.map(([weekday, start, end]): WeeklyRange => ({ weekday, start: hhmm(start), end: hhmm(end) })),
        professionals: fromAvailabilityJson(row.professionals),
      };
    },

    async findService(businessId: string, serviceId: string) {
      return db
        .selectFrom('services')
        .select(['id', 'name', 'duration_minutes', 'price_cents', 'active'])
        .where('business_id', '=', businessId)
        .where('id', '=', serviceId)
        .executeTakeFirst();
    },

    async findProfessionalName(businessId: string, professionalId: string): Promise<string | null> {
      const row = await db.selectFrom('professionals').select('full_name').where('business_id', '=', businessId).where('id', '=', professionalId).executeTakeFirst();
      return row?.full_name ?? null;
    },

    async appointmentForKey(businessId: string, key: string) {
      const row = await db
        .selectFrom('booking_idempotency_keys as k')
        .innerJoin('appointments as a', 'a.id', 'k.appointment_id')
        .select(['a.id', 'a.status', 'a.starts_at', 'a.ends_at', 'a.manage_token'])
        .where('k.business_id', '=', businessId)
        .where('k.key', '=', key)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Online bookings this contact made since `since` that still hold a time. */
    async openBookingsByContact(businessId: string, phoneDigits: string | null, email: string | null, since: Date): Promise<number> {
      if (!phoneDigits && !email) return 0;
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM appointments a JOIN clients c ON c.id = a.client_id
        WHERE a.business_id = ${businessId} AND a.source = 'online' AND a.status <> 'cancelled' AND a.created_at >= ${since}
          AND (${phoneDigits ? samePhone(phoneDigits) : sql`false`} OR ${email ? sql`lower(c.email) = ${email}` : sql`false`})
      `.execute(db);
      return rows[0]?.n ?? 0;
    },

    /**
     * Writes the booking: the client (found by phone or e-mail, else created), the appointment
     * with its manage token, the idempotency key, and whatever `alsoWrite` adds (the outbox
     * e-mails), all in one transaction. A taken slot rolls everything back.
     */
    async book(input: {
      businessId: string;
      serviceId: string;
      professionalId: string;
      startsAt: Date;
      endsAt: Date;
      status: 'scheduled' | 'confirmed';
      priceCents: number;
      notes: string | null;
      locale: 'pt-BR' | 'en-US';
      client: { fullName: string; phone: string | null; email: string | null; phoneDigits: string | null };
      idempotencyKey: string | null;
      alsoWrite: (trx: Kysely<Database>, appointment: { id: string; manageToken: string; clientId: string }) => Promise<void>;
    }): Promise<{ id: string; manageToken: string; clientId: string }> {
      try {
        return await db.transaction().execute(async (trx) => {
          const { client } = input;
          let clientId: string | undefined;
          if (client.phoneDigits || client.email) {
            const { rows } = await sql<{ id: string }>`
              SELECT id FROM clients WHERE business_id = ${input.businessId}
                AND (${client.phoneDigits ? samePhone(client.phoneDigits) : sql`false`} OR ${client.email ? sql`lower(email) = ${client.email.toLowerCase()}` : sql`false`})
              ORDER BY (${client.phoneDigits ? samePhone(client.phoneDigits) : sql`false`}) DESC, created_at
              LIMIT 1
            `.execute(trx);
            clientId = rows[0]?.id;
          }
          if (!clientId) {
            const created = await trx
              .insertInto('clients')
              .values({ business_id: input.businessId, full_name: client.fullName, phone: client.phone, email: client.email })
              .returning('id')
              .executeTakeFirstOrThrow();
            clientId = created.id;
          }
          const manageToken = randomBytes(24).toString('base64url');
          const appointment = await trx
            .insertInto('appointments')
            .values({
              business_id: input.businessId,
              professional_id: input.professionalId,
              service_id: input.serviceId,
              client_id: clientId,
              starts_at: input.startsAt,
              ends_at: input.endsAt,
              status: input.status,
              price_cents: input.priceCents,
              notes: input.notes,
              source: 'online',
              manage_token: manageToken,
              client_locale: input.locale,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (input.idempotencyKey) {
            await trx.insertInto('booking_idempotency_keys').values({ business_id: input.businessId, key: input.idempotencyKey, appointment_id: appointment.id }).execute();
          }
          const result = { id: appointment.id, manageToken, clientId };
          await input.alsoWrite(trx, result);
          return result;
        });
      } catch (error) {
        if (isExclusionViolation(error)) throw new SlotTakenError();
        throw error;
      }
    },

    async findByToken(token: string) {
      return this.findOnline({ token });
    },

    /** An online booking (one with a manage token) by its token or id, with what its e-mails say. */
    async findOnline(by: { token: string } | { id: string }) {
      const row = await db
        .selectFrom('appointments as a')
        .innerJoin('businesses as b', 'b.id', 'a.business_id')
        .innerJoin('services as s', 's.id', 'a.service_id')
        .innerJoin('professionals as p', 'p.id', 'a.professional_id')
        .innerJoin('clients as c', 'c.id', 'a.client_id')
        .select([
          'a.id',
          'a.business_id',
          'a.status',
          'a.starts_at',
          'a.ends_at',
          'a.price_cents',
          'a.client_locale',
          'a.service_id',
          's.name as service_name',
          'a.professional_id',
          'p.full_name as professional_name',
          'c.full_name as client_name',
          'c.phone as client_phone',
          'c.email as client_email',
          'b.name as business_name',
          'b.address',
          'b.phone as business_phone',
          'b.time_zone',
          'b.currency',
          'a.manage_token',
        ])
        .where((eb) => ('token' in by ? eb('a.manage_token', '=', by.token) : eb.and([eb('a.id', '=', by.id), eb('a.manage_token', 'is not', null)])))
        .executeTakeFirst();
      return row ?? null;
    },

    async cancel(id: string, alsoWrite: (trx: Kysely<Database>) => Promise<void>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('appointments')
          .set({ status: 'cancelled', cancelled_at: new Date(), updated_at: new Date() })
          .where('id', '=', id)
          .where('status', 'in', ['scheduled', 'confirmed'])
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await alsoWrite(trx);
        return true;
      });
    },

    async move(id: string, professionalId: string, startsAt: Date, endsAt: Date, alsoWrite: (trx: Kysely<Database>) => Promise<void>): Promise<boolean> {
      try {
        return await db.transaction().execute(async (trx) => {
          const result = await trx
            .updateTable('appointments')
            .set({ professional_id: professionalId, starts_at: startsAt, ends_at: endsAt, updated_at: new Date() })
            .where('id', '=', id)
            .where('status', 'in', ['scheduled', 'confirmed'])
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) !== 1) return false;
          await alsoWrite(trx);
          return true;
        });
      } catch (error) {
        if (isExclusionViolation(error)) throw new SlotTakenError();
        throw error;
      }
    },
  };
}

export type OnlineBookingRepository = ReturnType<typeof createOnlineBookingRepository>;
