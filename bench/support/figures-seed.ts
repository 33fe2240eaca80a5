import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.ts';
import type { HttpClient } from '../../src/server/test/http-client.ts';

/**
 * The owner's figures' data, laid down set-based (INSERT … SELECT generate_series), for
 * bench/dashboard.ts:
 * - `businesses` businesses on São Paulo's clock; the target (the signed-up owner's) has 20
 *   professionals, 8,000 clients and 8 services; the others 5–14 professionals, 300–1,000 clients.
 * - Every professional has a grid of 12 one-hour cells a day (08:00–20:00 local) from
 *   `HISTORY_DAYS` days ago to `FUTURE_DAYS - 1` days ahead. The target's professionals fill
 *   every cell (12 × 20 = 240 a day, 21,600 in 90 days); the other businesses share the rest of
 *   `total` evenly, spread over the same days. Services last 30–60 minutes, so no two
 *   appointments of a professional overlap (appointments_no_overlap).
 * - Statuses, services and clients from a hash of the cell, so every run lays down the same
 *   rows: in the past 85 % completed, 10 % cancelled, the rest left confirmed or scheduled; ahead
 *   50 % confirmed, 45 % scheduled, 5 % cancelled. Clients come from a pool that grows over time
 *   (a quarter of the business's clients at first, all of them today), so every period has new
 *   customers.
 */
export const TIME_ZONE = 'America/Sao_Paulo';
export const HISTORY_DAYS = 400;
export const FUTURE_DAYS = 30;
const CELLS_PER_DAY = 12;
const TARGET_PROFESSIONALS = 20;
const TARGET_CLIENTS = 8000;

export interface Seeded {
  /** Today on the business's clock, "YYYY-MM-DD". */
  today: string;
  appointments: number;
  clients: number;
  targetAppointments: number;
}

