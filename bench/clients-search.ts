/**
 * Client search at 100,000 clients in one business (budget: p95 ≤ 30 ms on PostgreSQL).
 *
 * Creates a throwaway PostgreSQL database (DATABASE_URL, or postgres@127.0.0.1:5432), migrates
 * it, seeds 100,000 clients into one business (and 20,000 into a neighbour, so the index is
 * shared as in production), then runs the real search path — the clients repository's `list`,
 * the query behind `GET /api/clients?search=` — for names as typed, partial phones and
 * accent-free names, and prints p50/p95 per kind.
 *
 *   npm run bench:clients-search [-- --runs 300]
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { ACCENTED, PLAIN } from '../src/core/search-text.ts';
import { openDatabase } from '../src/server/db/connection.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { createClientsRepository } from '../src/server/modules/clients/clients.repository.ts';

const BUDGET_MS = 30;
const CLIENTS = 100_000;
const NEIGHBOUR_CLIENTS = 20_000;
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 300;

const FIRST_NAMES = [
  'João',
  'José',
  'Maria',
  'Ana',
  'Antônio',
  'Márcia',
  'Luís',
  'Fernanda',
  'Paulo',
  'Juliana',
  'Lucas',
  'Camila',
  'Rafael',
  'Patrícia',
  'Gustavo',
  'Aline',
  'Thiago',
  'Letícia',
  'Felipe',
  'Renata',
  'André',
  'Vanessa',
  'Rodrigo',
  'Simone',
  'Marcelo',
  'Débora',
  'Eduardo',
  'Cláudia',
  'Vinícius',
  'Tatiana',
  'Bruno',
  'Beatriz',
  'Carlos',
  'Larissa',
  'Diego',
  'Gabriela',
  'Mateus',
  'Isabela',
  'Leonardo',
  'Natália',
];
const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Ribeiro',
  'Carvalho',
  'Araújo',
  'Gonçalves',
  'Conceição',
  'Rocha',
  'Almeida',
  'Nascimento',
  'Magalhães',
  'Brandão',
  'Damásio',
  'Assunção',
  'Simões',
  'Guimarães',
  'Falcão',
  'Monteiro',
  'Cardoso',
  'Teixeira',
  'Correia',
  'Barbosa',
];

const QUERIES = {
  'name as typed': [
    'Maria',
    'Gonçalves',
    'Antônio Silva',
    'Rocha',
    'Fernanda Lima',
    'Magalhães',
    'Débora',
    'Simões',
    'Isabela Falcão',
    'Brandão',
  ],
  'partial phone': ['9876', '4321', '98765', '1234', '5555', '90210', '3141', '2718', '(11) 98', '7070'],
  'accent-free': [
    'joao',
    'conceicao',
    'goncalves',
    'antonio',
    'marcia araujo',
    'assuncao',
    'damasio',
    'claudia',
    'guimaraes',
    'leticia',
  ],
  'first letters': ['j', 'jo', 'ma', 'b', 'an', 'fe', 'gu', 'r', 'is', 'de'],
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `agendo_bench_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
const db = database.db;

async function seed(businessId: string, count: number, salt: number): Promise<void> {
  // Deterministic spread of names, phones and e-mails, generated inside the database.
  await sql`
    INSERT INTO clients (business_id, full_name, phone, email, notes)
    SELECT ${businessId}::uuid,
      first || ' ' || last1 || CASE WHEN i % 3 = 0 THEN ' ' || last2 ELSE '' END,
      '+55 ' || (11 + (h % 80))::text || ' 9' || lpad(((h / 7) % 10000)::text, 4, '0') || '-' || lpad(((h / 70000) % 10000)::text, 4, '0'),
      CASE WHEN i % 4 = 3 THEN NULL
        ELSE lower(translate(first, ${ACCENTED}, ${PLAIN})) || '.' || lower(translate(last1, ${ACCENTED}, ${PLAIN})) || i::text || '@example.com' END,
      CASE WHEN i % 10 = 0 THEN 'Prefere horários pela manhã.' END
    FROM (
      SELECT i,
        ((i::bigint * 2654435761 + ${salt}) % 4294967296) AS h,
        (${FIRST_NAMES}::text[])[1 + (i * 7) % ${FIRST_NAMES.length}] AS first,
        (${LAST_NAMES}::text[])[1 + (i * 13 + i / 97) % ${LAST_NAMES.length}] AS last1,
        (${LAST_NAMES}::text[])[1 + (i * 31 + 5) % ${LAST_NAMES.length}] AS last2
      FROM generate_series(1, ${count}) AS i
    ) AS generated
  `.execute(db);
}

try {
  const started = performance.now();
  await migrateToLatest(db);
  const [business, neighbour] = await Promise.all(
    ['Bench Salon', 'Neighbour Salon'].map((businessName) =>
      db.insertInto('businesses').values({ name: businessName }).returning('id').executeTakeFirstOrThrow(),
    ),
  );
  await seed(business!.id, CLIENTS, 17);
  await seed(neighbour!.id, NEIGHBOUR_CLIENTS, 91);
  // What autovacuum does to a table that has settled: statistics and the visibility map.
  await sql`VACUUM ANALYZE clients`.execute(db);
  console.log(
    `seeded ${CLIENTS.toLocaleString('en-US')} clients (+${NEIGHBOUR_CLIENTS.toLocaleString('en-US')} in another business) in ${Math.round(performance.now() - started)} ms`,
  );

  const clients = createClientsRepository(db);
  const search = (term: string) => clients.list(business!.id, { search: term, limit: 50, offset: 0 });
  for (const terms of Object.values(QUERIES)) for (const term of terms) await search(term); // warm-up

  let worstP95 = 0;
  console.log(`\n${runs} searches per kind, limit 50, through the clients repository (GET /api/clients?search=):`);
  for (const [kind, terms] of Object.entries(QUERIES)) {
    const times: number[] = [];
    let matched = 0;
    for (let i = 0; i < runs; i++) {
      const term = terms[i % terms.length]!;
      const t0 = performance.now();
      const result = await search(term);
      times.push(performance.now() - t0);
      matched += result.total;
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    worstP95 = Math.max(worstP95, p95);
    console.log(
      `  ${kind.padEnd(15)} p50 ${p50.toFixed(1).padStart(5)} ms   p95 ${p95.toFixed(1).padStart(5)} ms   max ${times.at(-1)!.toFixed(1).padStart(5)} ms   (mean ${Math.round(matched / runs)} matches)`,
    );
  }
  const unfiltered: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    await clients.list(business!.id, { limit: 50, offset: 0 });
    unfiltered.push(performance.now() - t0);
  }
  unfiltered.sort((a, b) => a - b);
  console.log(
    `  (first page, no search: p50 ${percentile(unfiltered, 50).toFixed(1)} ms, p95 ${percentile(unfiltered, 95).toFixed(1)} ms)`,
  );
  console.log(`\nbudget: p95 ≤ ${BUDGET_MS} ms → ${worstP95 <= BUDGET_MS ? 'within budget' : 'OVER BUDGET'}`);
  process.exitCode = worstP95 <= BUDGET_MS ? 0 : 1;
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
