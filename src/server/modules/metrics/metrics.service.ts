import type {
  Dashboard,
  DashboardRange,
  PeriodFigures,
  Received,
  Report,
  ReportQuery,
  SalesReport,
} from '../../../contracts/metrics.ts';
import { addDays, localDateOf } from '../../../core/local-date.ts';
import {
  averageTicketCents,
  datesOf,
  lastDays,
  occupancy,
  previousPeriod,
  revenueByWeek,
  successRate,
  wholeMonthsIn,
  workingMinutesIn,
  type Period,
} from '../../../core/metrics.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { Actor } from '../../plugins/session.ts';
import { toCsv } from '../../csv.ts';
import { reportCsvRows } from './report-csv.ts';
import { salesReportOf } from './sales-report.ts';
import type { DayCounts, MetricsQueries } from './metrics.queries.ts';

function figuresOf(
  period: Period,
  days: readonly DayCounts[],
  customers: { customers: number; new_customers: number } | undefined,
  received: Received,
): PeriodFigures {
  const inPeriod = days.filter((d) => d.day >= period.from && d.day <= period.to);
  const sum = (pick: (d: DayCounts) => number) => inPeriod.reduce((total, d) => total + Number(pick(d)), 0);
  const revenueCents = sum((d) => d.revenue);
  const completed = sum((d) => d.completed);
  return {
    from: period.from,
    to: period.to,
    revenueCents,
    appointments: sum((d) => d.appointments),
    visits: sum((d) => d.visits),
    completed,
    cancelled: sum((d) => d.cancelled),
    successRate: successRate(
      completed,
      sum((d) => d.started),
    ),
    customers: customers?.customers ?? 0,
    newCustomers: customers?.new_customers ?? 0,
    averageTicketCents: averageTicketCents(revenueCents, completed),
    received,
  };
}

/**
 * The dashboard and the report: one source of figures for both (docs/metrics.md). The database
 * adds up; src/core/metrics.ts defines the periods and ratios.
 */
