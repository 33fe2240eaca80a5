// Over 300 lines: every read of the public booking page and of its bookings, in one place.
import { sql, type Kysely } from 'kysely';
import type { AppointmentStatus } from '../../../core/appointment-status.ts';
import type { WeeklyRange } from '../../../core/availability/compute-available-slots.ts';
import { hhmm } from '../../../core/time-of-day.ts';
import type { Database } from '../../db/schema.ts';
import type { Locale } from '../../i18n/locale.ts';
import { samePhone } from '../clients/client-matching.ts';
import { readSlotsContext } from './slots-context-sql.ts';

/**
 * What the public booking page reads: the business, its services and team, free times, and an
 * online booking by its secret link. Appointments are written by the appointments repository.
 */

export interface PublicBusinessRecord {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  timeZone: string;
  currency: 'BRL' | 'USD';
  /** Whose numbering a phone written without its country code follows. */
  country: string;
  /** The language the business was set up in: its alerts are written in it. */
  locale: Locale;
  ownerEmail: string | null;
}

/** An online booking as its customer's page and e-mails describe it. */
export interface OnlineBookingRecord {
  id: string;
  businessId: string;
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
  priceCents: number;
  /** The language the customer booked in. */
  clientLocale: Locale;
  serviceId: string;
  serviceName: string;
  professionalId: string;
  professionalName: string;
  client: { fullName: string; phone: string | null; email: string | null };
  business: { name: string; address: string | null; phone: string | null; timeZone: string; currency: 'BRL' | 'USD' };
  manageToken: string;
  /** Set on the first step of a visit of several services (its own id). */
  visitId: string | null;
}

/** A step of a visit of several services. */
export interface VisitStepRecord {
  id: string;
  status: AppointmentStatus;
  serviceId: string;
  serviceName: string;
  serviceMinutes: number;
  professionalId: string;
  professionalName: string;
  startsAt: Date;
  endsAt: Date;
  priceCents: number;
}

export interface EarlierBooking {
  id: string;
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
  manageToken: string;
}

