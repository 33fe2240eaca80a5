/**
 * The business export (GET /api/business/export) of a big business: 100,000 appointments, 20,000
 * clients, 10 professionals, 5,000 reviews and 50,000 commission lines, on PGlite (in memory) and,
 * when one answers, on a throwaway PostgreSQL database (DATABASE_URL, or postgres@127.0.0.1:5432).
 * Runs the export service as the route does and prints the time, the ZIP's size and the heap it
 * took (budget: under 10 s and 200 MB of heap above the start on each engine).
 *
 *   node bench/business-export.ts [--engine pglite|postgresql]
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/server/db/connection.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import type { Database } from '../src/server/db/schema.ts';
import { appendBusinessAudit } from '../src/server/modules/business/business-audit.repository.ts';
import { createBusinessExportRepository } from '../src/server/modules/business/business-export.repository.ts';
import { createBusinessExportService } from '../src/server/modules/business/business-export.service.ts';
import { createOutboxRepository } from '../src/server/modules/mail/outbox.repository.ts';
import { createBookingSettingsRepository } from '../src/server/modules/online-booking/booking-settings.repository.ts';
import { createReviewsRepository } from '../src/server/modules/reviews/reviews.repository.ts';

const APPOINTMENTS = 100_000;
const CLIENTS = 20_000;
const PROFESSIONALS = 10;
const BUDGET_MS = 10_000;
const BUDGET_HEAP_MB = 200;

const engineFlag = process.argv.indexOf('--engine');
const only = engineFlag >= 0 ? process.argv[engineFlag + 1] : undefined;

async function seed(db: Kysely<Database>): Promise<string> {
  const business = await db
    .insertInto('businesses')
    .values({ name: 'Salão Grande & Cia', phone: '+55 11 4000-0000' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = business.id;
  await db.insertInto('users').values({ id: 'bench-owner', name: 'Dona', email: 'dona@example.com' }).execute();
  await db
    .insertInto('profiles')
    .values({ id: 'bench-owner', business_id: id, role: 'admin', full_name: 'Dona do Salão' })
    .execute();
  await sql`INSERT INTO services (business_id, name, duration_minutes, price_cents)
    SELECT ${id}::uuid, 'Serviço ' || i, 30, 3000 + i * 500 FROM generate_series(1, 10) i`.execute(db);
  await sql`INSERT INTO professionals (business_id, full_name, email)
    SELECT ${id}::uuid, 'Profissional ' || i, 'pro' || i || '@example.com' FROM generate_series(1, ${PROFESSIONALS}) i`.execute(
    db,
  );
  await sql`INSERT INTO clients (business_id, full_name, phone, email, notes)
    SELECT ${id}::uuid, 'Cliente ' || i || ' da Silva', '+55 11 9' || lpad(i::text, 8, '0'), 'cliente' || i || '@example.com',
      CASE WHEN i % 5 = 0 THEN 'Prefere, "sempre", a tarde' END
    FROM generate_series(1, ${CLIENTS}) i`.execute(db);
  // Each professional's appointments follow each other every 30 minutes: no two overlap.
  await sql`
    WITH p AS (SELECT array_agg(id ORDER BY id) AS ids FROM professionals WHERE business_id = ${id}::uuid),
      s AS (SELECT array_agg(id ORDER BY id) AS ids FROM services WHERE business_id = ${id}::uuid),
      c AS (SELECT array_agg(id ORDER BY id) AS ids FROM clients WHERE business_id = ${id}::uuid)
    INSERT INTO appointments (business_id, professional_id, service_id, client_id, starts_at, ends_at, status, price_cents, notes)
    SELECT ${id}::uuid, p.ids[1 + n % ${PROFESSIONALS}], s.ids[1 + n % 10], c.ids[1 + n % ${CLIENTS}],
      timestamptz '2024-01-01 12:00Z' + (n / ${PROFESSIONALS}) * interval '30 minutes',
      timestamptz '2024-01-01 12:30Z' + (n / ${PROFESSIONALS}) * interval '30 minutes',
      (ARRAY['scheduled', 'confirmed', 'completed', 'completed', 'cancelled'])[1 + n % 5], 5000, CASE WHEN n % 7 = 0 THEN 'Observação ' || n END
    FROM generate_series(0, ${APPOINTMENTS - 1}) n, p, s, c
  `.execute(db);
  await sql`INSERT INTO commission_lines (business_id, professional_id, appointment_id, month, kind, base_cents, rate, amount_cents)
    SELECT business_id, professional_id, id, date_trunc('month', starts_at)::date, 'commission', price_cents, 40, price_cents * 40 / 100
    FROM appointments WHERE business_id = ${id}::uuid AND status = 'completed' LIMIT 50000`.execute(db);
  await sql`INSERT INTO reviews (business_id, appointment_id, rating, comment, created_at, updated_at)
    SELECT business_id, id, 1 + (extract(epoch FROM starts_at)::bigint % 5)::int, 'Muito bom!', ends_at, ends_at
    FROM appointments WHERE business_id = ${id}::uuid AND status = 'completed' LIMIT 5000`.execute(db);
  return id;
}

async function run(engine: 'pglite' | 'postgresql'): Promise<boolean> {
  let handle: DatabaseHandle;
  let drop = async () => {};
  if (engine === 'postgresql') {
    const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `agendo_bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    try {
      await admin.connect();
    } catch {
      console.log('postgresql: no server answers, skipped');
      return true;
    }
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    handle = await openDatabase({ databaseUrl: undefined, dataDir: '', inMemory: true });
  }
  try {
    const db = handle.db;
    await migrateToLatest(db);
    const seeding = performance.now();
    const businessId = await seed(db);
    console.log(`${engine}: seeded in ${Math.round(performance.now() - seeding)} ms`);
    const bookingSettings = createBookingSettingsRepository(db);
    const reviews = createReviewsRepository(db, createOutboxRepository(db, { sends: false }));
    const exporter = createBusinessExportService({
      repository: createBusinessExportRepository(db),
      audit: { recordAudit: (entry) => appendBusinessAudit(db, entry) },
      bookingSettings: (id) => bookingSettings.settings(id),
      reviewSettings: (id) => reviews.settings(id),
      now: () => new Date(),
    });
    const actor = {
      user: { id: 'bench-owner', email: 'dona@example.com', name: 'Dona' },
      profile: { id: 'bench-owner', role: 'admin' as const, businessId, fullName: 'Dona' },
    };
    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 5);
    const started = performance.now();
    const file = await exporter.exportZip(actor, 'pt-BR');
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    const heapMb = (heapPeak - heapBefore) / 1024 / 1024;
    console.log(
      `${engine}: ${file.fileName} — ${file.rows['appointments.csv'].toLocaleString('en-US')} appointments, ${file.rows['clients.csv'].toLocaleString('en-US')} clients, ` +
        `${file.rows['commission-lines.csv'].toLocaleString('en-US')} commission lines, ${file.rows['reviews.csv'].toLocaleString('en-US')} reviews → ` +
        `${(file.body.length / 1024 / 1024).toFixed(1)} MB ZIP in ${Math.round(elapsed)} ms, heap +${heapMb.toFixed(0)} MB at most`,
    );
    return elapsed <= BUDGET_MS && heapMb <= BUDGET_HEAP_MB;
  } finally {
    await handle.close();
    await drop();
  }
}

let ok = true;
for (const engine of ['pglite', 'postgresql'] as const) {
  if (only && only !== engine) continue;
  ok = (await run(engine)) && ok;
}
console.log(
  `budget: ${BUDGET_MS / 1000} s and ${BUDGET_HEAP_MB} MB of heap per export → ${ok ? 'within budget' : 'OVER BUDGET'}`,
);
process.exitCode = ok ? 0 : 1;