export async function seedFigures(
  db: Kysely<Database>,
  target: string,
  businesses: number,
  total: number,
): Promise<Seeded> {
  const { rows: todayRows } = await sql<{
    today: string;
  }>`SELECT (now() AT TIME ZONE ${TIME_ZONE})::date::text AS today`.execute(db);
  const today = todayRows[0]!.today;
  const days = HISTORY_DAYS + FUTURE_DAYS;
  const cells = days * CELLS_PER_DAY;

  await sql`UPDATE businesses SET time_zone = ${TIME_ZONE}, name = 'Salão Grande' WHERE id = ${target}`.execute(db);
  await sql`INSERT INTO businesses (name, time_zone) SELECT 'Negócio ' || g, ${TIME_ZONE} FROM generate_series(2, ${businesses}) g`.execute(
    db,
  );
  // Working tables of the load only: numbered businesses, professionals, services and clients.
  await sql`
    CREATE UNLOGGED TABLE bench_business AS
    SELECT id, n, CASE WHEN n = 1 THEN ${TARGET_CLIENTS} ELSE 300 + (n % 8) * 100 END AS clients
    FROM (SELECT id, row_number() OVER (ORDER BY (id = ${target}) DESC, id)::int AS n FROM businesses) b
  `.execute(db);
  // Every fourth professional has their own rate; the others take the business's standard rate.
  await sql`
    INSERT INTO professionals (business_id, full_name, commission_rate)
    SELECT b.id, 'Profissional ' || lpad(g::text, 2, '0'), CASE WHEN g % 4 = 0 THEN 50 END
    FROM bench_business b, generate_series(1, CASE WHEN b.n = 1 THEN ${TARGET_PROFESSIONALS} ELSE 5 + (b.n % 10) END) g
  `.execute(db);
  await sql`
    INSERT INTO services (business_id, name, duration_minutes, price_cents)
    SELECT b.id, s.name, s.minutes, s.cents FROM bench_business b,
      (VALUES ('Corte', 30, 5000), ('Barba', 30, 3500), ('Corte e barba', 60, 8000), ('Coloração', 60, 15000),
              ('Escova', 45, 6000), ('Manicure', 45, 4000), ('Hidratação', 45, 9000), ('Sobrancelha', 30, 2500)) s(name, minutes, cents)
  `.execute(db);
  await sql`
    INSERT INTO clients (business_id, full_name, phone)
    SELECT b.id, 'Cliente ' || g, '+55 11 9' || lpad(g::text, 8, '0') FROM bench_business b, generate_series(1, b.clients) g
  `.execute(db);
  await sql`
    INSERT INTO professional_services (business_id, professional_id, service_id)
    SELECT p.business_id, p.id, s.id FROM professionals p JOIN services s ON s.business_id = p.business_id
  `.execute(db);
  await sql`
    INSERT INTO professional_working_hours (business_id, professional_id, weekday, starts_at, ends_at)
    SELECT business_id, id, d, '07:00', '21:00' FROM professionals, generate_series(0, 6) d
  `.execute(db);
  // Two of the target's professionals earn their own rate on colouring.
  await sql`
    INSERT INTO commission_service_rates (business_id, professional_id, service_id, rate)
    SELECT p.business_id, p.id, s.id, 30 FROM professionals p JOIN services s ON s.business_id = p.business_id AND s.name = 'Coloração'
    WHERE p.business_id = ${target} AND p.full_name IN ('Profissional 02', 'Profissional 03')
  `.execute(db);

  const { rows: proCount } = await sql<{
    others: number;
  }>`SELECT count(*)::int AS others FROM professionals WHERE business_id <> ${target}`.execute(db);
  const targetAppointments = TARGET_PROFESSIONALS * cells;
  const rest = total - targetAppointments;
  const others = proCount[0]!.others;
  const base = Math.floor(rest / others);
  if (rest < 0 || base >= cells) throw new Error(`${total} appointments do not fit the grid`);
  // Each professional's count: every cell for the target's, `base` (+1 for the first ones) elsewhere.
  await sql`
    CREATE UNLOGGED TABLE bench_pro AS
    SELECT p.id, p.business_id, p.pn, p.clients,
      CASE WHEN p.n = 1 THEN ${cells} ELSE ${base} + CASE WHEN p.pn - ${TARGET_PROFESSIONALS} <= ${rest % others} THEN 1 ELSE 0 END END AS cnt
    FROM (SELECT p.id, p.business_id, b.n, b.clients, row_number() OVER (ORDER BY b.n, p.full_name)::int AS pn
          FROM professionals p JOIN bench_business b ON b.id = p.business_id) p
  `.execute(db);
  await sql`
    CREATE UNLOGGED TABLE bench_service AS
    SELECT id, business_id, (row_number() OVER (PARTITION BY business_id ORDER BY name) - 1)::int AS k, duration_minutes, price_cents FROM services
  `.execute(db);
  await sql`
    CREATE UNLOGGED TABLE bench_client AS
    SELECT id, business_id, (row_number() OVER (PARTITION BY business_id ORDER BY id) - 1)::int AS k FROM clients
  `.execute(db);
  await sql`ANALYZE bench_pro; ANALYZE bench_service; ANALYZE bench_client`.execute(db);

  // Cell c of a professional: day c / 12 from HISTORY_DAYS ago, at 08:00 + (c % 12) hours local.
  // The g-th of cnt appointments takes cell g × cells / cnt, so they spread over every day. Rows
  // go in in time order, as bookings arrive: a business's day shares its pages with the others'.
  await sql`
    INSERT INTO appointments (business_id, professional_id, service_id, client_id, starts_at, ends_at, status, price_cents,
                              cancelled_at, created_at, updated_at)
    SELECT p.business_id, p.id, s.id, c.id, x.t, x.t + s.duration_minutes * interval '1 minute', st.status, s.price_cents,
      CASE WHEN st.status = 'cancelled' THEN least(x.t - interval '1 day', now()) END,
      least(x.t - interval '6 days', now()), least(x.t + interval '2 hours', now())
    FROM bench_pro p
    CROSS JOIN LATERAL generate_series(0, p.cnt - 1) g
    CROSS JOIN LATERAL (SELECT (g::bigint * ${cells} / p.cnt)::int AS cell, p.pn::bigint * 100000 + g AS seed) cl
    CROSS JOIN LATERAL (
      SELECT ((${today}::date - ${HISTORY_DAYS}::int + cl.cell / ${CELLS_PER_DAY})::timestamp + interval '8 hours'
               + (cl.cell % ${CELLS_PER_DAY}) * interval '1 hour') AT TIME ZONE ${TIME_ZONE} AS t,
        cl.cell / ${CELLS_PER_DAY} AS day,
        (hashint8extended(cl.seed, 1) & 65535) / 65536.0 AS r_status,
        (hashint8extended(cl.seed, 2) & 65535) / 65536.0 AS r_service,
        (hashint8extended(cl.seed, 3) & 65535) / 65536.0 AS r_client
    ) x
    CROSS JOIN LATERAL (
      SELECT CASE WHEN x.t < now() THEN
          CASE WHEN x.r_status < 0.85 THEN 'completed' WHEN x.r_status < 0.95 THEN 'cancelled' WHEN x.r_status < 0.975 THEN 'confirmed' ELSE 'scheduled' END
        ELSE CASE WHEN x.r_status < 0.05 THEN 'cancelled' WHEN x.r_status < 0.55 THEN 'confirmed' ELSE 'scheduled' END
      END AS status
    ) st
    JOIN bench_service s ON s.business_id = p.business_id AND s.k = floor(x.r_service * 8)::int
    JOIN bench_client c ON c.business_id = p.business_id
      AND c.k = floor(x.r_client * p.clients * (0.25 + 0.75 * x.day / ${days - 1}::numeric))::int
    ORDER BY x.t
  `.execute(db);
  await sql`DROP TABLE bench_pro, bench_service, bench_client, bench_business`.execute(db);

  const { rows } = await sql<{ appointments: number; clients: number; target: number }>`
    SELECT (SELECT count(*) FROM appointments)::int AS appointments, (SELECT count(*) FROM clients)::int AS clients,
      (SELECT count(*) FROM appointments WHERE business_id = ${target})::int AS target
  `.execute(db);
  return { today, appointments: rows[0]!.appointments, clients: rows[0]!.clients, targetAppointments: rows[0]!.target };
}