export function createOnlineBookingRepository(db: Kysely<Database>) {
  return {
    async business(businessId: string): Promise<PublicBusinessRecord | null> {
      const row = await db
        .selectFrom('businesses as b')
        .select([
          'b.id',
          'b.name',
          'b.address',
          'b.phone',
          'b.email',
          'b.time_zone',
          'b.currency',
          'b.country',
          'b.locale',
        ])
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
        // A business its owner closed has no public page (docs/business-closing.md).
        .where('b.closed_at', 'is', null)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        address: row.address,
        phone: row.phone,
        email: row.email,
        timeZone: row.time_zone,
        currency: row.currency,
        country: row.country,
        locale: row.locale,
        ownerEmail: row.owner_email,
      };
    },

    async openingHours(businessId: string): Promise<WeeklyRange[]> {
      const rows = await db
        .selectFrom('business_opening_hours')
        .select(['weekday', 'opens_at', 'closes_at'])
        .where('business_id', '=', businessId)
        .orderBy('weekday')
        .orderBy('opens_at')
        .execute();
      return rows.map((r) => ({ weekday: r.weekday, start: hhmm(r.opens_at), end: hhmm(r.closes_at) }));
    },

    async activeServices(
      businessId: string,
    ): Promise<
      Array<{ id: string; name: string; description: string | null; durationMinutes: number; priceCents: number }>
    > {
      return db
        .selectFrom('services')
        .select(['id', 'name', 'description', 'duration_minutes as durationMinutes', 'price_cents as priceCents'])
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
      const byId = new Map<
        string,
        { id: string; fullName: string; specialization: string | null; serviceIds: string[] }
      >();
      for (const r of rows) {
        const entry = byId.get(r.id) ?? {
          id: r.id,
          fullName: r.full_name,
          specialization: r.specialization,
          serviceIds: [],
        };
        entry.serviceIds.push(r.service_id);
        byId.set(r.id, entry);
      }
      return [...byId.values()];
    },

    /**
     * Everything the free times of a service or a visit need, in one statement
     * (slots-context-sql.ts); null when the business does not exist or its owner closed it.
     */
    slotsContext: (q: Parameters<typeof readSlotsContext>[1]) => readSlotsContext(db, q),

    /** The steps of a visit of several services, in order, with what its page shows of each. */
    async visitSteps(businessId: string, visitId: string): Promise<VisitStepRecord[]> {
      const rows = await db
        .selectFrom('appointments as a')
        .innerJoin('services as s', 's.id', 'a.service_id')
        .innerJoin('professionals as p', 'p.id', 'a.professional_id')
        .select([
          'a.id',
          'a.status',
          'a.service_id as serviceId',
          's.name as serviceName',
          's.duration_minutes as serviceMinutes',
          'a.professional_id as professionalId',
          'p.full_name as professionalName',
          'a.starts_at as startsAt',
          'a.ends_at as endsAt',
          'a.price_cents as priceCents',
        ])
        .where('a.business_id', '=', businessId)
        .where('a.visit_id', '=', visitId)
        .orderBy('a.starts_at')
        .orderBy('a.id')
        .execute();
      return rows;
    },

    async findService(
      businessId: string,
      serviceId: string,
    ): Promise<{ id: string; name: string; durationMinutes: number; priceCents: number; active: boolean } | null> {
      const row = await db
        .selectFrom('services')
        .select(['id', 'name', 'duration_minutes as durationMinutes', 'price_cents as priceCents', 'active'])
        .where('business_id', '=', businessId)
        .where('id', '=', serviceId)
        .executeTakeFirst();
      return row ?? null;
    },

    async findProfessionalName(businessId: string, professionalId: string): Promise<string | null> {
      const row = await db
        .selectFrom('professionals')
        .select('full_name')
        .where('business_id', '=', businessId)
        .where('id', '=', professionalId)
        .executeTakeFirst();
      return row?.full_name ?? null;
    },

    /** The booking an Idempotency-Key already made, if any. */
    async bookingForKey(businessId: string, key: string): Promise<EarlierBooking | null> {
      const row = await db
        .selectFrom('booking_idempotency_keys as k')
        .innerJoin('appointments as a', 'a.id', 'k.appointment_id')
        .select(['a.id', 'a.status', 'a.starts_at as startsAt', 'a.ends_at as endsAt', 'a.manage_token as manageToken'])
        .where('k.business_id', '=', businessId)
        .where('k.key', '=', key)
        .where('a.manage_token', 'is not', null)
        .executeTakeFirst();
      return row ? { ...row, manageToken: row.manageToken! } : null;
    },

    /** Online bookings this contact made since `since` that still hold a time. */
    async openBookingsByContact(
      businessId: string,
      phoneDigits: string | null,
      email: string | null,
      since: Date,
    ): Promise<number> {
      if (!phoneDigits && !email) return 0;
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM appointments a JOIN clients c ON c.id = a.client_id
        WHERE a.business_id = ${businessId} AND a.source = 'online' AND a.status <> 'cancelled' AND a.created_at >= ${since}
          AND (${phoneDigits ? samePhone(phoneDigits) : sql`false`} OR ${email ? sql`lower(c.email) = ${email}` : sql`false`})
      `.execute(db);
      return rows[0]?.n ?? 0;
    },

    /** An online booking (one with a manage token) by its token or id, with what its e-mails say. */
    async findOnline(by: { token: string } | { id: string }): Promise<OnlineBookingRecord | null> {
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
          'a.visit_id',
        ])
        .where((eb) => ('token' in by ? eb('a.manage_token', '=', by.token) : eb('a.id', '=', by.id)))
        .where('a.manage_token', 'is not', null)
        .where('b.closed_at', 'is', null)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        businessId: row.business_id,
        status: row.status,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        priceCents: row.price_cents,
        clientLocale: row.client_locale,
        serviceId: row.service_id,
        serviceName: row.service_name,
        professionalId: row.professional_id,
        professionalName: row.professional_name,
        client: { fullName: row.client_name, phone: row.client_phone, email: row.client_email },
        business: {
          name: row.business_name,
          address: row.address,
          phone: row.business_phone,
          timeZone: row.time_zone,
          currency: row.currency,
        },
        manageToken: row.manage_token!,
        visitId: row.visit_id,
      };
    },
  };
}

export type OnlineBookingRepository = ReturnType<typeof createOnlineBookingRepository>;
