import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertAppointment, type Owner } from './business-fixtures.ts';
import type { HttpClient, TestApp } from './harness.ts';

/**
 * Review tests' helpers: visits completed through the API (as the owner completes them on the
 * schedule), and public clients from addresses of their own (the app must trust X-Forwarded-For:
 * TRUST_PROXY=true), so that the public pages' rate limits count each test's customer apart.
 */

let nextAddress = 1;

/** A browser with an address of its own. */
export function customer(t: TestApp, ip = `203.0.113.${nextAddress++ % 250}`): HttpClient {
  const client = t.client();
  const request = client.request.bind(client);
  client.request = (method, url, body, headers = {}) =>
    request(method, url, body, { 'x-forwarded-for': ip, ...headers });
  return client;
}

export async function addClient(
  db: Kysely<Database>,
  businessId: string,
  fullName: string,
  contact: { email?: string; phone?: string } = {},
): Promise<string> {
  const row = await db
    .insertInto('clients')
    .values({
      business_id: businessId,
      full_name: fullName,
      email: contact.email ?? null,
      phone: contact.phone ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An appointment that took place, completed by the owner on the schedule: its id and personal link. */
export async function completeVisit(
  t: TestApp,
  owner: Owner,
  visit: { professionalId: string; serviceId: string; clientId: string; startsAt: string },
): Promise<{ appointmentId: string; token: string }> {
  const db = t.database.handle.db;
  const appointmentId = await insertAppointment(db, { businessId: owner.businessId, ...visit });
  const completed = await owner.client.request('PATCH', `/api/appointments/${appointmentId}/status`, {
    status: 'completed',
  });
  expect(completed.status, JSON.stringify(completed.body)).toBe(200);
  return { appointmentId, token: await tokenOf(db, appointmentId) };
}

export async function tokenOf(db: Kysely<Database>, appointmentId: string): Promise<string> {
  const row = await db
    .selectFrom('review_requests')
    .select('token')
    .where('appointment_id', '=', appointmentId)
    .executeTakeFirstOrThrow();
  return row.token;
}

/** The outbox's messages of a kind (to an address), oldest first. */
export function outboxOf(db: Kysely<Database>, kind: string, to?: string) {
  return db
    .selectFrom('outbox_messages')
    .select([
      'id',
      'to_address',
      'subject',
      'text_body',
      'html_body',
      'send_after',
      'appointment_id',
      'status',
      'attempts',
    ])
    .where('kind', '=', kind)
    .$if(to !== undefined, (q) => q.where('to_address', '=', to!))
    .orderBy('created_at')
    .execute();
}

/** An ISO instant `hours` ago. */
export const hoursAgo = (hours: number, from = Date.now()) => new Date(from - hours * 3_600_000).toISOString();
