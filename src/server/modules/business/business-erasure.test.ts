import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';
import { createSuperAdminsRepository } from '../site-content/super-admins.repository.ts';
import { deleteAccountsLeftWithoutBusiness } from '../users/users.repository.ts';
import { depositRows } from '../../db/fixtures/every-table-deposits.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';
import { createBusinessErasureRepository } from './business-erasure.repository.ts';
import { createBusinessErasureService } from './business-erasure.service.ts';
import { download, seedBusiness, type SeededBusiness } from './business-closing.fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testEngines())('erasing closed businesses on %s', (engine) => {
  let t: TestApp;
  let now = new Date('2026-03-01T12:00:00Z');
  let salon: SeededBusiness;
  let barber: SeededBusiness;
  let clinic: SeededBusiness;
  let spa: SeededBusiness;
  const logged: Array<Record<string, unknown>> = [];
  const log = { info: (fields: Record<string, unknown>) => logged.push(fields) } as never;
  const db = () => t.database.handle.db;
  const erasure = () =>
    createBusinessErasureService({ repository: createBusinessErasureRepository(db()), now: () => now, log });

  /** Every table with a business_id column, from the database itself (so a new table is covered too). */
  async function rowsOf(businessId: string): Promise<Record<string, number>> {
    const { rows: tables } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'business_id' ORDER BY table_name
    `.execute(db());
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM ${sql.table(table_name)} WHERE business_id = ${businessId}`.execute(db());
      counts[table_name] = rows[0]!.n;
    }
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM businesses WHERE id = ${businessId}`.execute(db());
    counts.businesses = rows[0]!.n;
    return counts;
  }

  const usersNamed = async (...emails: string[]) =>
    (await db().selectFrom('users').select('email').where('email', 'in', emails).orderBy('email').execute()).map(
      (row) => row.email,
    );

  beforeAll(async () => {
    t = await startTestApp(engine, { WORKER: 'false' }, { now: () => now });
    salon = await seedBusiness(t, 'salao@example.com', 'Salão da Ana');
    barber = await seedBusiness(t, 'barbearia@example.com', 'Barbearia do Beto');
    clinic = await seedBusiness(t, 'clinica@example.com', 'Clínica Cura');
    spa = await seedBusiness(t, 'spa@example.com', 'Spa Sereno');
    // The salon fills every corner: sample data, a paid commission, a review with its reply, a
    // booking page visit, an online booking, a message to Agendo, an export, e-mails waiting.
    const owner = salon.owner.client;
    expect((await owner.post('/api/sample-data')).status).toBe(201);
    expect(
      (
        await owner.post('/api/commissions/pay', {
          month: '2026-03',
          professionalId: salon.professionalId,
          expectedCents: 2000,
        })
      ).status,
    ).toBe(200);
    const token = (
      await db()
        .selectFrom('review_requests')
        .select('token')
        .where('appointment_id', '=', salon.appointmentId)
        .executeTakeFirstOrThrow()
    ).token;
    expect(
      (await t.client().request('PUT', `/api/public/reviews/${token}`, { rating: 5, comment: 'Ótimo' })).status,
    ).toBe(201);
    const visitor = t.client();
    expect((await visitor.post(`/api/public/businesses/${salon.owner.businessId}/visits`)).status).toBeLessThan(300);
    const booking = await visitor.post(
      `/api/public/businesses/${salon.owner.businessId}/bookings`,
      {
        serviceId: salon.serviceId,
        professionalId: salon.professionalId,
        startsAt: '2026-03-24T14:00:00Z',
        client: { fullName: 'Visitante', phone: '+55 11 97777-0000' },
      },
      { 'idempotency-key': 'erasure-test-booking' },
    );
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);
    expect(
      (
        await owner.post('/api/contact-messages', {
          name: 'Ana',
          email: 'salao@example.com',
          title: 'Oi',
          message: 'Uma dúvida',
        })
      ).status,
    ).toBe(201);
    expect((await salon.professional.get('/api/calendar-feeds')).status).toBe(200);
    expect((await download(owner, '/api/business/export')).status).toBe(200);
    await createOutboxRepository(db(), { sends: true }).add({
      kind: 'booking_reminder',
      to: 'cliente@example.com',
      subject: 'Lembrete',
      text: 'Amanhã',
      businessId: salon.owner.businessId,
    });
    // Its payment account, deposit policy and a service's rule, a deposit kept, one refunded, an event applied.
    const visits = await db()
      .selectFrom('appointments')
      .select('id')
      .where('business_id', '=', salon.owner.businessId)
      .limit(4)
      .execute();
    for (const statement of depositRows({
      business: salon.owner.businessId,
      service: salon.serviceId,
      completed: visits.map((visit) => visit.id),
    }))
      await statement.execute(db());
    // The clinic's owner also runs Agendo (a super admin): their account stays.
    await createSuperAdminsRepository(db()).setActive('clinica@example.com', true, 'test');
  });
  afterAll(() => t.close());

  it('keeps a closed business through its 30 days, and erases it, its people and every row of it after them', async () => {
    const before = await rowsOf(salon.owner.businessId);
    for (const table of [
      'appointments',
      'clients',
      'commission_lines',
      'commission_payments',
      'reviews',
      'review_requests',
      'calendar_feeds',
      'outbox_messages',
      'business_audit_log',
      'booking_page_visits',
      'booking_idempotency_keys',
      'contact_messages',
      'sample_data_rows',
      'appointment_day_totals',
      'profiles',
      'payment_accounts',
      'deposit_policies',
      'service_deposit_rules',
      'deposits',
      'deposit_refunds',
      'deposit_events',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    const barberBefore = await rowsOf(barber.owner.businessId);

    expect((await salon.owner.client.post('/api/business/close', { confirmName: 'Salão da Ana' })).status).toBe(200);
    now = new Date(now.getTime() + 29 * DAY);
    expect(await erasure().eraseDue()).toEqual([]);
    expect(await rowsOf(salon.owner.businessId)).toEqual({
      ...before,
      business_audit_log: before.business_audit_log! + 1,
    });

    now = new Date(now.getTime() + 2 * DAY);
    const erased = await erasure().eraseDue();
    expect(erased).toEqual([
      { businessId: salon.owner.businessId, closedAt: new Date('2026-03-01T12:00:00Z'), accountsErased: 2 },
    ]);
    const after = await rowsOf(salon.owner.businessId);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(Object.keys(after).length).toBeGreaterThan(25);
    expect(await usersNamed('salao@example.com', 'pro.salao@example.com')).toEqual([]);
    const sessions = await db()
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('users.email')
      .where('users.email', 'like', '%salao%')
      .execute();
    expect(sessions).toEqual([]);
    expect((await salon.owner.client.get('/api/me')).status).toBe(401);
    // The message to Agendo stays Agendo's, no longer tied to the business or its sender.
    expect(
      await db().selectFrom('contact_messages').select(['business_id', 'user_id']).where('title', '=', 'Oi').execute(),
    ).toEqual([{ business_id: null, user_id: null }]);
    expect(logged).toEqual([
      { businessId: salon.owner.businessId, closedAt: '2026-03-01T12:00:00.000Z', accountsErased: 2 },
    ]);

    // The other businesses and their people are untouched.
    expect(await rowsOf(barber.owner.businessId)).toEqual(barberBefore);
    expect((await barber.professional.get('/api/services')).status).toBe(200);
    expect((await t.client().signIn('barbearia@example.com', 'secret123')).status).toBe(200);
  });

  it('keeps the account of a super admin, and of anyone who still belongs to a business', async () => {
    expect((await clinic.owner.client.post('/api/business/close', { confirmName: 'Clínica Cura' })).status).toBe(200);
    now = new Date(now.getTime() + 31 * DAY);
    const [erased] = await erasure().eraseDue();
    expect(erased).toMatchObject({ businessId: clinic.owner.businessId, accountsErased: 1 });
    expect(await usersNamed('clinica@example.com', 'pro.clinica@example.com')).toEqual(['clinica@example.com']);
    expect((await clinic.owner.client.get('/api/super-admin/status')).status).toBe(200);
    // A user is erased only when no business is left to them: one who still has one stays.
    expect(await deleteAccountsLeftWithoutBusiness(db(), [barber.owner.userId])).toBe(0);
    expect(await usersNamed('barbearia@example.com')).toEqual(['barbearia@example.com']);
  });

  it('erases each business once when two processes run the job at the same time, a bounded batch per run', async () => {
    const closeNow = async (business: SeededBusiness) =>
      expect((await business.owner.client.post('/api/business/close', { confirmName: business.name })).status).toBe(
        200,
      );
    await closeNow(barber);
    await closeNow(spa);
    now = new Date(now.getTime() + 31 * DAY);
    const one = createBusinessErasureService({
      repository: createBusinessErasureRepository(db()),
      now: () => now,
      log,
      batchSize: 1,
    });
    const [first, second] = await Promise.all([one.eraseDue(), one.eraseDue()]);
    const ids = [...first!, ...second!].map((business) => business.businessId).sort();
    expect(ids).toEqual([barber.owner.businessId, spa.owner.businessId].sort());
    expect(await erasure().eraseDue()).toEqual([]);
    expect(await db().selectFrom('businesses').select('id').execute()).toEqual([]);
  });
});