/** "YYYY-MM" of `date` ("YYYY-MM-DD") moved by `months`. */
function addMonths(date: string, months: number): string {
  const d = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 + months, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * The target's commission history through the app, as an owner keeps it: every month from the
 * one a year ago to last month recalculated and paid to each professional (on the 5th of the
 * month after), and the current month recalculated, left pending. Returns the payments made.
 */
export async function payCommissionHistory(
  owner: HttpClient,
  today: string,
): Promise<{ months: number; payments: number }> {
  const first = addMonths(today, -12);
  const current = today.slice(0, 7);
  let payments = 0;
  let months = 0;
  for (let month = first; month < current; month = addMonths(`${month}-01`, 1)) {
    const recalculated = await owner.post('/api/commissions/recalculate', { month });
    if (recalculated.status !== 200) throw new Error(`recalculate ${month} answered ${recalculated.status}`);
    const listed = await owner.get(`/api/commissions?month=${month}`);
    if (listed.status !== 200) throw new Error(`listCommissions ${month} answered ${listed.status}`);
    const paidOn = `${addMonths(`${month}-01`, 1)}-05`;
    for (const p of listed.body.professionals as Array<{
      professionalId: string;
      pendingCents: number;
      lineCount: number;
    }>) {
      if (p.lineCount === 0) continue;
      const paid = await owner.post('/api/commissions/pay', {
        month,
        professionalId: p.professionalId,
        paidOn,
        expectedCents: p.pendingCents,
      });
      if (paid.status !== 200) throw new Error(`pay ${month} answered ${paid.status}: ${JSON.stringify(paid.body)}`);
      payments++;
    }
    months++;
  }
  const pending = await owner.post('/api/commissions/recalculate', { month: current });
  if (pending.status !== 200) throw new Error(`recalculate ${current} answered ${pending.status}`);
  return { months, payments };
}
