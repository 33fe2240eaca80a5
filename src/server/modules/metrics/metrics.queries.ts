import { sql, type Kysely } from 'kysely';
import type { Period } from '../../../core/metrics.ts';
import type { Database } from '../../db/schema.ts';
import { commissionCents, paidRate, rateInForce } from '../commissions/commission-sql.ts';
import { readBusinessClock } from '../business/business-clock.ts';
import { depositsBetween } from './deposits.queries.ts';
import { receivedBetween } from './received.queries.ts';
import { salesBetween } from './sales.queries.ts';

/**
 * The counts behind the owner's figures, added up by the database (docs/metrics.md): the
 * dashboard's from the roll-ups it keeps with every appointment write (day totals, first visits),
 * the report's over an indexed range of the business's appointments. Only aggregates leave the
 * database: per day, per professional, per service. The ratios are src/core/metrics.ts's. Ranges
 * reach the statements as plain values (not worked out inside them), so the planner knows how much
 * it reads; they are not prepared, as a generic plan would not.
 */

export interface DayCounts {
  day: string;
  /** Services: every appointment row, each step of a visit counted. */
  appointments: number;
  /** Each visit once, on its counted step (docs/metrics.md). */
  visits: number;
  scheduled: number;
  confirmed: number;
  completed: number;
  cancelled: number;
  revenue: number;
  /** Not cancelled and started by `now` (or completed): the success rate's denominator. */
  started: number;
}

export interface CustomerCounts {
  /** true: the current period; false: the previous one. */
  cur: boolean;
  customers: number;
  new_customers: number;
}

export interface TopService {
  service_id: string;
  name: string;
  count: number;
  revenue: number;
}

export interface DashboardCounts {
  days: DayCounts[];
  customers: CustomerCounts[];
  top: TopService[];
}

export interface PerformanceCounts {
  id: string;
  name: string;
  active: boolean;
  appointments: number;
  completed: number;
  cancelled: number;
  revenue: number;
}

export interface ReportCounts {
  professionals: Array<PerformanceCounts & { booked_minutes: number; commission: number }>;
  services: PerformanceCounts[];
  /** Visits of the whole period, from the day totals (a visit's steps may be with several professionals and services). */
  visits: number;
}

export interface WeekRow {
  professional_id: string;
  kind: 'hours' | 'break';
  weekday: number | null;
  starts_at: string;
  ends_at: string;
}

/** The instants a period's local days begin and end: the statements get them as plain values, so the planner sees the range. */
export interface Bounds {
  from: Date;
  to: Date;
}