export function createMetricsService(deps: {
  queries: MetricsQueries;
  hasSampleData: (businessId: string) => Promise<boolean>;
  /** The products at or below their minimum (docs/products.md). */
  lowStock: (businessId: string) => Promise<Dashboard['lowStock']>;
  now: () => Date;
}) {
  const { queries, now } = deps;

  async function report(actor: Actor, query: ReportQuery): Promise<Report> {
    const businessId = actor.profile.businessId;
    const period: Period = { from: query.from, to: query.to };
    const facts = await queries.businessFacts(businessId);
    const { months, edges } = wholeMonthsIn(period);
    const instants = await queries.midnights(
      facts.timeZone,
      edges.flatMap((e) => [e.from, addDays(e.to, 1)]),
    );
    const edgeBounds = edges.map((_, i) => ({ from: instants[2 * i]!, to: instants[2 * i + 1]! }));
    const [start, end] = await queries.midnights(facts.timeZone, [period.from, addDays(period.to, 1)]);
    const [counts, weeks, [received], deposits] = await Promise.all([
      queries.report(businessId, { period, months, edges: edgeBounds }),
      queries.weeks(businessId),
      queries.received(businessId, [{ from: start!, to: end! }]),
      queries.deposits(businessId, start!, end!),
    ]);
    const professionals = counts.professionals.map((p) => {
      const ranges = (kind: 'hours' | 'break') =>
        weeks
          .filter((w) => w.professional_id === p.id && w.kind === kind)
          .map((w) => ({ weekday: w.weekday, start: w.starts_at, end: w.ends_at }));
      const workingMinutes = workingMinutesIn(period, ranges('hours'), ranges('break'));
      const revenueCents = Number(p.revenue);
      const bookedMinutes = Number(p.booked_minutes);
      return {
        professionalId: p.id,
        name: p.name,
        active: p.active,
        appointments: p.appointments,
        completed: p.completed,
        cancelled: p.cancelled,
        revenueCents,
        averageTicketCents: averageTicketCents(revenueCents, p.completed),
        bookedMinutes,
        workingMinutes,
        occupancy: occupancy(bookedMinutes, workingMinutes),
        commissionCents: Number(p.commission),
      };
    });
    const services = counts.services.map((s) => {
      const revenueCents = Number(s.revenue);
      return {
        serviceId: s.id,
        name: s.name,
        active: s.active,
        appointments: s.appointments,
        completed: s.completed,
        cancelled: s.cancelled,
        revenueCents,
        averageTicketCents: averageTicketCents(revenueCents, s.completed),
      };
    });
    const total = (pick: (p: (typeof professionals)[number]) => number) =>
      professionals.reduce((sum, p) => sum + pick(p), 0);
    const revenueCents = total((p) => p.revenueCents);
    const completed = total((p) => p.completed);
    const bookedMinutes = total((p) => p.bookedMinutes);
    const workingMinutes = total((p) => p.workingMinutes);
    return {
      from: period.from,
      to: period.to,
      currency: facts.currency,
      professionals,
      services,
      totals: {
        appointments: total((p) => p.appointments),
        visits: counts.visits,
        completed,
        cancelled: total((p) => p.cancelled),
        revenueCents,
        averageTicketCents: averageTicketCents(revenueCents, completed),
        bookedMinutes,
        workingMinutes,
        occupancy: occupancy(bookedMinutes, workingMinutes),
        commissionCents: total((p) => p.commissionCents),
      },
      received: received!,
      deposits,
    };
  }

  return {
    async dashboard(actor: Actor, range: DashboardRange): Promise<Dashboard> {
      const businessId = actor.profile.businessId;
      const at = now();
      const facts = await queries.businessFacts(businessId);
      const current = lastDays(localDateOf(at, facts.timeZone), range);
      const previous = previousPeriod(current);
      const [lo, mid, hi, todayStart] = await queries.midnights(facts.timeZone, [
        previous.from,
        current.from,
        addDays(current.to, 1),
        current.to,
      ]);
      const [counts, hasSampleData, [receivedNow, receivedBefore], lowStock] = await Promise.all([
        queries.dashboard(
          businessId,
          { previous, current },
          { lo: lo!, mid: mid!, hi: hi!, todayStart: todayStart! },
          at,
        ),
        deps.hasSampleData(businessId),
        queries.received(businessId, [
          { from: mid!, to: hi! },
          { from: lo!, to: mid! },
        ]),
        deps.lowStock(businessId),
      ]);
      const byDay = new Map(counts.days.map((d) => [d.day, d]));
      const revenueByDay = datesOf(current).map((date) => ({
        date,
        revenueCents: Number(byDay.get(date)?.revenue ?? 0),
      }));
      const statusCounts = { scheduled: 0, confirmed: 0, completed: 0, cancelled: 0 };
      for (const d of counts.days) {
        if (d.day < current.from) continue;
        statusCounts.scheduled += d.scheduled;
        statusCounts.confirmed += d.confirmed;
        statusCounts.completed += d.completed;
        statusCounts.cancelled += d.cancelled;
      }
      return {
        range,
        currency: facts.currency,
        ...figuresOf(
          current,
          counts.days,
          counts.customers.find((c) => c.cur),
          receivedNow!,
        ),
        previous: figuresOf(
          previous,
          counts.days,
          counts.customers.find((c) => !c.cur),
          receivedBefore!,
        ),
        revenueByDay,
        revenueByWeek: revenueByWeek(revenueByDay),
        appointmentsByDay: datesOf(current).map((date) => ({ date, count: byDay.get(date)?.appointments ?? 0 })),
        statusCounts,
        topServices: counts.top.map((t) => ({
          serviceId: t.service_id,
          name: t.name,
          count: t.count,
          revenueCents: Number(t.revenue),
        })),
        hasSampleData,
        lowStock,
      };
    },

    report,

    /** The counter's sales between two dates (docs/metrics.md, "Sales"). */
    async sales(actor: Actor, query: ReportQuery): Promise<SalesReport> {
      const businessId = actor.profile.businessId;
      const facts = await queries.businessFacts(businessId);
      const [from, to] = await queries.midnights(facts.timeZone, [query.from, addDays(query.to, 1)]);
      const rows = await queries.sales(businessId, { from: from!, to: to!, timeZone: facts.timeZone });
      return salesReportOf(rows, { from: query.from, to: query.to, currency: facts.currency });
    },

    /** The report as CSV (report-csv.ts). */
    async exportCsv(actor: Actor, query: ReportQuery, locale: Locale): Promise<{ fileName: string; body: string }> {
      const data = await report(actor, query);
      const fileName = `${locale === 'pt-BR' ? 'relatorio' : 'report'}-${query.from}-${query.to}.csv`;
      return { fileName, body: toCsv(reportCsvRows(data, locale), locale) };
    },
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
