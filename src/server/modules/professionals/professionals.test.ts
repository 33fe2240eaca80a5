// Over 300 lines: one suite on one app server per engine; split in two, it would start a second one.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, insertAppointment, signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';

describe.each(testEngines())('professionals on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  let cut: string;
  let color: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await signUpOwner(t, 'professionals@example.com');
    cut = (await owner.client.post('/api/services', { name: 'Corte', durationMinutes: 30, priceCents: 5000 })).body.id;
    color = (await owner.client.post('/api/services', { name: 'Coloração', durationMinutes: 90, priceCents: 20000 }))
      .body.id;
  });
  afterAll(() => t.close());

  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));

  it('creates a professional with services, a working week and named breaks', async () => {
    const response = await owner.client.post('/api/professionals', {
      fullName: 'Ana Souza',
      specialization: 'Cabeleireira',
      phone: '+55 11 91234-5678',
      email: 'ana@example.com',
      serviceIds: [cut, color, cut],
      workingHours: [...weekdays, { weekday: 6, start: '08:00', end: '12:00' }],
      breaks: [
        { name: 'Almoço', start: '12:00', end: '13:00' },
        { name: 'Café', start: '16:00', end: '16:15', weekday: 5 },
      ],
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      fullName: 'Ana Souza',
      specialization: 'Cabeleireira',
      phone: '+55 11 91234-5678',
      email: 'ana@example.com',
      workingHours: [...weekdays, { weekday: 6, start: '08:00', end: '12:00' }],
      breaks: [
        { name: 'Almoço', start: '12:00', end: '13:00', weekday: null },
        { name: 'Café', start: '16:00', end: '16:15', weekday: 5 },
      ],
      commissionRate: null,
      effectiveCommissionRate: 40,
      active: true,
      userId: null,
    });
    expect([...response.body.serviceIds].sort()).toEqual([cut, color].sort());
    expect((await owner.client.get(`/api/professionals/${response.body.id}`)).body).toEqual(response.body);
  });

  it("follows the business's standard rate unless they have their own", async () => {
    const standard = await owner.client.post('/api/professionals', { fullName: 'Padrão' });
    const own = await owner.client.post('/api/professionals', { fullName: 'Própria', commissionRate: 52.5 });
    expect(own.body).toMatchObject({ commissionRate: 52.5, effectiveCommissionRate: 52.5 });

    await owner.client.request('PATCH', '/api/business/settings', { defaultCommissionRate: 35 });
    expect((await owner.client.get(`/api/professionals/${standard.body.id}`)).body).toMatchObject({
      commissionRate: null,
      effectiveCommissionRate: 35,
    });
    expect((await owner.client.get(`/api/professionals/${own.body.id}`)).body.effectiveCommissionRate).toBe(52.5);

    const back = await owner.client.request('PATCH', `/api/professionals/${own.body.id}`, { commissionRate: null });
    expect(back.body).toMatchObject({ commissionRate: null, effectiveCommissionRate: 35 });
    await owner.client.request('PATCH', '/api/business/settings', { defaultCommissionRate: 40 });
  });

  it("shows a professional their own commission but not a colleague's nor the standard rate; the owner sees all", async () => {
    // A business of its own, so the team listed here is only these.
    const salon = await signUpOwner(t, 'professionals-commission@example.com');
    const trim = (await salon.client.post('/api/services', { name: 'Corte', durationMinutes: 30, priceCents: 5000 }))
      .body.id;
    const me = await salon.client.post('/api/professionals', {
      fullName: 'Eu Mesma',
      commissionRate: 45,
      serviceIds: [trim],
      workingHours: weekdays,
    });
    const colleague = await salon.client.post('/api/professionals', {
      fullName: 'Colega',
      commissionRate: 60,
      serviceIds: [trim],
      workingHours: weekdays,
    });
    const standard = await salon.client.post('/api/professionals', { fullName: 'Padrão' });
    const access = await salon.client.post('/api/users', {
      mode: 'password',
      professionalId: me.body.id,
      email: 'eu-mesma@example.com',
      password: 'secret123',
    });
    expect(access.status).toBe(201);
    const professional = t.client();
    expect((await professional.signIn('eu-mesma@example.com', 'secret123')).status).toBe(200);

    const team = (await professional.get('/api/professionals?limit=200')).body.items as Array<{
      id: string;
      commissionRate: number | null;
      effectiveCommissionRate: number | null;
    }>;
    const seen = (id: string) => team.find((p) => p.id === id)!;
    expect(seen(me.body.id)).toMatchObject({ commissionRate: 45, effectiveCommissionRate: 45 });
    expect(team).toHaveLength(3);
    expect(seen(colleague.body.id)).toMatchObject({
      commissionRate: null,
      effectiveCommissionRate: null,
      workingHours: weekdays,
      serviceIds: [trim],
    });
    // Not the standard rate either: it is what that colleague earns.
    expect(seen(standard.body.id)).toMatchObject({ commissionRate: null, effectiveCommissionRate: null });
    expect((await professional.get(`/api/professionals/${colleague.body.id}`)).body).toMatchObject({
      commissionRate: null,
      effectiveCommissionRate: null,
    });
    expect((await professional.get(`/api/professionals/${me.body.id}`)).body).toMatchObject({
      commissionRate: 45,
      effectiveCommissionRate: 45,
    });

    // Nor through the business's settings, which a professional reads for the schedule.
    const settings = await professional.get('/api/business/settings');
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({
      defaultCommissionRate: null,
      name: expect.any(String),
      timeZone: expect.any(String),
    });

    expect((await salon.client.get('/api/business/settings')).body.defaultCommissionRate).toBe(40);
    expect((await salon.client.get(`/api/professionals/${colleague.body.id}`)).body).toMatchObject({
      commissionRate: 60,
      effectiveCommissionRate: 60,
    });
    const ownerTeam = (await salon.client.get('/api/professionals?limit=200')).body.items as Array<{
      id: string;
      effectiveCommissionRate: number | null;
    }>;
    expect(ownerTeam.map((p) => [p.id, p.effectiveCommissionRate])).toEqual(
      expect.arrayContaining([
        [me.body.id, 45],
        [colleague.body.id, 60],
        [standard.body.id, 40],
      ]),
    );
  });

  it('refuses services that are not the business’s, in the request language, and writes nothing', async () => {
    const other = await signUpOwner(t, 'professionals-other@example.com');
    const theirs = (await other.client.post('/api/services', { name: 'Deles', durationMinutes: 30, priceCents: 100 }))
      .body.id;
    const before = await countRows(t.database.handle.db, 'professionals');

    for (const serviceIds of [[randomUUID()], [cut, theirs]]) {
      const response = await owner.client.post('/api/professionals', { fullName: 'Intrusa', serviceIds });
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual({
        code: 'UNKNOWN_SERVICE',
        message: 'Um dos serviços escolhidos não existe neste negócio.',
        fields: { serviceIds: 'Não encontrado neste negócio' },
      });
    }
    owner.client.language = 'en-US';
    const english = await owner.client.post('/api/professionals', { fullName: 'Intrusa', serviceIds: [theirs] });
    owner.client.language = 'pt-BR';
    expect(english.body.error.fields).toEqual({ serviceIds: 'Not found in this business' });
    expect(await countRows(t.database.handle.db, 'professionals')).toBe(before);

    const ana = (await owner.client.get('/api/professionals?search=ana')).body.items[0];
    const update = await owner.client.request('PATCH', `/api/professionals/${ana.id}`, {
      serviceIds: [theirs],
      fullName: 'Outra',
    });
    expect(update.body.error.code).toBe('UNKNOWN_SERVICE');
    expect((await owner.client.get(`/api/professionals/${ana.id}`)).body).toEqual(ana);
  });

  it('replaces hours, breaks and services only when they are sent', async () => {
    const created = await owner.client.post('/api/professionals', {
      fullName: 'Carla Mendes',
      serviceIds: [cut],
      workingHours: weekdays,
      breaks: [{ name: 'Almoço', start: '12:00', end: '13:00' }],
    });
    const renamed = await owner.client.request('PATCH', `/api/professionals/${created.body.id}`, {
      fullName: 'Carla M.',
      phone: '',
    });
    expect(renamed.body).toMatchObject({
      fullName: 'Carla M.',
      phone: null,
      serviceIds: [cut],
      workingHours: weekdays,
      breaks: created.body.breaks,
    });

    const replaced = await owner.client.request('PATCH', `/api/professionals/${created.body.id}`, {
      serviceIds: [color],
      workingHours: [
        { weekday: 2, start: '10:00', end: '14:00' },
        { weekday: 2, start: '15:00', end: '19:00' },
      ],
      breaks: [],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      fullName: 'Carla M.',
      serviceIds: [color],
      workingHours: [
        { weekday: 2, start: '10:00', end: '14:00' },
        { weekday: 2, start: '15:00', end: '19:00' },
      ],
      breaks: [],
    });
  });

  it('refuses overlapping hours on one day and a break that ends before it starts', async () => {
    const overlap = await owner.client.post('/api/professionals', {
      fullName: 'X',
      workingHours: [
        { weekday: 1, start: '09:00', end: '13:00' },
        { weekday: 1, start: '12:00', end: '18:00' },
      ],
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.error.fields).toEqual({
      'workingHours.1.start': 'Este horário se sobrepõe a outro no mesmo dia',
    });
    const backwards = await owner.client.post('/api/professionals', {
      fullName: 'X',
      breaks: [{ name: 'Almoço', start: '13:00', end: '12:00' }],
    });
    expect(backwards.body.error.fields).toEqual({ 'breaks.0.end': 'O fim deve ser depois do início' });
  });

  it('lists by name, searching without accents, by activity and by service', async () => {
    await owner.client.post('/api/professionals', { fullName: 'Érica Inativa', active: false, serviceIds: [color] });
    const names = async (query: string) =>
      (await owner.client.get(`/api/professionals?${query}`)).body.items.map((p: { fullName: string }) => p.fullName);
    expect(await names('search=erica')).toEqual(['Érica Inativa']);
    expect(await names('search=CABELEIREIRA')).toEqual(['Ana Souza']);
    expect(await names('active=false')).toEqual(['Érica Inativa']);
    expect(await names(`serviceId=${color}`)).toEqual(['Ana Souza', 'Carla M.', 'Érica Inativa']);
    expect(await names(`serviceId=${color}&active=true`)).toEqual(['Ana Souza', 'Carla M.']);
    const page = await owner.client.get('/api/professionals?limit=1&offset=1');
    expect(page.body.items).toHaveLength(1);
    expect(page.body.total).toBe(5);
  });

  it('deletes a professional without appointments, and keeps one with them', async () => {
    const free = await owner.client.post('/api/professionals', {
      fullName: 'Livre',
      serviceIds: [cut],
      workingHours: weekdays,
    });
    expect((await owner.client.request('DELETE', `/api/professionals/${free.body.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/professionals/${free.body.id}`)).status).toBe(404);
    expect(
      await t.database.handle.db
        .selectFrom('professional_working_hours')
        .select('id')
        .where('professional_id', '=', free.body.id)
        .execute(),
    ).toEqual([]);

    const busy = await owner.client.post('/api/professionals', { fullName: 'Ocupada', serviceIds: [cut] });
    const client = await owner.client.post('/api/clients', { fullName: 'Cliente' });
    await insertAppointment(t.database.handle.db, {
      businessId: owner.businessId,
      professionalId: busy.body.id,
      serviceId: cut,
      clientId: client.body.id,
      startsAt: '2026-06-02T13:00:00Z',
    });
    owner.client.language = 'en-US';
    const refused = await owner.client.request('DELETE', `/api/professionals/${busy.body.id}`);
    owner.client.language = 'pt-BR';
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'PROFESSIONAL_IN_USE',
      message: 'This professional has appointments and cannot be deleted. You can deactivate them instead.',
    });
    expect(
      (await owner.client.request('PATCH', `/api/professionals/${busy.body.id}`, { active: false })).body.active,
    ).toBe(false);
  });

  it('deleting a professional also deletes their login and ends their sessions', async () => {
    const professional = await owner.client.post('/api/professionals', { fullName: 'Com Login' });
    const grant = await owner.client.post('/api/users', {
      mode: 'password',
      professionalId: professional.body.id,
      email: 'com.login@example.com',
      password: 'secret123',
    });
    expect(grant.status).toBe(201);
    const them = t.client();
    expect((await them.signIn('com.login@example.com', 'secret123')).status).toBe(200);
    expect((await them.get('/api/me')).body.profile.role).toBe('professional');

    expect((await owner.client.request('DELETE', `/api/professionals/${professional.body.id}`)).status).toBe(204);
    expect((await them.get('/api/me')).status).toBe(401);
    expect((await t.client().signIn('com.login@example.com', 'secret123')).status).toBe(401);
    const user = await t.database.handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'com.login@example.com')
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });
});
