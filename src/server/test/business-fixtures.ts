import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PlanKey } from '../../core/plans.ts';
import type { Database } from '../db/schema.ts';
import { insertRecorded } from '../modules/appointments/appointments.repository.ts';
import { createCalendarBusyRepository } from '../modules/calendar-sync/calendar-busy.repository.ts';
import { createSecretBox } from '../modules/calendar-sync/calendar-secrets.ts';
import { createCalendarSyncRepository } from '../modules/calendar-sync/calendar-sync.repository.ts';
import { createOutboxRepository } from '../modules/mail/outbox.repository.ts';
import type { HttpClient, JsonResponse, TestApp } from './harness.ts';

export interface Owner {
  client: HttpClient;
  businessId: string;
  userId: string;
  email: string;
}

/** A new owner with a new business, signed in. */
export async function signUpOwner(t: TestApp, email: string, language: 'pt-BR' | 'en-US' = 'pt-BR'): Promise<Owner> {
  const client = t.client();
  client.language = language;
  await client.signUp(email, 'secret123', 'Olivia Owner');
  const me = await client.get('/api/me');
  return { client, businessId: me.body.profile.businessId, userId: me.body.user.id, email };
}

export async function setPlan(db: Kysely<Database>, businessId: string, plan: PlanKey): Promise<void> {
  await db.updateTable('businesses').set({ plan }).where('id', '=', businessId).execute();
}

/** An appointment written straight to the table (the schedule API is not what these tests are about). */
export async function insertAppointment(
  db: Kysely<Database>,
  values: {
    businessId: string;
    professionalId: string;
    serviceId: string;
    clientId: string;
    startsAt: string;
    minutes?: number;
    status?: 'scheduled' | 'confirmed' | 'completed' | 'cancelled';
    priceCents?: number;
  },
): Promise<string> {
  const startsAt = new Date(values.startsAt);
  const [id] = await insertRecorded(db, [
    {
      business_id: values.businessId,
      professional_id: values.professionalId,
      service_id: values.serviceId,
      client_id: values.clientId,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + (values.minutes ?? 30) * 60_000),
      status: values.status ?? 'scheduled',
      price_cents: values.priceCents ?? 5000,
    },
  ]);
  return id!;
}

/** The business's standard commission rate, and one professional's own (percent, as text). */
export async function setCommissionRates(
  db: Kysely<Database>,
  businessId: string,
  rates: { standard: string; professional: { id: string; rate: string } },
): Promise<void> {
  await db
    .updateTable('businesses')
    .set({ default_commission_rate: rates.standard })
    .where('id', '=', businessId)
    .execute();
  await db
    .updateTable('professionals')
    .set({ commission_rate: rates.professional.rate })
    .where('business_id', '=', businessId)
    .where('id', '=', rates.professional.id)
    .execute();
}

export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An event stream never ends: its status and first bytes. */
export async function readEventStreamStart(client: HttpClient, url: string): Promise<JsonResponse<string>> {
  const controller = new AbortController();
  const response = await fetch(new URL(url, client.baseUrl), {
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'accept-language': client.language,
    },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const first = await reader.read();
  controller.abort();
  return { status: response.status, body: new TextDecoder().decode(first.value), headers: response.headers };
}

/**
 * A CalDAV connection of the professional, as connecting would keep it, with an hour of busy time
 * on 2026-12-02 13:00Z. Its server is a closed port of this machine: a write the worker tries
 * fails at once and waits for a retry. Answers its id.
 */
export async function insertCalendarConnection(
  db: Kysely<Database>,
  businessId: string,
  professionalId: string,
  accountLabel = 'ana@caldav.example.com',
): Promise<string> {
  const outbox = createOutboxRepository(db, { sends: false });
  const calendar = 'http://127.0.0.1:9/dav/ana/agenda/';
  const id = await createCalendarSyncRepository(db, outbox).connect(
    {
      businessId,
      professionalId,
      provider: 'caldav',
      accountLabel,
      serverUrl: 'http://127.0.0.1:9/dav/',
      username: 'ana',
      secretCiphertext: createSecretBox(randomBytes(32).toString('hex')).seal('app-password'),
      readCalendarIds: [calendar],
      writeCalendarId: calendar,
      createdBy: null,
    },
    new Date(),
  );
  await createCalendarBusyRepository(db).replaceBusy(
    { id, businessId, professionalId },
    [
      {
        calendarId: calendar,
        uid: 'dentist@example.com',
        startsAt: new Date('2026-12-02T13:00:00Z'),
        endsAt: new Date('2026-12-02T14:00:00Z'),
      },
    ],
    {},
  );
  return id;
}
