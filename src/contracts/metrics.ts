import { z } from 'zod';
import { productUnitSchema } from './products.ts';

/**
 * The owner's figures: the dashboard (last 30, 60 or 90 days) and the report (any dates, up to
 * 366 days). Every figure is defined once in docs/metrics.md and computed by one module for both
 * screens; money is integer cents in the business's currency; dates are "YYYY-MM-DD" on the
 * business's clock, both ends included.
 */
export const DASHBOARD_RANGES = [30, 60, 90] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const MAX_REPORT_DAYS = 366;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' });
const currency = z.enum(['BRL', 'USD']);

export const dashboardQuerySchema = z.object({
  range: z
    .enum(['30', '60', '90'], { error: 'validation.dashboardRange' })
    .default('30')
    .transform((v) => Number(v) as DashboardRange),
});

/**
 * Received revenue (docs/metrics.md): the money taken at the counter, by payment method, net of
 * change and of reversals, tips included (and given apart too); what was left on clients'
 * accounts is not received.
 */
export const receivedSchema = z.object({
  totalCents: z.number().int(),
  byMethod: z.object({
    cash: z.number().int(),
    credit: z.number().int(),
    debit: z.number().int(),
    pix: z.number().int(),
  }),
  tipsCents: z.number().int(),
  onAccountCents: z.number().int(),
});
export type Received = z.infer<typeof receivedSchema>;

const countAndCents = z.object({ count: z.number().int(), amountCents: z.number().int() });

/**
 * Deposits at booking (docs/deposits.md, docs/metrics.md): paid in the period, kept by the business
 * (a late cancellation, a no-show: revenue of a visit that did not happen), refunded, and taken off a
 * comanda's bill. Money that went to the business's payment account, not to the register.
 */
export const depositFiguresSchema = z.object({
  paid: countAndCents,
  kept: countAndCents,
  refunded: countAndCents,
  onComandas: countAndCents,
});
export type DepositFigures = z.infer<typeof depositFiguresSchema>;

