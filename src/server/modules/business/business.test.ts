import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';

describe.each(testEngines())('business settings on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  const now = new Date('2026-11-20T12:00:00Z');
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => now });
    owner = await signUpOwner(t, 'settings@example.com');
  });
  afterAll(() => t.close());

  const settings = async () => (await owner.client.get('/api/business/settings')).body;
  const patch = (body: Record<string, unknown>) => owner.client.request('PATCH', '/api/business/settings', body);

  it('starts with the sign-up defaults and nothing on the checklist', async () => {
    expect(await settings()).toEqual({
      id: owner.businessId,
      name: 'Negócio de Olivia Owner',
      phone: null,
      email: null,
      address: null,
      timeZone: 'America/Sao_Paulo',
      currency: 'BRL',
      country: 'BR',
      openingHours: [],
      defaultCommissionRate: 40,
      setupDismissed: false,
      calendarPrivateTitles: false,
      checklist: {
        businessDetails: false,
        openingHours: false,
        service: false,
        professional: false,
        readyForBookings: false,
      },
    });
  });

  it("counts the setup's first step done once it saved the name and time zone, with no phone or address", async () => {
    expect((await patch({ name: 'Studio' })).body.checklist.businessDetails).toBe(false);
    const saved = await patch({ name: 'Studio', timeZone: 'America/Sao_Paulo' });
    expect(saved.body).toMatchObject({ phone: null, address: null, checklist: { businessDetails: true } });
    expect((await settings()).checklist.businessDetails).toBe(true);
  });

  it('changes only the fields sent', async () => {
    const response = await patch({ name: 'Studio Bella', phone: '+55 11 4000-1234', timeZone: 'America/New_York' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Studio Bella',
      phone: '+55 11 4000-1234',
      timeZone: 'America/New_York',
      email: null,
      currency: 'BRL',
      country: 'BR',
    });
    expect(response.body.checklist.businessDetails).toBe(true);

    const second = await patch({
      address: 'Rua Augusta, 1500',
      defaultCommissionRate: 37.5,
      email: 'oi@studio.example',
    });
    expect(second.body).toMatchObject({
      name: 'Studio Bella',
      phone: '+55 11 4000-1234',
      address: 'Rua Augusta, 1500',
      defaultCommissionRate: 37.5,
    });
    expect((await owner.client.get('/api/me')).body.business).toMatchObject({
      name: 'Studio Bella',
      timeZone: 'America/New_York',
    });

    const cleared = await patch({ phone: null, email: '' });
    expect(cleared.body).toMatchObject({ phone: null, email: null, address: 'Rua Augusta, 1500' });
    expect(cleared.body.checklist.businessDetails).toBe(true);
    expect((await patch({})).body).toEqual(cleared.body);
  });

  it('replaces the whole week of opening hours when they are sent', async () => {
    const week = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '19:00' }));
    const first = await patch({
      openingHours: [
        ...week,
        { weekday: 6, start: '09:00', end: '13:00' },
        { weekday: 6, start: '14:00', end: '17:00' },
      ],
    });
    expect(first.body.openingHours).toHaveLength(7);
    expect(first.body.openingHours.at(-1)).toEqual({ weekday: 6, start: '14:00', end: '17:00' });
    expect(first.body.checklist.openingHours).toBe(true);

    const second = await patch({ openingHours: week });
    expect(second.body.openingHours).toEqual(week);
    expect((await patch({ name: 'Studio Bella' })).body.openingHours).toEqual(week);
    expect((await patch({ openingHours: [] })).body.checklist.openingHours).toBe(false);
    await patch({ openingHours: week });
  });

  it('is ready for bookings with hours, an active service and a professional who can do it', async () => {
    const checklist = async () => (await settings()).checklist;
    const inactive = await owner.client.post('/api/services', {
      name: 'Inativo',
      durationMinutes: 30,
      priceCents: 100,
      active: false,
    });
    expect((await checklist()).service).toBe(false);

    const service = await owner.client.post('/api/services', { name: 'Corte', durationMinutes: 30, priceCents: 5000 });
    expect((await checklist()).service).toBe(true);

    const professional = await owner.client.post('/api/professionals', {
      fullName: 'Ana',
      serviceIds: [inactive.body.id],
    });
    expect((await checklist()).professional).toBe(false);
    await owner.client.request('PATCH', `/api/professionals/${professional.body.id}`, {
      workingHours: [{ weekday: 1, start: '09:00', end: '18:00' }],
    });
    expect((await checklist()).professional).toBe(false);
    await owner.client.request('PATCH', `/api/professionals/${professional.body.id}`, {
      serviceIds: [service.body.id],
    });
    expect(await checklist()).toEqual({
      businessDetails: true,
      openingHours: true,
      service: true,
      professional: true,
      readyForBookings: true,
    });

    await owner.client.request('PATCH', `/api/professionals/${professional.body.id}`, { active: false });
    expect((await checklist()).readyForBookings).toBe(false);
  });

  it('remembers that the guided setup was closed, and can open it again', async () => {
    expect((await patch({ setupDismissed: true })).body.setupDismissed).toBe(true);
    const row = await t.database.handle.db
      .selectFrom('businesses')
      .select('setup_dismissed_at')
      .where('id', '=', owner.businessId)
      .executeTakeFirstOrThrow();
    expect(row.setup_dismissed_at?.toISOString()).toBe(now.toISOString());
    expect((await patch({ name: 'Studio Bella' })).body.setupDismissed).toBe(true);
    expect((await patch({ setupDismissed: false })).body.setupDismissed).toBe(false);
  });

  it('refuses an unknown time zone and a rate above 100, in the request language', async () => {
    owner.client.language = 'en-US';
    const response = await patch({ timeZone: 'Mars/Olympus', defaultCommissionRate: 120 });
    owner.client.language = 'pt-BR';
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      timeZone: 'Unknown time zone',
      defaultCommissionRate: 'Must be at most 100',
    });
    expect((await settings()).timeZone).toBe('America/New_York');
  });
});
