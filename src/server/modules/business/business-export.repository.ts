// Over 300 lines: one reader per file of the business export (each a query), with the row type it returns beside it.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { counterExportRows } from './business-export-counter.ts';
import { depositsExportRows } from './business-export-deposits.ts';
import { packagesExportRows } from './business-export-packages.ts';
import { productsExportRows } from './business-export-products.ts';

/**
 * What the business export reads (docs/business-closing.md): every record of one business, the
 * large tables a page at a time (keyset pagination, so the last page costs what the first does and
 * memory holds one page). Times come back as local wall-clock text in the business's time zone,
 * formatted by the database (`YYYY-MM-DD HH24:MI`); money as integer cents; rates as numeric text.
 */

/** Rows per page of the large tables: about 3 MB of CSV, a few MB of rows in memory. */
export const EXPORT_PAGE_SIZE = 10_000;

/** A timestamptz column as the business's wall-clock time; every query joins its business as `b`. */
const local = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE b.time_zone, 'YYYY-MM-DD HH24:MI')`);

export interface ExportedBusiness {
  name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  timeZone: string;
  currency: 'BRL' | 'USD';
  locale: 'pt-BR' | 'en-US';
  plan: string;
  subscriptionStatus: string;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  defaultCommissionRate: string;
  createdAt: string;
  closedAt: string | null;
}

export interface ExportedService {
  id: string;
  name: string;
  description: string | null;
  durationMinutes: number;
  priceCents: number;
  active: boolean;
  createdAt: string;
}

export interface ExportedProfessional {
  id: string;
  fullName: string;
  specialization: string | null;
  phone: string | null;
  email: string | null;
  commissionRate: string | null;
  active: boolean;
  hasLogin: boolean;
  createdAt: string;
}

export interface ExportedWeeklyTime {
  professionalId: string;
  professionalName: string;
  /** A break's name; null for working hours. */
  name: string | null;
  /** 0 = Sunday; null for a break on every day. */
  weekday: number | null;
  start: string;
  end: string;
}

export interface ExportedProfessionalService {
  professionalId: string;
  professionalName: string;
  serviceId: string;
  serviceName: string;
  commissionRate: string | null;
}

export interface ExportedClient {
  id: string;
  fullName: string;
  phone: string | null;
  email: string | null;
  notes: string | null;
  firstVisitAt: string | null;
  createdAt: string;
  erasedAt: string | null;
}

export interface ExportedAppointment {
  id: string;
  startsAt: string;
  endsAt: string;
  status: 'scheduled' | 'confirmed' | 'completed' | 'cancelled';
  professionalId: string;
  professionalName: string;
  serviceId: string;
  serviceName: string;
  clientId: string;
  clientName: string;
  priceCents: number;
  source: 'staff' | 'online';
  notes: string | null;
  createdAt: string;
  cancelledAt: string | null;
}

export interface ExportedReview {
  id: string;
  appointmentId: string;
  createdAt: string;
  rating: number;
  comment: string | null;
  reply: string | null;
  repliedAt: string | null;
  hiddenAt: string | null;
  hiddenReason: string | null;
}

export interface ExportedCommissionLine {
  id: string;
  month: string;
  professionalId: string;
  professionalName: string;
  appointmentId: string | null;
  comandaLineId: string | null;
  kind: 'commission' | 'adjustment' | 'tip';
  baseCents: number;
  rate: string;
  amountCents: number;
  paymentId: string | null;
  createdAt: string;
}

export interface ExportedCommissionPayment {
  id: string;
  month: string;
  professionalId: string;
  professionalName: string;
  paidOn: string;
  recordedAt: string;
}

export interface ExportedInvoice {
  id: string;
  createdAt: string;
  plan: string | null;
  amountCents: number;
  currency: 'BRL' | 'USD';
  status: string;
  receiptUrl: string | null;
}

export interface ExportedUser {
  fullName: string;
  email: string;
  role: 'admin' | 'professional';
  createdAt: string;
}

/** A row of a large table with the two parts of its ordering key, as text (the page after it starts there). */
type Keyed<T> = T & { k0: string; k1: string };

/**
 * Pages of `fetch(after)` until one comes back short; `after` is the key of the last row of the
 * page before. Each page query picks its rows from the table alone (its index order, the keyset,
 * the limit) and only then joins the names in, so no plan joins the rest of the table first.
 */
async function* pages<T>(
  fetch: (after: [string, string] | null) => Promise<Array<Keyed<T>>>,
  size: number,
): AsyncGenerator<T[]> {
  let after: [string, string] | null = null;
  for (;;) {
    const rows = await fetch(after);
    if (rows.length > 0) yield rows.map(({ k0: _k0, k1: _k1, ...row }) => row as T);
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = [last.k0, last.k1];
  }
}

export function createBusinessExportRepository(db: Kysely<Database>, pageSize = EXPORT_PAGE_SIZE) {
  async function all<T>(query: RawBuilder<T>): Promise<T[]> {
    return (await query.execute(db)).rows;
  }

  return {
    async business(businessId: string): Promise<ExportedBusiness | null> {
      const [row] = await all(sql<ExportedBusiness>`
        SELECT b.name, b.phone, b.email, b.address, b.time_zone AS "timeZone", b.currency, b.locale, b.plan,
          b.subscription_status AS "subscriptionStatus", b.default_commission_rate::text AS "defaultCommissionRate",
          ${local('b.trial_ends_at')} AS "trialEndsAt", ${local('b.current_period_end')} AS "currentPeriodEnd",
          ${local('b.created_at')} AS "createdAt", ${local('b.closed_at')} AS "closedAt"
        FROM businesses b WHERE b.id = ${businessId}
      `);
      return row ?? null;
    },

    openingHours(businessId: string) {
      return all(sql<{ weekday: number; start: string; end: string }>`
        SELECT weekday, to_char(opens_at, 'HH24:MI') AS start, to_char(closes_at, 'HH24:MI') AS "end"
        FROM business_opening_hours WHERE business_id = ${businessId} ORDER BY weekday, opens_at
      `);
    },

    services(businessId: string) {
      return all(sql<ExportedService>`
        SELECT s.id, s.name, s.description, s.duration_minutes AS "durationMinutes", s.price_cents AS "priceCents", s.active,
          ${local('s.created_at')} AS "createdAt"
        FROM services s JOIN businesses b ON b.id = s.business_id WHERE s.business_id = ${businessId} ORDER BY s.name, s.id
      `);
    },

    professionals(businessId: string) {
      return all(sql<ExportedProfessional>`
        SELECT p.id, p.full_name AS "fullName", p.specialization, p.phone, p.email, p.commission_rate::text AS "commissionRate",
          p.active, p.user_id IS NOT NULL AS "hasLogin", ${local('p.created_at')} AS "createdAt"
        FROM professionals p JOIN businesses b ON b.id = p.business_id WHERE p.business_id = ${businessId} ORDER BY p.full_name, p.id
      `);
    },

    workingHours(businessId: string) {
      return all(sql<ExportedWeeklyTime>`
        SELECT h.professional_id AS "professionalId", p.full_name AS "professionalName", NULL AS name, h.weekday,
          to_char(h.starts_at, 'HH24:MI') AS start, to_char(h.ends_at, 'HH24:MI') AS "end"
        FROM professional_working_hours h JOIN professionals p ON p.id = h.professional_id
        WHERE h.business_id = ${businessId} ORDER BY p.full_name, h.professional_id, h.weekday, h.starts_at
      `);
    },

    breaks(businessId: string) {
      return all(sql<ExportedWeeklyTime>`
        SELECT k.professional_id AS "professionalId", p.full_name AS "professionalName", k.name, k.weekday,
          to_char(k.starts_at, 'HH24:MI') AS start, to_char(k.ends_at, 'HH24:MI') AS "end"
        FROM professional_breaks k JOIN professionals p ON p.id = k.professional_id
        WHERE k.business_id = ${businessId} ORDER BY p.full_name, k.professional_id, k.weekday NULLS FIRST, k.starts_at
      `);
    },

    professionalServices(businessId: string) {
      return all(sql<ExportedProfessionalService>`
        SELECT ps.professional_id AS "professionalId", p.full_name AS "professionalName", ps.service_id AS "serviceId",
          s.name AS "serviceName", r.rate::text AS "commissionRate"
        FROM professional_services ps
        JOIN professionals p ON p.id = ps.professional_id
        JOIN services s ON s.id = ps.service_id
        LEFT JOIN commission_service_rates r ON r.professional_id = ps.professional_id AND r.service_id = ps.service_id
        WHERE ps.business_id = ${businessId} ORDER BY p.full_name, ps.professional_id, s.name, ps.service_id
      `);
    },

    /** The counter's comandas, lines, payments, registers and movements (business-export-counter.ts). */
    counter: (businessId: string) => counterExportRows(db, businessId),
    products: (businessId: string) => productsExportRows(db, businessId),
    packages: (businessId: string) => packagesExportRows(db, businessId),
    deposits: (businessId: string) => depositsExportRows(db, businessId),

    commissionPayments(businessId: string) {
      return all(sql<ExportedCommissionPayment>`
        SELECT m.id, to_char(m.month, 'YYYY-MM') AS month, m.professional_id AS "professionalId", p.full_name AS "professionalName",
          to_char(m.paid_on, 'YYYY-MM-DD') AS "paidOn", ${local('m.recorded_at')} AS "recordedAt"
        FROM commission_payments m JOIN professionals p ON p.id = m.professional_id JOIN businesses b ON b.id = m.business_id
        WHERE m.business_id = ${businessId} ORDER BY m.month, p.full_name, m.recorded_at, m.id
      `);
    },

    invoices(businessId: string) {
      return all(sql<ExportedInvoice>`
        SELECT i.id, ${local('i.created_at')} AS "createdAt", i.plan, i.amount_cents AS "amountCents", i.currency, i.status, i.receipt_url AS "receiptUrl"
        FROM billing_invoices i JOIN businesses b ON b.id = i.business_id WHERE i.business_id = ${businessId} ORDER BY i.created_at, i.id
      `);
    },

    /** The people with access: the owner first, then professionals with a login. */
    users(businessId: string) {
      return all(sql<ExportedUser>`
        SELECT pf.full_name AS "fullName", u.email, pf.role, ${local('pf.created_at')} AS "createdAt"
        FROM profiles pf JOIN users u ON u.id = pf.id JOIN businesses b ON b.id = pf.business_id
        WHERE pf.business_id = ${businessId} ORDER BY pf.role = 'admin' DESC, pf.created_at, pf.id
      `);
    },

    /** Ordered by the folded name, as the client list is (its index). */
    clients(businessId: string): AsyncGenerator<ExportedClient[]> {
      return pages<ExportedClient>(
        (after) =>
          all(sql<Keyed<ExportedClient>>`
            SELECT c.id, c.full_name AS "fullName", c.phone, c.email, c.notes, ${local('c.first_visit_at')} AS "firstVisitAt",
              ${local('c.created_at')} AS "createdAt", ${local('c.erased_at')} AS "erasedAt", c.search_text AS k0, c.id::text AS k1
            FROM (
              SELECT * FROM clients x
              WHERE x.business_id = ${businessId}
                ${after ? sql`AND (x.search_text COLLATE "C", x.id) > (${after[0]} COLLATE "C", ${after[1]}::uuid)` : sql``}
              ORDER BY x.search_text COLLATE "C", x.id
              LIMIT ${pageSize}
            ) c JOIN businesses b ON b.id = c.business_id
            ORDER BY c.search_text COLLATE "C", c.id
          `),
        pageSize,
      );
    },

    /** In the order they happen. */
    appointments(businessId: string): AsyncGenerator<ExportedAppointment[]> {
      return pages<ExportedAppointment>(
        (after) =>
          all(sql<Keyed<ExportedAppointment>>`
            SELECT a.id, ${local('a.starts_at')} AS "startsAt", ${local('a.ends_at')} AS "endsAt", a.status,
              a.professional_id AS "professionalId", p.full_name AS "professionalName", a.service_id AS "serviceId", s.name AS "serviceName",
              a.client_id AS "clientId", c.full_name AS "clientName", a.price_cents AS "priceCents", a.source, a.notes,
              ${local('a.created_at')} AS "createdAt", ${local('a.cancelled_at')} AS "cancelledAt", a.starts_at::text AS k0, a.id::text AS k1
            FROM (
              SELECT * FROM appointments x
              WHERE x.business_id = ${businessId}
                ${after ? sql`AND (x.starts_at, x.id) > (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``}
              ORDER BY x.starts_at, x.id
              LIMIT ${pageSize}
            ) a
            JOIN businesses b ON b.id = a.business_id
            JOIN professionals p ON p.id = a.professional_id
            JOIN services s ON s.id = a.service_id
            JOIN clients c ON c.id = a.client_id
            ORDER BY a.starts_at, a.id
          `),
        pageSize,
      );
    },

    /** Hidden ones too (the business hid them from its page; they are still its data). */
    reviews(businessId: string): AsyncGenerator<ExportedReview[]> {
      return pages<ExportedReview>(
        (after) =>
          all(sql<Keyed<ExportedReview>>`
            SELECT r.id, r.appointment_id AS "appointmentId", ${local('r.created_at')} AS "createdAt", r.rating, r.comment, r.reply,
              ${local('r.replied_at')} AS "repliedAt", ${local('r.hidden_at')} AS "hiddenAt", r.hidden_reason AS "hiddenReason",
              r.created_at::text AS k0, r.id::text AS k1
            FROM (
              SELECT * FROM reviews x
              WHERE x.business_id = ${businessId}
                ${after ? sql`AND (x.created_at, x.id) > (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``}
              ORDER BY x.created_at, x.id
              LIMIT ${pageSize}
            ) r JOIN businesses b ON b.id = r.business_id
            ORDER BY r.created_at, r.id
          `),
        pageSize,
      );
    },

    commissionLines(businessId: string): AsyncGenerator<ExportedCommissionLine[]> {
      return pages<ExportedCommissionLine>(
        (after) =>
          all(sql<Keyed<ExportedCommissionLine>>`
            SELECT l.id, to_char(l.month, 'YYYY-MM') AS month, l.professional_id AS "professionalId", p.full_name AS "professionalName",
              l.appointment_id AS "appointmentId", l.comanda_line_id AS "comandaLineId", l.kind, l.base_cents AS "baseCents", l.rate::text AS rate, l.amount_cents AS "amountCents",
              l.payment_id AS "paymentId", ${local('l.created_at')} AS "createdAt", l.month::text AS k0, l.id::text AS k1
            FROM (
              SELECT * FROM commission_lines x
              WHERE x.business_id = ${businessId}
                ${after ? sql`AND (x.month, x.id) > (${after[0]}::date, ${after[1]}::uuid)` : sql``}
              ORDER BY x.month, x.id
              LIMIT ${pageSize}
            ) l JOIN businesses b ON b.id = l.business_id JOIN professionals p ON p.id = l.professional_id
            ORDER BY l.month, l.id
          `),
        pageSize,
      );
    },
  };
}

export type BusinessExportRepository = ReturnType<typeof createBusinessExportRepository>;
