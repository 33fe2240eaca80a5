import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/schema.ts';
import { insertAppointment, type Owner } from './business-fixtures.ts';
import type { HttpClient, TestApp } from './harness.ts';
import { completeVisit } from './review-fixtures.ts';

/**
 * The data-rights tests' helpers: a client with a full history (visits, a review with the
 * business's reply, e-mails sent, an online booking's link and key), and a scan of every text
 * column of the database for what must be gone.
 */

export interface Shop {
  owner: Owner;
  serviceId: string;
  professionalId: string;
}

export interface Person {
  fullName: string;
  phone: string;
  email: string;
  notes: string;
}

/** What a client's history wrote, beyond the person's own fields. */
export interface History {
  clientId: string;
  visitId: string;
  reviewId: string;
  /** Free texts written about or by them, and secrets of theirs. */
  texts: {
    visitNotes: string;
    comment: string;
    reply: string;
    manageToken: string;
    idempotencyKey: string;
    reviewToken: string;
  };
}

/** Today (UTC) plus `days`, at 13:00 UTC — 10:00 in São Paulo. */
export function dayAt(days: number, from = new Date()): string {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days, 13)).toISOString();
}

export async function openShop(t: TestApp, owner: Owner): Promise<Shop> {
  const service = await owner.client.post('/api/services', { name: 'Corte', durationMinutes: 30, priceCents: 5000 });
  const professional = await owner.client.post('/api/professionals', {
    fullName: 'Ana Profissional',
    serviceIds: [service.body.id],
  });
  expect(professional.status).toBe(201);
  return { owner, serviceId: service.body.id, professionalId: professional.body.id };
}

/**
 * A client with a completed visit 10 days ago (notes, the review e-mail sent, a review with a
 * comment and the owner's reply), an online booking completed 5 days ago (its personal link and
 * idempotency key) and a visit cancelled 3 days ago.
 */
export async function clientWithHistory(t: TestApp, shop: Shop, person: Person, label: string): Promise<History> {
  const db = t.database.handle.db;
  const { owner } = shop;
  const created = await owner.client.post('/api/clients', person);
  expect(created.status).toBe(201);
  const clientId: string = created.body.id;
  const texts = {
    visitNotes: `Notas da visita de ${label}`,
    comment: `Comentário escrito por ${label}`,
    reply: `Resposta do salão para ${label}`,
    manageToken: randomBytes(24).toString('base64url'),
    idempotencyKey: `idem-${randomBytes(12).toString('hex')}`,
    reviewToken: '',
  };
  const visit = { professionalId: shop.professionalId, serviceId: shop.serviceId, clientId };

  const { appointmentId: visitId, token } = await completeVisit(t, owner, { ...visit, startsAt: dayAt(-10) });
  texts.reviewToken = token;
  await db.updateTable('appointments').set({ notes: texts.visitNotes }).where('id', '=', visitId).execute();
  const sent = await db
    .updateTable('outbox_messages')
    .set({ status: 'sent', sent_at: new Date() })
    .where('appointment_id', '=', visitId)
    .where('kind', '=', 'review_request')
    .executeTakeFirst();
  expect(Number(sent.numUpdatedRows)).toBe(1);
  const review = await t.client().request('PUT', `/api/public/reviews/${token}`, { rating: 5, comment: texts.comment });
  expect(review.status).toBe(201);
  const { id: reviewId } = await db
    .selectFrom('reviews')
    .select('id')
    .where('appointment_id', '=', visitId)
    .executeTakeFirstOrThrow();
  expect((await owner.client.request('PUT', `/api/reviews/${reviewId}/reply`, { text: texts.reply })).status).toBe(200);

  const online = await insertAppointment(db, {
    businessId: owner.businessId,
    ...visit,
    startsAt: dayAt(-5),
    status: 'completed',
    priceCents: 6000,
  });
  await db
    .updateTable('appointments')
    .set({ source: 'online', manage_token: texts.manageToken })
    .where('id', '=', online)
    .execute();
  await db
    .insertInto('booking_idempotency_keys')
    .values({ business_id: owner.businessId, key: texts.idempotencyKey, appointment_id: online })
    .execute();
  await insertAppointment(db, { businessId: owner.businessId, ...visit, startsAt: dayAt(-3), status: 'cancelled' });
  return { clientId, visitId, reviewId, texts };
}

/** A download of our API: status, headers and text (the BOM left out). */
export async function download(
  client: HttpClient,
  url: string,
): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(new URL(url, client.baseUrl), {
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'accept-language': client.language,
    },
  });
  return { status: response.status, headers: response.headers, text: (await response.text()).replace(/^\uFEFF/, '') };
}

/**
 * Every text-like column (text, varchar, char, json, jsonb, arrays of text) of every table in
 * schema public, searched for each needle, ignoring case: 'table.column: needle' for each find.
 */
export async function scanDatabase(db: Kysely<Database>, needles: readonly string[]): Promise<string[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    SELECT c.table_name, c.column_name
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public' AND c.udt_name IN ('text', 'varchar', 'bpchar', 'json', 'jsonb', '_text', '_varchar', 'tsvector')
    ORDER BY c.table_name, c.column_name
  `.execute(db);
  expect(columns.length).toBeGreaterThan(50);
  const finds: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await sql<{
      v: string | null;
    }>`SELECT string_agg(${sql.ref(column_name)}::text, E'\n') AS v FROM ${sql.table(table_name)}`.execute(db);
    const text = rows[0]?.v?.toLowerCase() ?? '';
    for (const needle of needles)
      if (text.includes(needle.toLowerCase())) finds.push(`${table_name}.${column_name}: ${needle}`);
  }
  return finds;
}