export function createMetricsQueries(db: Kysely<Database>) {
  /** Local midnights of the given dates, in order (the database's time-zone rules, as the day of an appointment uses). */
  async function midnights(timeZone: string, dates: readonly string[]): Promise<Date[]> {
    if (dates.length === 0) return [];
    const { rows } = await sql<{ at: Date }>`
      SELECT (d::date::timestamp AT TIME ZONE ${timeZone}) AS at FROM unnest(${dates}::text[]) WITH ORDINALITY AS t(d, i) ORDER BY i
    `.execute(db);
    return rows.map((r) => r.at);
  }

  return {
    midnights,

    businessFacts: (businessId: string) => readBusinessClock(db, businessId),

    /** The counter's sales between instants (docs/metrics.md, "Sales"). */
    sales: (businessId: string, bounds: { from: Date; to: Date; timeZone: string }) =>
      salesBetween(db, businessId, bounds),

    /** Received revenue between instants (docs/metrics.md). */
    received: (businessId: string, ranges: ReadonlyArray<{ from: Date; to: Date }>) =>
      receivedBetween(db, businessId, ranges),

    /** Deposits paid, kept, refunded and taken off comandas between instants (docs/metrics.md). */
    deposits: (businessId: string, from: Date, to: Date) => depositsBetween(db, businessId, from, to),

    /**
     * The current period and the previous one, in one statement. Counts and revenue per day come
     * from the day totals the database keeps (migration 0011); only the appointments begun today
     * and not yet completed are counted live (have they started?). Customers are the distinct
     * clients of the range's appointments; new customers, those whose first visit is in it.
     * `lo` is the previous period's first midnight, `mid` the current one's, `hi` the one after
     * today; `today` is today's local date and `todayStart` its midnight.
     */
    async dashboard(
      businessId: string,
      periods: { previous: Period; current: Period },
      bounds: { lo: Date; mid: Date; hi: Date; todayStart: Date },
      now: Date,
    ): Promise<DashboardCounts> {
      const { lo, mid, hi, todayStart } = bounds;
      const { previous, current } = periods;
      const { rows } = await sql<{ result: DashboardCounts }>`
        WITH totals AS (
          SELECT day, service_id, status, price_cents, appointments, visits FROM appointment_day_totals
          WHERE business_id = ${businessId} AND day >= ${previous.from}::date AND day <= ${current.to}::date
        ),
        started_today AS (
          SELECT count(*)::int AS n FROM appointments
          WHERE business_id = ${businessId} AND starts_at >= ${todayStart}::timestamptz AND starts_at <= ${now}::timestamptz
            AND status IN ('scheduled', 'confirmed')
        ),
        days AS (
          SELECT day::text AS day, sum(appointments)::int AS appointments, sum(visits)::int AS visits,
            coalesce(sum(appointments) FILTER (WHERE status = 'scheduled'), 0)::int AS scheduled,
            coalesce(sum(appointments) FILTER (WHERE status = 'confirmed'), 0)::int AS confirmed,
            coalesce(sum(appointments) FILTER (WHERE status = 'completed'), 0)::int AS completed,
            coalesce(sum(appointments) FILTER (WHERE status = 'cancelled'), 0)::int AS cancelled,
            coalesce(sum(appointments::bigint * price_cents) FILTER (WHERE status = 'completed'), 0)::bigint AS revenue,
            (coalesce(sum(appointments) FILTER (WHERE status = 'completed' OR (status <> 'cancelled' AND day < ${current.to}::date)), 0)
              + CASE WHEN day = ${current.to}::date THEN (SELECT n FROM started_today) ELSE 0 END)::int AS started
          FROM totals GROUP BY day
        ),
        visitors AS (
          SELECT client_id, bool_or(starts_at >= ${mid}::timestamptz) AS in_cur, bool_or(starts_at < ${mid}::timestamptz) AS in_prev
          FROM appointments
          WHERE business_id = ${businessId} AND starts_at >= ${lo}::timestamptz AND starts_at < ${hi}::timestamptz AND status <> 'cancelled'
          GROUP BY client_id
        ),
        firsts AS (
          SELECT count(*) FILTER (WHERE first_visit_at >= ${mid}::timestamptz)::int AS cur,
            count(*) FILTER (WHERE first_visit_at < ${mid}::timestamptz)::int AS prev
          FROM clients
          WHERE business_id = ${businessId} AND first_visit_at >= ${lo}::timestamptz AND first_visit_at < ${hi}::timestamptz
        ),
        customer_counts AS (
          SELECT true AS cur, (SELECT count(*) FROM visitors WHERE in_cur)::int AS customers, (SELECT cur FROM firsts) AS new_customers
          UNION ALL
          SELECT false, (SELECT count(*) FROM visitors WHERE in_prev)::int, (SELECT prev FROM firsts)
        ),
        top AS (
          SELECT t.service_id, s.name, t.count, t.revenue
          FROM (
            SELECT service_id, sum(appointments)::int AS count, sum(appointments::bigint * price_cents)::bigint AS revenue
            FROM totals WHERE day >= ${current.from}::date AND status = 'completed' GROUP BY service_id
          ) t JOIN services s ON s.id = t.service_id
          ORDER BY t.revenue DESC, t.count DESC, s.name, s.id
          LIMIT 5
        )
        SELECT json_build_object(
          'days', (SELECT coalesce(json_agg(days ORDER BY day), '[]'::json) FROM days),
          'customers', (SELECT coalesce(json_agg(customer_counts), '[]'::json) FROM customer_counts),
          'top', (SELECT coalesce(json_agg(top ORDER BY revenue DESC, count DESC, name, service_id), '[]'::json) FROM top)
        ) AS result
      `.execute(db);
      return rows[0]!.result;
    },

    /**
     * Per professional and per service over a period; every active one, and any with appointments.
     * Whole months come from the month totals the database keeps (migration 0012), the days at the
     * edges from the appointments themselves; both as (professional, service, status, price, paid
     * rate) groups, so a group's commission is its count × one appointment's (docs/metrics.md). The
     * period's visits are the sum of its day totals' (migration 0024).
     */
    async report(
      businessId: string,
      scope: { period: Period; months: Period | null; edges: Bounds[] },
    ): Promise<ReportCounts> {
      const inEdges = scope.edges.length
        ? sql.join(
            scope.edges.map((e) => sql`(a.starts_at >= ${e.from}::timestamptz AND a.starts_at < ${e.to}::timestamptz)`),
            sql` OR `,
          )
        : sql`false`;
      const { rows } = await sql<{ result: ReportCounts }>`
        WITH b AS (SELECT default_commission_rate FROM businesses WHERE id = ${businessId}),
        groups AS (
          SELECT professional_id, service_id, status, price_cents, paid_rate, sum(appointments)::int AS appointments, sum(booked_seconds) AS booked_seconds
          FROM (
            SELECT t.professional_id, t.service_id, t.status, t.price_cents, t.paid_rate, t.appointments, t.booked_seconds
            FROM appointment_month_totals t
            WHERE ${scope.months !== null} AND t.business_id = ${businessId}
              AND t.month >= ${scope.months?.from ?? null}::date AND t.month <= ${scope.months?.to ?? null}::date
            UNION ALL
            SELECT a.professional_id, a.service_id, a.status, a.price_cents,
              CASE WHEN a.status = 'completed' THEN ${paidRate(sql`a.id`, sql`a.professional_id`)} END,
              1, extract(epoch FROM a.ends_at - a.starts_at)
            FROM appointments a
            WHERE a.business_id = ${businessId} AND (${inEdges})
          ) r
          GROUP BY 1, 2, 3, 4, 5
        ),
        counts AS (
          SELECT g.professional_id, g.service_id, sum(g.appointments)::int AS appointments,
            coalesce(sum(g.appointments) FILTER (WHERE g.status = 'completed'), 0)::int AS completed,
            coalesce(sum(g.appointments) FILTER (WHERE g.status = 'cancelled'), 0)::int AS cancelled,
            coalesce(sum(g.appointments::bigint * g.price_cents) FILTER (WHERE g.status = 'completed'), 0)::bigint AS revenue,
            coalesce(sum(g.booked_seconds) FILTER (WHERE g.status <> 'cancelled'), 0) AS booked_seconds,
            coalesce(sum(g.appointments * ${commissionCents(sql`g.price_cents`, rateInForce(sql`g.paid_rate`, sql`r.rate`, sql`p.commission_rate`, sql`b.default_commission_rate`))})
              FILTER (WHERE g.status = 'completed'), 0)::bigint AS commission
          FROM groups g
          JOIN professionals p ON p.id = g.professional_id
          CROSS JOIN b
          LEFT JOIN commission_service_rates r ON r.professional_id = g.professional_id AND r.service_id = g.service_id
          GROUP BY g.professional_id, g.service_id
        ),
        by_professional AS (
          SELECT professional_id AS id, sum(appointments)::int AS appointments, sum(completed)::int AS completed, sum(cancelled)::int AS cancelled,
            sum(revenue)::bigint AS revenue, (sum(booked_seconds) / 60)::bigint AS booked_minutes, sum(commission)::bigint AS commission
          FROM counts GROUP BY professional_id
        ),
        by_service AS (
          SELECT service_id AS id, sum(appointments)::int AS appointments, sum(completed)::int AS completed, sum(cancelled)::int AS cancelled,
            sum(revenue)::bigint AS revenue
          FROM counts GROUP BY service_id
        ),
        professionals_out AS (
          SELECT p.id, p.full_name AS name, p.active, coalesce(x.appointments, 0) AS appointments, coalesce(x.completed, 0) AS completed,
            coalesce(x.cancelled, 0) AS cancelled, coalesce(x.revenue, 0) AS revenue, coalesce(x.booked_minutes, 0) AS booked_minutes,
            coalesce(x.commission, 0)::bigint AS commission
          FROM professionals p LEFT JOIN by_professional x ON x.id = p.id
          WHERE p.business_id = ${businessId} AND (p.active OR x.id IS NOT NULL)
        ),
        services_out AS (
          SELECT s.id, s.name, s.active, coalesce(x.appointments, 0) AS appointments, coalesce(x.completed, 0) AS completed,
            coalesce(x.cancelled, 0) AS cancelled, coalesce(x.revenue, 0) AS revenue
          FROM services s LEFT JOIN by_service x ON x.id = s.id
          WHERE s.business_id = ${businessId} AND (s.active OR x.id IS NOT NULL)
        )
        SELECT json_build_object(
          'professionals', (SELECT coalesce(json_agg(professionals_out ORDER BY revenue DESC, name, id), '[]'::json) FROM professionals_out),
          'services', (SELECT coalesce(json_agg(services_out ORDER BY revenue DESC, name, id), '[]'::json) FROM services_out),
          'visits', (SELECT coalesce(sum(visits), 0)::int FROM appointment_day_totals
            WHERE business_id = ${businessId} AND day >= ${scope.period.from}::date AND day <= ${scope.period.to}::date)
        ) AS result
      `.execute(db);
      return rows[0]!.result;
    },

    /** Every professional's week and breaks, for their working minutes. */
    async weeks(businessId: string): Promise<WeekRow[]> {
      const { rows } = await sql<WeekRow>`
        SELECT professional_id, 'hours' AS kind, weekday, starts_at::text AS starts_at, ends_at::text AS ends_at
        FROM professional_working_hours WHERE business_id = ${businessId}
        UNION ALL
        SELECT professional_id, 'break' AS kind, weekday, starts_at::text, ends_at::text
        FROM professional_breaks WHERE business_id = ${businessId}
      `.execute(db);
      return rows;
    },
  };
}

export type MetricsQueries = ReturnType<typeof createMetricsQueries>;