/** The figures of one period, shown on the cards. */
export const periodFiguresSchema = z.object({
  from: isoDate,
  to: isoDate,
  revenueCents: z.number().int(),
  /** Services: every appointment, each step of a visit counted (docs/metrics.md). */
  appointments: z.number().int(),
  /** Visits: a customer's bookings, a visit of several services counted once (docs/metrics.md). */
  visits: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  /** Percent with one decimal (87.5 means 87.5 %); null when no appointment has started yet. */
  successRate: z.number().nullable(),
  customers: z.number().int(),
  newCustomers: z.number().int(),
  /** revenue ÷ completed, in cents; null without completed appointments. */
  averageTicketCents: z.number().int().nullable(),
  /** The money taken at the counter in the period, beside the revenue booked. */
  received: receivedSchema,
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

export const dashboardSchema = periodFiguresSchema.extend({
  range: z.union([z.literal(30), z.literal(60), z.literal(90)]),
  currency,
  /** The same figures for the period of the same length just before. */
  previous: periodFiguresSchema,
  /** One point per day of the range, zero days included. */
  revenueByDay: z.array(z.object({ date: isoDate, revenueCents: z.number().int() })),
  /** One point per week (weeks start on Monday; the first and last may be partial, labelled by their first day in the range), for 60 and 90 days. */
  revenueByWeek: z.array(z.object({ weekStart: isoDate, revenueCents: z.number().int() })),
  appointmentsByDay: z.array(z.object({ date: isoDate, count: z.number().int() })),
  statusCounts: z.object({
    scheduled: z.number().int(),
    confirmed: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
  }),
  /** At most 5, by revenue, then by count. */
  topServices: z.array(
    z.object({ serviceId: z.string(), name: z.string(), count: z.number().int(), revenueCents: z.number().int() }),
  ),
  /** Whether the business holds sample data made by 'Gerar dados de teste'. */
  hasSampleData: z.boolean(),
  /** Active products at or below their minimum (docs/products.md): how many, and the five lowest. */
  lowStock: z.object({
    count: z.number().int(),
    products: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        unit: productUnitSchema,
        stock: z.number().int(),
        minStock: z.number().int(),
      }),
    ),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const reportQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { error: 'validation.endBeforeStart', path: ['to'] })
  .refine((q) => (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 < MAX_REPORT_DAYS, {
    error: 'validation.reportRangeTooLong',
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const performance = {
  appointments: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  revenueCents: z.number().int(),
  averageTicketCents: z.number().int().nullable(),
};

/** Occupancy: booked minutes of non-cancelled appointments ÷ working minutes, percent with one decimal. */
const occupancy = {
  bookedMinutes: z.number().int(),
  workingMinutes: z.number().int(),
  occupancy: z.number().nullable(),
};

export const reportSchema = z.object({
  from: isoDate,
  to: isoDate,
  currency,
  professionals: z.array(
    z.object({
      professionalId: z.string(),
      name: z.string(),
      active: z.boolean(),
      ...performance,
      ...occupancy,
      /** What the completed appointments earn the professional (docs/metrics.md, commission). */
      commissionCents: z.number().int(),
    }),
  ),
  services: z.array(z.object({ serviceId: z.string(), name: z.string(), active: z.boolean(), ...performance })),
  totals: z.object({
    ...performance,
    ...occupancy,
    commissionCents: z.number().int(),
    /** Visits of the period (docs/metrics.md); only as a total: one visit's steps may be with several professionals. */
    visits: z.number().int(),
  }),
  /** The money taken at the counter in the period (received revenue), beside the revenue booked. */
  received: receivedSchema,
  /** The period's deposits: paid, kept, refunded, taken off comandas. */
  deposits: depositFiguresSchema,
});
export type Report = z.infer<typeof reportSchema>;

/** A day's or a period's sales at the counter. */
const salesFiguresSchema = z.object({
  /** Comandas closed, less those reversed. */
  comandas: z.number().int(),
  /** Services and items, before the discount; the discount; the tips; what the comandas came to. */
  grossCents: z.number().int(),
  discountCents: z.number().int(),
  tipsCents: z.number().int(),
  totalCents: z.number().int(),
  received: receivedSchema,
});

/**
 * The counter's sales between two dates (docs/metrics.md, "Sales"): each closed comanda on the day
 * it closed, a reversed one taken back on the day of its reversal; lines net of their share of
 * the discount. By day (with the money received per method), by professional and by service.
 */
export const salesReportSchema = z.object({
  from: isoDate,
  to: isoDate,
  currency,
  days: z.array(salesFiguresSchema.extend({ date: isoDate })),
  professionals: z.array(
    z.object({
      /** Null: items sold by no one in particular. */
      professionalId: z.string().nullable(),
      name: z.string().nullable(),
      servicesCents: z.number().int(),
      itemsCents: z.number().int(),
      tipsCents: z.number().int(),
    }),
  ),
  services: z.array(
    z.object({
      serviceId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      netCents: z.number().int(),
      /** What they used in products: their recipe at the products' average costs now (docs/products.md). */
      productCostCents: z.number().int(),
      /** netCents − productCostCents. */
      marginCents: z.number().int(),
    }),
  ),
  /** The products sold (docs/products.md): net of the discount, their cost as each sale left stock, the margin. */
  products: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      unit: productUnitSchema,
      quantity: z.number().int(),
      netCents: z.number().int(),
      costCents: z.number().int(),
      marginCents: z.number().int(),
    }),
  ),
  totals: salesFiguresSchema,
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** What 'Gerar dados de teste' added, or what removing it took away. */
export const sampleDataResultSchema = z.object({
  services: z.number().int(),
  professionals: z.number().int(),
  clients: z.number().int(),
  appointments: z.number().int(),
});
export type SampleDataResult = z.infer<typeof sampleDataResultSchema>;
