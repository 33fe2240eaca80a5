/**
 * The schedule under load, on PostgreSQL (127.0.0.1:5432 or BENCH_DATABASE_URL; a throwaway
 * database is created and dropped):
 * - 1,000,000 appointments across 200 businesses; p50/p95 of listAppointments (HTTP) for one
 *   week of a 20-professional business. Budget: p95 ≤ 30 ms.
 * - createAppointment (HTTP) throughput with 8 concurrent clients, against a bare INSERT of the
 *   same rows through `pg` with 8 connections, in the same run. Budget: ratio ≥ 0.3.
 *
 *   npm run bench:agenda
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/server/db/connection.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { HttpClient } from '../src/server/test/http-client.ts';
import { spawnServer } from '../src/server/test/server-process.ts';
import { BOOKING_RATIO_BUDGET, measureBookingRatio } from './support/booking-ratio.ts';
import { BROWSER_ACCEPT_ENCODING, bodyBytesAsSent, RawHttpConnection } from './support/raw-http.ts';

const TOTAL_APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);
const BUSINESSES = 200;
const LIST_BUDGET_P95_MS = 30;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `agendo_bench_${randomBytes(4).toString('hex')}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'agendo-bench-'));

let closeApp: () => Promise<void> = async () => {};
try {
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir, poolSize: 4 });
  await migrateToLatest(database.db);
  // The server runs in its own process, as in production; this one only generates the load.
  const server = await spawnServer({ DATABASE_URL: url.toString(), WORKER: 'false', SIGN_IN_LIMIT_PER_IP: '100000' });
  closeApp = async () => {
    await server.stop();
    await database.close();
  };
  const client = new HttpClient(server.baseUrl);
  await client.signUp('bench-owner@example.com');
  const target = (await client.get('/api/me')).body.profile.businessId as string;

  console.log(`seeding ${BUSINESSES} businesses and ${TOTAL_APPOINTMENTS.toLocaleString('en-US')} appointments…`);
  const seedStarted = performance.now();
  const db = database.db;
  await sql`UPDATE businesses SET time_zone = 'UTC' WHERE id = ${target}`.execute(db);
  await sql`
    INSERT INTO businesses (name, time_zone) SELECT 'Negócio ' || g, 'America/Sao_Paulo' FROM generate_series(2, ${BUSINESSES}) g
  `.execute(db);
  // 20 professionals in the measured business, 5 to 14 in the others.
  await sql`
    INSERT INTO professionals (business_id, full_name)
    SELECT b.id, 'Profissional ' || g
    FROM (SELECT id, row_number() OVER (ORDER BY (id = ${target}) DESC, id) AS n FROM businesses) b,
         generate_series(1, CASE WHEN b.n = 1 THEN 20 ELSE 5 + (b.n % 10)::int END) g
  `.execute(db);
  await sql`INSERT INTO services (business_id, name, duration_minutes, price_cents) SELECT id, 'Corte', 30, 5000 FROM businesses`.execute(
    db,
  );
  await sql`INSERT INTO clients (business_id, full_name) SELECT id, 'Cliente ' || g FROM businesses, generate_series(1, 50) g`.execute(
    db,
  );
  await sql`
    INSERT INTO professional_services (business_id, professional_id, service_id)
    SELECT p.business_id, p.id, s.id FROM professionals p JOIN services s ON s.business_id = p.business_id
  `.execute(db);
  await sql`
    INSERT INTO professional_working_hours (business_id, professional_id, weekday, starts_at, ends_at)
    SELECT business_id, id, d, '00:00', '23:59' FROM professionals, generate_series(0, 6) d
  `.execute(db);
  const { rows: counts } = await sql<{
    professionals: number;
  }>`SELECT count(*)::int AS professionals FROM professionals`.execute(db);
  const perProfessional = Math.ceil(TOTAL_APPOINTMENTS / counts[0]!.professionals);
  // A full book: every professional has a 30-minute appointment at every hour from 09:00 to
  // 16:00, 8 a day, going back from 2030-01-01.
  await sql`
    INSERT INTO appointments (business_id, professional_id, service_id, client_id, starts_at, ends_at, status, price_cents)
    SELECT p.business_id, p.id, s.id, c.id, t, t + interval '30 minutes',
      (ARRAY['scheduled','confirmed','completed','cancelled'])[1 + (g % 4)], 5000
    FROM professionals p
    JOIN LATERAL (SELECT id FROM services WHERE business_id = p.business_id LIMIT 1) s ON true
    JOIN LATERAL (SELECT id FROM clients WHERE business_id = p.business_id LIMIT 1) c ON true
    CROSS JOIN generate_series(0, ${perProfessional - 1}) g
    CROSS JOIN LATERAL (SELECT timestamptz '2030-01-01 09:00Z' - ((g / 8) * interval '1 day') + ((g % 8) * interval '60 minutes') AS t) x
  `.execute(db);
  // Measured on a settled database, as a live one is: vacuumed (visibility map set, hint bits
  // written, statistics fresh, as autovacuum leaves a table) and with the bulk load's dirty pages
  // already written out. Otherwise the first minute after a million-row load — a checkpoint
  // writing some 300 MB, first reads writing hint bits — lands in the middle of the figures.
  await sql`VACUUM (ANALYZE)`.execute(db);
  await sql`CHECKPOINT`.execute(db);
  const { rows: total } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM appointments`.execute(db);
  console.log(
    `seeded ${total[0]!.n.toLocaleString('en-US')} appointments in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  // listAppointments: one week of the 20-professional business, different weeks, one request
  // after another on a kept-alive connection, from a client that allocates next to nothing per
  // answer (bench/support/raw-http.ts): the figure is the server's, not the load generator's.
  // One more answer, read whole, is checked afterwards.
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const weeks = Math.max(1, Math.floor(perProfessional / 8 / 7));
  const weekPath = (i: number) => {
    const from = new Date(Date.UTC(2030, 0, 1) - ((i % weeks) + 1) * 7 * 86_400_000);
    return `/api/appointments?from=${from.toISOString()}&to=${new Date(from.getTime() + 7 * 86_400_000).toISOString()}`;
  };
  const timings: number[] = [];
  const reader = await RawHttpConnection.open(new URL(server.baseUrl));
  for (let i = 0; i < 300; i++) {
    const started = performance.now();
    const status = await reader.request('GET', weekPath(i), { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING });
    timings.push(performance.now() - started);
    if (status !== 200) throw new Error(`listAppointments answered ${status}`);
  }
  // The last answer, as read, against the same answer read through node:http.
  await reader.request('GET', weekPath(0), { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING });
  const asSent = await bodyBytesAsSent(new URL(weekPath(0), server.baseUrl), {
    cookie,
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
  });
  if (asSent.bytes !== reader.lastBodyBytes || asSent.encoding !== reader.lastEncoding) {
    throw new Error(
      `the load client read ${reader.lastBodyBytes} bytes (${reader.lastEncoding}), node:http ${asSent.bytes} (${asSent.encoding})`,
    );
  }
  console.log(
    `each week's answer went ${reader.lastEncoding}-compressed: ${(reader.lastBodyBytes / 1024).toFixed(0)} KB`,
  );
  reader.close();
  const checked = await client.get(weekPath(0));
  if (checked.status !== 200) throw new Error(`listAppointments answered ${checked.status}`);
  const listed = (checked.body as { total: number }).total;
  if (listed === 0) throw new Error('listAppointments found no appointments');
  timings.sort((a, b) => a - b);
  const p95 = percentile(timings, 95);
  console.log(
    `listAppointments, one week × 20 professionals (${listed} appointments): p50 ${ms(percentile(timings, 50))}, p95 ${ms(p95)} (budget p95 ≤ ${LIST_BUDGET_P95_MS} ms) ${p95 <= LIST_BUDGET_P95_MS ? 'OK' : 'OVER BUDGET'}`,
  );

  // createAppointment vs a bare INSERT of the same rows, 8 concurrent clients each (bench/support/booking-ratio.ts).
  const { rows: pros } = await sql<{
    id: string;
  }>`SELECT id FROM professionals WHERE business_id = ${target} ORDER BY id`.execute(db);
  const { rows: refs } = await sql<{ service: string; price: number; client: string }>`
    SELECT s.id AS service, s.price_cents AS price, (SELECT id FROM clients WHERE business_id = ${target} LIMIT 1) AS client
    FROM services s WHERE s.business_id = ${target} LIMIT 1
  `.execute(db);
  const { apiRate, bareRate } = await measureBookingRatio({
    baseUrl: server.baseUrl,
    cookie,
    databaseUrl: url.toString(),
    businessId: target,
    professionalIds: pros.map((p) => p.id),
    serviceId: refs[0]!.service,
    clientId: refs[0]!.client,
    priceCents: refs[0]!.price,
    apiFrom: new Date(Date.UTC(2031, 0, 1)),
    bareFrom: new Date(Date.UTC(2032, 0, 1)),
  });
  const ratio = apiRate / bareRate;
  console.log(
    `createAppointment, 8 concurrent clients: ${apiRate.toFixed(0)}/s; bare INSERT through pg: ${bareRate.toFixed(0)}/s; ratio ${ratio.toFixed(2)} (budget ≥ ${BOOKING_RATIO_BUDGET}) ${ratio >= BOOKING_RATIO_BUDGET ? 'OK' : 'UNDER BUDGET'}`,
  );

  process.exitCode = p95 <= LIST_BUDGET_P95_MS && ratio >= BOOKING_RATIO_BUDGET ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await closeApp();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
