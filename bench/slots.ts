/**
 * Free times under load, on PostgreSQL (127.0.0.1:5432 or BENCH_DATABASE_URL; a throwaway
 * database is created and dropped): 100,000 appointments; p50/p95 of listAvailableSlots (HTTP,
 * any professional) for 30 days × 10 professionals, and in the same run the time of the bare
 * SQL read of the same busy intervals. Budget: p95 ≤ 25 ms and ≤ 3 × the bare read's p95. Then
 * again with every professional's calendar connected and five busy intervals a day read from it
 * (docs/calendars.md), against the same bare read and the same budget. Then, calendars still
 * connected, a visit of three 10-minute services over two professionals (listVisitSlots, HTTP):
 * p95 ≤ 40 ms and ≤ 4 × the bare read; and the same visit with its middle step "any", shown
 * against that budget too. Last, the free-time functions alone on data of the same size
 * (bench/support/visit-slots-pure.ts), for the record.
 *
 *   npm run bench:slots
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/server/db/connection.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { HttpClient } from '../src/server/test/http-client.ts';
import { spawnServer } from '../src/server/test/server-process.ts';
import { BROWSER_ACCEPT_ENCODING, RawHttpConnection } from './support/raw-http.ts';
import { measurePureSlots, printPure } from './support/visit-slots-pure.ts';

const TOTAL = 100_000;
const P95_BUDGET_MS = 25;
const RATIO_BUDGET = 3;
const VISIT_P95_BUDGET_MS = 40;
const VISIT_RATIO_BUDGET = 4;
const RUNS = 200;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `agendo_bench_${randomBytes(4).toString('hex')}`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let cleanup: () => Promise<void> = async () => {};

try {
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 });
  await migrateToLatest(database.db);
  const server = await spawnServer({ DATABASE_URL: url.toString(), WORKER: 'false' });
  cleanup = async () => {
    await server.stop();
    await database.close();
  };
  const owner = new HttpClient(server.baseUrl);
  await owner.signUp('bench-slots@example.com');
  const businessId = (await owner.get('/api/me')).body.profile.businessId as string;
  await owner.request('PATCH', '/api/online-booking/settings', {
    enabled: true,
    windowDays: 60,
    minNoticeMinutes: 0,
    slotStepMinutes: 15,
  });
  const db = database.db;

  // 10 professionals here, 40 elsewhere in 9 other businesses; 09:00–19:00 with lunch.
  await sql`UPDATE businesses SET time_zone = 'America/Sao_Paulo' WHERE id = ${businessId}`.execute(db);
  await sql`INSERT INTO businesses (name) SELECT 'Outro ' || g FROM generate_series(1, 9) g`.execute(db);
  await sql`
    INSERT INTO professionals (business_id, full_name)
    SELECT b.id, 'Profissional ' || g FROM businesses b, generate_series(1, CASE WHEN b.id = ${businessId} THEN 10 ELSE 4 END) g
  `.execute(db);
  await sql`INSERT INTO services (business_id, name, duration_minutes, price_cents) SELECT id, 'Corte', 30, 5000 FROM businesses`.execute(
    db,
  );
  // A visit's three services, short enough to fit the half hours the appointments leave free.
  await sql`INSERT INTO services (business_id, name, duration_minutes, price_cents) SELECT ${businessId}, n, 10, 2000 FROM unnest(ARRAY['Lavagem', 'Barba', 'Sobrancelha']) n`.execute(
    db,
  );
  await sql`INSERT INTO clients (business_id, full_name) SELECT id, 'Cliente' FROM businesses`.execute(db);
  await sql`INSERT INTO professional_services (business_id, professional_id, service_id) SELECT p.business_id, p.id, s.id FROM professionals p JOIN services s ON s.business_id = p.business_id`.execute(
    db,
  );
  await sql`INSERT INTO professional_working_hours (business_id, professional_id, weekday, starts_at, ends_at) SELECT business_id, id, d, '09:00', '19:00' FROM professionals, generate_series(0, 6) d`.execute(
    db,
  );
  await sql`INSERT INTO professional_breaks (business_id, professional_id, name, starts_at, ends_at) SELECT business_id, id, 'Almoço', '12:00', '13:00' FROM professionals`.execute(
    db,
  );
  await sql`INSERT INTO business_opening_hours (business_id, weekday, opens_at, closes_at) SELECT id, d, '08:00', '20:00' FROM businesses, generate_series(0, 6) d`.execute(
    db,
  );
  // 100,000 appointments over all professionals, from 100 days ago on: ten a day each.
  const { rows: count } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM professionals`.execute(db);
  const perProfessional = Math.ceil(TOTAL / count[0]!.n);
  await sql`
    INSERT INTO appointments (business_id, professional_id, service_id, client_id, starts_at, ends_at, status, price_cents)
    SELECT p.business_id, p.id, s.id, c.id, t, t + interval '30 minutes', 'confirmed', 5000
    FROM professionals p
    JOIN services s ON s.business_id = p.business_id AND s.name = 'Corte'
    JOIN clients c ON c.business_id = p.business_id
    CROSS JOIN generate_series(0, ${perProfessional - 1}) g
    CROSS JOIN LATERAL (SELECT date_trunc('day', now()) - interval '100 days' + (g / 10) * interval '1 day' + interval '12 hours' + (g % 10) * interval '60 minutes' AS t) x
  `.execute(db);
  // As autovacuum leaves a table after a bulk load: statistics and the visibility map written.
  await sql`VACUUM ANALYZE`.execute(db);
  const { rows: total } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM appointments`.execute(db);
  const { rows: service } = await sql<{
    id: string;
  }>`SELECT id FROM services WHERE business_id = ${businessId} ORDER BY name <> 'Corte', name`.execute(db);
  const { rows: pros } = await sql<{
    id: string;
  }>`SELECT id FROM professionals WHERE business_id = ${businessId} ORDER BY id`.execute(db);

  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  // Requests one after another on a kept-alive connection, from a client that allocates next to
  // nothing per answer (bench/support/raw-http.ts): the figure is the server's, not the load
  // generator's. One more answer, read whole, is checked afterwards.
  const slotsPath = `/api/public/businesses/${businessId}/slots?serviceId=${service[0]!.id}&from=${from}&to=${to}`;
  const measure = async (path = slotsPath, operation = 'listAvailableSlots'): Promise<number[]> => {
    // Each run starts under the public reads' per-address limit (300 a minute).
    await sql`DELETE FROM rate_limit_counters`.execute(db);
    const times: number[] = [];
    const reader = await RawHttpConnection.open(new URL(server.baseUrl));
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const status = await reader.request('GET', path, { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
      times.push(performance.now() - started);
      if (status !== 200) throw new Error(`${operation} answered ${status}`);
    }
    console.log(
      `each answer went ${reader.lastEncoding === 'identity' ? 'uncompressed' : `${reader.lastEncoding}-compressed`}: ${(reader.lastBodyBytes / 1024).toFixed(1)} KB`,
    );
    reader.close();
    return times.sort((a, b) => a - b);
  };
  const api = await measure();
  const checked = await owner.get(slotsPath);
  if (checked.status !== 200) throw new Error(`listAvailableSlots answered ${checked.status}`);
  const slotCount = (checked.body as { slots: unknown[] }).slots.length;

  // The bare read asks for the same intervals as the server does: the days padded by 14 h on
  // each side, found through (professional_id, starts_at).
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const ids = pros.map((p) => p.id);
  const windowFrom = new Date(Date.parse(`${from}T00:00:00Z`) - 14 * 3_600_000);
  const windowTo = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000 + 14 * 3_600_000);
  const bare: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await pool.query(
      `SELECT professional_id, starts_at, ends_at FROM appointments
       WHERE professional_id = ANY($1) AND status <> 'cancelled' AND starts_at < $3 AND starts_at > $2::timestamptz - interval '12 hours' AND ends_at > $2`,
      [ids, windowFrom, windowTo],
    );
    bare.push(performance.now() - started);
  }
  await pool.end();
  bare.sort((a, b) => a - b);

  // Every professional's calendar connected, with five busy intervals a day from yesterday to 90
  // days ahead, as the calendar poll keeps them.
  await sql`
    INSERT INTO calendar_connections (business_id, professional_id, provider, account_label, server_url, username, secret_ciphertext)
    SELECT business_id, id, 'caldav', 'bench@caldav.example.com', 'https://caldav.example.com/', 'bench', 'v1.bench' FROM professionals
  `.execute(db);
  await sql`
    INSERT INTO calendar_busy_intervals (connection_id, business_id, professional_id, calendar_id, external_uid, starts_at, ends_at)
    SELECT c.id, c.business_id, c.professional_id, 'agenda', 'event-' || d || '-' || k, t, t + interval '30 minutes'
    FROM calendar_connections c
    CROSS JOIN generate_series(-1, 90) d
    CROSS JOIN generate_series(0, 4) k
    CROSS JOIN LATERAL (SELECT date_trunc('day', now()) + d * interval '1 day' + interval '11 hours 15 minutes' + k * interval '2 hours' AS t) x
  `.execute(db);
  await sql`VACUUM ANALYZE`.execute(db);
  const { rows: intervals } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM calendar_busy_intervals`.execute(
    db,
  );
  const withCalendars = await measure();
  const p95 = percentile(api, 95);
  const bareP95 = percentile(bare, 95);
  console.log(
    `${total[0]!.n.toLocaleString('en-US')} appointments; 30 days × 10 professionals → ${slotCount} free times`,
  );
  console.log(
    `listAvailableSlots (HTTP): p50 ${percentile(api, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (budget ≤ ${P95_BUDGET_MS} ms) ${p95 <= P95_BUDGET_MS ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    `bare SQL read of the busy intervals: p50 ${percentile(bare, 50).toFixed(2)} ms, p95 ${bareP95.toFixed(2)} ms; ratio ${(p95 / bareP95).toFixed(1)} × (budget ≤ ${RATIO_BUDGET} ×) ${p95 <= RATIO_BUDGET * bareP95 ? 'OK' : 'OVER BUDGET'}`,
  );
  const calendarP95 = percentile(withCalendars, 95);
  console.log(
    `with connected calendars (${intervals[0]!.n.toLocaleString('en-US')} busy intervals, five a day per professional): p50 ${percentile(withCalendars, 50).toFixed(2)} ms, p95 ${calendarP95.toFixed(2)} ms (budget ≤ ${P95_BUDGET_MS} ms) ${calendarP95 <= P95_BUDGET_MS ? 'OK' : 'OVER BUDGET'}; ratio to the bare read ${(calendarP95 / bareP95).toFixed(1)} × (budget ≤ ${RATIO_BUDGET} ×) ${calendarP95 <= RATIO_BUDGET * bareP95 ? 'OK' : 'OVER BUDGET'}`,
  );
  const within = (p: number) => p <= P95_BUDGET_MS && p <= RATIO_BUDGET * bareP95;
  const visitsWithin = await measureVisits(bareP95);
  printPure(measurePureSlots());
  process.exitCode = within(p95) && within(calendarP95) && visitsWithin ? 0 : 1;

  /** listVisitSlots, calendars connected: three services over two professionals, then with the middle step "any". */
  async function measureVisits(bareP95: number): Promise<boolean> {
    const services = service.slice(1).map((s) => s.id);
    const [first, second] = [pros[0]!.id, pros[1]!.id];
    const visitPath = (who: string) =>
      `/api/public/businesses/${businessId}/visit-slots?serviceIds=${services.join(',')}&professionalIds=${who}&from=${from}&to=${to}`;
    let ok = true;
    for (const [label, who, budgeted] of [
      ['over 2 professionals', `${first},${second},${first}`, true],
      ['middle step "any"', `${first},any,${second}`, false],
    ] as const) {
      const checked = await owner.get(visitPath(who));
      if (checked.status !== 200) {
        console.log(`listVisitSlots (${label}) answered ${checked.status}: not measured`);
        ok = false;
        continue;
      }
      const times = await measure(visitPath(who), 'listVisitSlots');
      const visitP95 = percentile(times, 95);
      const fits = visitP95 <= VISIT_P95_BUDGET_MS && visitP95 <= VISIT_RATIO_BUDGET * bareP95;
      if (budgeted) ok &&= fits;
      console.log(
        `listVisitSlots (HTTP), 3 services, ${label}: ${(checked.body as { slots?: unknown[] }).slots?.length ?? '?'} free times; p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${visitP95.toFixed(2)} ms (budget ≤ ${VISIT_P95_BUDGET_MS} ms); ratio to the bare read ${(visitP95 / bareP95).toFixed(1)} × (budget ≤ ${VISIT_RATIO_BUDGET} ×) ${fits ? 'OK' : budgeted ? 'OVER BUDGET' : 'over (not budgeted)'}`,
      );
    }
    return ok;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
