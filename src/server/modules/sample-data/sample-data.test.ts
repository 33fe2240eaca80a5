import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { insertAppointment, signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';

/** Every table holding a business's rows, counted per business. */
const TABLES: Array<keyof Database> = [
  'services',
  'professionals',
  'professional_services',
  'professional_working_hours',
  'professional_breaks',
  'clients',
  'appointments',
  'appointment_day_totals',
  'appointment_month_totals',
  'outbox_messages',
  'commission_lines',
  'commission_payments',
  'commission_service_rates',
  'sample_data_rows',
];

describe.each(testEngines())("'Gerar dados de teste' on %s", (engine) => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;

  const counts = async (businessId: string) => {
    const result: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE business_id = ${businessId}`.execute(
        t.database.handle.db,
      );
      result[table] = rows[0]!.n;
    }
    return result;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await signUpOwner(t, `sample-${engine}@example.com`);
    other = await signUpOwner(t, `other-${engine}@example.com`);
    // The other business has a life of its own.
    const service = (
      await other.client.post('/api/services', { name: 'Corte', durationMinutes: 30, priceCents: 4_000 })
    ).body.id;
    const professional = (
      await other.client.post('/api/professionals', {
        fullName: 'Ana',
        serviceIds: [service],
        workingHours: [{ weekday: 1, start: '09:00', end: '18:00' }],
      })
    ).body.id;
    const client = (await other.client.post('/api/clients', { fullName: 'João' })).body.id;
    await insertAppointment(t.database.handle.db, {
      businessId: other.businessId,
      professionalId: professional,
      serviceId: service,
      clientId: client,
      startsAt: '2026-11-02T13:00:00Z',
      status: 'completed',
    });
  });
  afterAll(() => t.close());

  it('fills an empty business with a marked sample, and removing it leaves the business exactly as before', async () => {
    const before = await counts(owner.businessId);
    const otherBefore = await counts(other.businessId);

    const added = await owner.client.post('/api/sample-data', {});
    expect(added.status).toBe(201);
    expect(added.body.services).toBeGreaterThan(0); // the business had none: sample ones come too
    expect(added.body.professionals).toBeGreaterThan(0);
    expect(added.body.clients).toBe(20);
    expect(added.body.appointments).toBeGreaterThan(100);
    expect((await owner.client.post('/api/sample-data', {})).body.error.code).toBe('SAMPLE_DATA_PRESENT');

    const dashboard = (await owner.client.get('/api/dashboard?range=90')).body;
    expect(dashboard.hasSampleData).toBe(true);
    expect(dashboard.completed).toBeGreaterThan(0);
    expect(dashboard.cancelled).toBeGreaterThan(0);
    expect(dashboard.statusCounts.scheduled + dashboard.statusCounts.confirmed).toBeGreaterThan(0);
    const clients = (await owner.client.get('/api/clients?limit=200')).body;
    expect(
      clients.items.every(
        (c: { fullName: string; email: string | null; phone: string | null }) =>
          c.fullName.endsWith('(exemplo)') && !c.email && !c.phone,
      ),
    ).toBe(true);
    // No e-mail for a sample appointment.
    expect((await counts(owner.businessId)).outbox_messages).toBe(before.outbox_messages);
    // The owner works with the sample: commissions recalculated and paid.
    const month = dashboard.to.slice(0, 7);
    await owner.client.post('/api/commissions/recalculate', { month });
    const commissions = (await owner.client.get(`/api/commissions?month=${month}`)).body;
    const earner = commissions.professionals.find((p: { pendingCents: number }) => p.pendingCents > 0);
    expect(
      (
        await owner.client.post('/api/commissions/pay', {
          month,
          professionalId: earner.professionalId,
          expectedCents: earner.pendingCents,
        })
      ).status,
    ).toBe(200);
    expect(await counts(other.businessId)).toEqual(otherBefore);

    const removed = await owner.client.request('DELETE', '/api/sample-data');
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual(added.body);
    expect(await counts(owner.businessId)).toEqual(before);
    expect(await counts(other.businessId)).toEqual(otherBefore);
    expect((await owner.client.get('/api/dashboard?range=90')).body).toMatchObject({
      hasSampleData: false,
      appointments: 0,
      revenueCents: 0,
    });
    expect((await owner.client.request('DELETE', '/api/sample-data')).body.error.code).toBe('NO_SAMPLE_DATA');
  });

  it("uses the business's own team and keeps what a real appointment came to use", async () => {
    const service = (
      await owner.client.post('/api/services', { name: 'Escova', durationMinutes: 45, priceCents: 6_000 })
    ).body.id;
    await owner.client.post('/api/professionals', {
      fullName: 'Bia',
      serviceIds: [service],
      workingHours: [{ weekday: 2, start: '09:00', end: '18:00' }],
    });
    const before = await counts(owner.businessId);
    const added = (await owner.client.post('/api/sample-data', {})).body;
    expect(added).toMatchObject({ services: 0, professionals: 0, clients: 20 });
    // A real appointment booked for a sample client: that client stays; everything else goes.
    const sampleClient = (await owner.client.get('/api/clients?limit=1')).body.items[0].id;
    const professional = (await owner.client.get('/api/professionals')).body.items[0].id;
    const real = await owner.client.post('/api/appointments', {
      professionalId: professional,
      serviceId: service,
      clientId: sampleClient,
      startsAt: '2027-03-02T12:00:00Z',
      allowOutsideWorkingHours: true,
    });
    expect(real.status).toBe(201);
    const removed = (await owner.client.request('DELETE', '/api/sample-data')).body;
    expect(removed).toMatchObject({ clients: 19, appointments: added.appointments });
    const after = await counts(owner.businessId);
    expect(after).toEqual({
      ...before,
      clients: before.clients! + 1,
      appointments: before.appointments! + 1,
      appointment_day_totals: before.appointment_day_totals! + 1,
      appointment_month_totals: before.appointment_month_totals! + 1,
      sample_data_rows: 1,
    });
  });
});
