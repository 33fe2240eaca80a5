/**
 * The owner's figures at scale, on PostgreSQL (127.0.0.1:5432 or BENCH_DATABASE_URL; a throwaway
 * database is created and dropped). 1,000,000 appointments across 200 businesses; the measured
 * one has 20 professionals, 8,000 clients, 21,600 appointments in the last 90 days, history back
 * 400 days and a year of commissions paid through the app (bench/support/figures-seed.ts).
 * - getDashboard (GET /api/dashboard?range=90): p50/p95. Budget: p95 ≤ 40 ms.
 * - getReport (GET /api/reports, the last 366 days): p50/p95. Budget: p95 ≤ 120 ms.
 * - createAppointment (POST /api/appointments as the owner): one booking's time, one client at a
 *   time; and the schedule's booking ratio against a bare INSERT (bench/support/booking-ratio.ts,
 *   as bench/agenda.ts defines it). Budget: ratio ≥ 0.3. A booking keeps the day and month roll-ups
 *   (migrations 0011 and 0012's triggers): one booking's time is measured with them, and again with the
 *   triggers switched off on this throwaway database, for the cost of the maintenance.
 * When a figure misses its budget, the plans of its statement are printed (EXPLAIN ANALYZE).
 *
 *   npm run bench:dashboard
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/server/db/connection.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { HttpClient } from '../src/server/test/http-client.ts';
import { spawnServer } from '../src/server/test/server-process.ts';
import { BOOKING_RATIO_BUDGET, measureBookingRatio } from './support/booking-ratio.ts';
import { payCommissionHistory, seedFigures, TIME_ZONE } from './support/figures-seed.ts';
import { BROWSER_ACCEPT_ENCODING, bodyBytesAsSent, RawHttpConnection } from './support/raw-http.ts';

const TOTAL_APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);
const BUSINESSES = 200;
const DASHBOARD_BUDGET_P95_MS = 40;
const REPORT_BUDGET_P95_MS = 120;
const RUNS = 300;
const WARM_UP = 30;
/** A figure far over budget takes fewer runs: each measurement stops after this long (50 runs at least). */
const MEASURE_CAP_MS = 60_000;
/** BENCH_KEEP_DATABASE=1 leaves the database behind (its name is printed), for EXPLAIN by hand. */
const keep = process.env.BENCH_KEEP_DATABASE === '1';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `agendo_bench_${randomBytes(4).toString('hex')}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const started = performance.now();

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

let closeApp: () => Promise<void> = async () => {};
try {
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 });
  await migrateToLatest(database.db);
  // The server runs in its own process, as in production; this one only generates the load.
  const server = await spawnServer({ DATABASE_URL: url.toString(), WORKER: 'false', SIGN_IN_LIMIT_PER_IP: '100000' });
  closeApp = async () => {
    await server.stop();
    await database.close();
  };
  const owner = new HttpClient(server.baseUrl);
  await owner.signUp('bench-figures@example.com');
  const target = (await owner.get('/api/me')).body.profile.businessId as string;
  const db = database.db;

  console.log(`seeding ${BUSINESSES} businesses and ${TOTAL_APPOINTMENTS.toLocaleString('en-US')} appointments…`);
  let step = performance.now();
  const seeded = await seedFigures(db, target, BUSINESSES, TOTAL_APPOINTMENTS);
  const { today } = seeded;
  console.log(
    `seeded ${seeded.appointments.toLocaleString('en-US')} appointments (${seeded.targetAppointments.toLocaleString('en-US')} in the measured business) ` +
      `and ${seeded.clients.toLocaleString('en-US')} clients in ${seconds(step)}`,
  );
  // As a live database is: vacuumed, statistics fresh, the bulk load's pages written out (ADR 12).
  step = performance.now();
  await sql`VACUUM (ANALYZE)`.execute(db);
  await sql`CHECKPOINT`.execute(db);
  console.log(`vacuumed and checkpointed in ${seconds(step)}`);

  step = performance.now();
  const history = await payCommissionHistory(owner, today);
  const { rows: lineRows } = await sql<{ paid: number; pending: number }>`
    SELECT count(*) FILTER (WHERE payment_id IS NOT NULL)::int AS paid, count(*) FILTER (WHERE payment_id IS NULL)::int AS pending
    FROM commission_lines WHERE business_id = ${target}
  `.execute(db);
  await sql`VACUUM (ANALYZE) commission_lines`.execute(db);
  await sql`VACUUM (ANALYZE) commission_payments`.execute(db);
  await sql`CHECKPOINT`.execute(db);
  console.log(
    `commissions: ${history.months} months recalculated and paid through the API (${history.payments} payments, ` +
      `${lineRows[0]!.paid.toLocaleString('en-US')} paid lines, ${lineRows[0]!.pending.toLocaleString('en-US')} pending this month) in ${seconds(step)}`,
  );

  const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const headers = { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  /** `RUNS` requests one after another on a kept-alive connection, after `WARM_UP` unmeasured ones. */
  const measure = async (path: string): Promise<number[]> => {
    const reader = await RawHttpConnection.open(new URL(server.baseUrl));
    try {
      const timings: number[] = [];
      let since = performance.now();
      for (let i = 0; i < WARM_UP + RUNS; i++) {
        if (i === WARM_UP) since = performance.now();
        else if (i > WARM_UP + 50 && performance.now() - since > MEASURE_CAP_MS) break;
        const at = performance.now();
        const status = await reader.request('GET', path, headers);
        if (i >= WARM_UP) timings.push(performance.now() - at);
        if (status !== 200) throw new Error(`${path} answered ${status}`);
      }
      // The last answer as the light client read it, against the same answer read through node:http.
      const asSent = await bodyBytesAsSent(new URL(path, server.baseUrl), headers);
      if (asSent.bytes !== reader.lastBodyBytes || asSent.encoding !== reader.lastEncoding) {
        throw new Error(
          `the load client read ${reader.lastBodyBytes} bytes (${reader.lastEncoding}), node:http ${asSent.bytes} (${asSent.encoding})`,
        );
      }
      return timings.sort((a, b) => a - b);
    } finally {
      reader.close();
    }
  };
  const verdict = (p95: number, budget: number) =>
    `(budget p95 ≤ ${budget} ms) ${p95 <= budget ? 'OK' : 'OVER BUDGET'}`;

  // getDashboard, 90 days against the 90 before: checked whole once, then timed.
  const dashboardPath = '/api/dashboard?range=90';
  const dashboard = await owner.get(dashboardPath);
  if (dashboard.status !== 200) throw new Error(`getDashboard answered ${dashboard.status}`);
  const d = dashboard.body as {
    appointments: number;
    completed: number;
    customers: number;
    newCustomers: number;
    revenueCents: number;
    previous: { appointments: number; newCustomers: number };
  };
  if (d.appointments < 20_000 || d.newCustomers === 0 || d.previous.appointments === 0)
    throw new Error(`getDashboard's figures are not the seeded ones: ${JSON.stringify(d)}`);
  const dashboardTimings = await measure(dashboardPath);
  const dashboardP95 = percentile(dashboardTimings, 95);
  console.log(
    `getDashboard, 90 days (${d.appointments.toLocaleString('en-US')} appointments, ${d.customers.toLocaleString('en-US')} customers, ${d.newCustomers} new; ` +
      `previous 90 days ${d.previous.appointments.toLocaleString('en-US')}): ${dashboardTimings.length} runs, p50 ${ms(percentile(dashboardTimings, 50))}, p95 ${ms(dashboardP95)} ${verdict(dashboardP95, DASHBOARD_BUDGET_P95_MS)}`,
  );

  // getReport, the last 366 days (today − 365 … today).
  const yearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);
  const reportPath = `/api/reports?from=${yearAgo}&to=${today}`;
  const report = await owner.get(reportPath);
  if (report.status !== 200) throw new Error(`getReport answered ${report.status}: ${JSON.stringify(report.body)}`);
  const r = report.body as {
    professionals: unknown[];
    services: unknown[];
    totals: { appointments: number; completed: number; commissionCents: number };
  };
  if (r.professionals.length !== 20 || r.totals.appointments < 80_000 || r.totals.commissionCents <= 0)
    throw new Error(`getReport's figures are not the seeded ones: ${JSON.stringify(r.totals)}`);
  const reportTimings = await measure(reportPath);
  const reportP95 = percentile(reportTimings, 95);
  console.log(
    `getReport, ${yearAgo} … ${today} (${r.totals.appointments.toLocaleString('en-US')} appointments, ${r.totals.completed.toLocaleString('en-US')} completed, ` +
      `20 professionals × ${r.services.length} services): ${reportTimings.length} runs, p50 ${ms(percentile(reportTimings, 50))}, p95 ${ms(reportP95)} ${verdict(reportP95, REPORT_BUDGET_P95_MS)}`,
  );

  // createAppointment, with the roll-ups kept by the triggers on appointments and without them.
  const { rows: triggers } = await sql<{
    name: string;
  }>`SELECT tgname AS name FROM pg_trigger WHERE tgrelid = 'appointments'::regclass AND NOT tgisinternal`.execute(db);
  const { rows: pros } = await sql<{
    id: string;
  }>`SELECT id FROM professionals WHERE business_id = ${target} ORDER BY full_name`.execute(db);
  const { rows: refs } = await sql<{ service: string; price: number; client: string }>`
    SELECT s.id AS service, s.price_cents AS price, (SELECT id FROM clients WHERE business_id = ${target} ORDER BY full_name LIMIT 1) AS client
    FROM services s WHERE s.business_id = ${target} AND s.name = 'Corte'
  `.execute(db);
  const { service: serviceId, price: priceCents, client: clientId } = refs[0]!;
  // Local midnight of a day on the business's clock (São Paulo keeps UTC−3 all year).
  const localMidnight = (date: string) => new Date(`${date}T00:00:00-03:00`);
  if (TIME_ZONE !== 'America/Sao_Paulo') throw new Error('localMidnight assumes São Paulo');

  // One booking at a time: what one createAppointment costs.
  const endpoint = new URL('/api/appointments', server.baseUrl);
  const postHeaders = { ...headers, 'content-type': 'application/json', origin: endpoint.origin };
  const oneAtATime = async (firstDay: string): Promise<number[]> => {
    const writer = await RawHttpConnection.open(endpoint);
    const timings: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const k = Math.floor(i / pros.length);
      const startsAt = new Date(
        localMidnight(firstDay).getTime() + Math.floor(k / 24) * 86_400_000 + (8 * 60 + (k % 24) * 30) * 60_000,
      );
      const body = JSON.stringify({
        professionalId: pros[i % pros.length]!.id,
        serviceId,
        clientId,
        startsAt: startsAt.toISOString(),
      });
      const at = performance.now();
      const status = await writer.request('POST', endpoint.pathname, postHeaders, body);
      if (i >= WARM_UP) timings.push(performance.now() - at);
      if (status !== 201) throw new Error(`createAppointment answered ${status}`);
    }
    writer.close();
    return timings.sort((a, b) => a - b);
  };
  const withRollUps = await oneAtATime('2033-01-01');
  for (const { name: trigger } of triggers)
    await sql`ALTER TABLE appointments DISABLE TRIGGER ${sql.id(trigger)}`.execute(db);
  const withoutRollUps = await oneAtATime('2034-01-01');
  for (const { name: trigger } of triggers)
    await sql`ALTER TABLE appointments ENABLE TRIGGER ${sql.id(trigger)}`.execute(db);
  console.log(
    `createAppointment, one client, with roll-up maintenance (${triggers.length} triggers): p50 ${ms(percentile(withRollUps, 50))}, p95 ${ms(percentile(withRollUps, 95))}; ` +
      `without: p50 ${ms(percentile(withoutRollUps, 50))}, p95 ${ms(percentile(withoutRollUps, 95))}`,
  );

  const { apiRate, bareRate, ratio } = await measureBookingRatio({
    baseUrl: server.baseUrl,
    cookie,
    databaseUrl: url.toString(),
    businessId: target,
    professionalIds: pros.map((p) => p.id),
    serviceId,
    clientId,
    priceCents,
    apiFrom: localMidnight('2031-01-01'),
    bareFrom: localMidnight('2032-01-01'),
  });
  const ratioOk = ratio >= BOOKING_RATIO_BUDGET;
  console.log(
    `createAppointment, 8 concurrent clients: ${apiRate.toFixed(0)}/s; bare INSERT through pg: ${bareRate.toFixed(0)}/s; ` +
      `ratio ${ratio.toFixed(2)} (budget ≥ ${BOOKING_RATIO_BUDGET}) ${ratioOk ? 'OK' : 'UNDER BUDGET'}`,
  );

  // A figure over budget: its statement's plans, for whoever looks into it.
  const missed = [
    ...(dashboardP95 > DASHBOARD_BUDGET_P95_MS ? ['dashboard' as const] : []),
    ...(reportP95 > REPORT_BUDGET_P95_MS ? ['report' as const] : []),
  ];
  for (const which of missed) {
    const { explainFigures } = await import('./support/explain-figures.ts');
    const plans = await explainFigures(url.toString(), target, which, today, TIME_ZONE);
    console.log(
      `\n${which}: EXPLAIN (ANALYZE, BUFFERS), custom plan\n${plans.custom}\n\n${which}: generic plan (prepared statement)\n${plans.generic}\n`,
    );
  }

  console.log(`run time ${seconds(started)}`);
  process.exitCode = missed.length === 0 && ratioOk ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await closeApp();
  if (keep) console.log(`database kept: ${name}`);
  else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
