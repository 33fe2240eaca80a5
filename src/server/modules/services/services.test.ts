import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAppointment, signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';

describe.each(testEngines())('services on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await signUpOwner(t, 'services@example.com');
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>) => owner.client.post('/api/services', body);

  it('creates a service, active unless told otherwise, with an empty description as none', async () => {
    const response = await create({
      name: '  Corte feminino ',
      description: '',
      durationMinutes: 60,
      priceCents: 9000,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Corte feminino',
      description: null,
      durationMinutes: 60,
      priceCents: 9000,
      active: true,
    });
    expect(response.body.createdAt).toMatch(/Z$/);
    const again = await owner.client.get(`/api/services/${response.body.id}`);
    expect(again.body).toEqual(response.body);
  });

  it('lists by name; search ignores accents and case; filters active; pages with a total', async () => {
    await create({ name: 'Coloração', durationMinutes: 120, priceCents: 22000 });
    await create({ name: 'Barba', durationMinutes: 30, priceCents: 3500, active: false });
    await create({ name: 'Escova 100%', durationMinutes: 45, priceCents: 7000 });

    const all = await owner.client.get('/api/services');
    expect(all.body.total).toBe(4);
    expect(all.body.items.map((s: { name: string }) => s.name)).toEqual([
      'Barba',
      'Coloração',
      'Corte feminino',
      'Escova 100%',
    ]);

    const names = async (query: string) =>
      (await owner.client.get(`/api/services?${query}`)).body.items.map((s: { name: string }) => s.name);
    expect(await names('search=COLORACAO')).toEqual(['Coloração']);
    expect(await names('search=colora%C3%A7%C3%A3o')).toEqual(['Coloração']);
    expect(await names('search=co')).toEqual(['Coloração', 'Corte feminino', 'Escova 100%']);
    expect(await names('search=feminino%20CORTE')).toEqual(['Corte feminino']);
    expect(await names('search=%25')).toEqual(['Escova 100%']);
    expect(await names('active=false')).toEqual(['Barba']);
    expect(await names('active=true&search=barba')).toEqual([]);

    const page = await owner.client.get('/api/services?limit=2&offset=2');
    expect(page.body.total).toBe(4);
    expect(page.body.items.map((s: { name: string }) => s.name)).toEqual(['Corte feminino', 'Escova 100%']);
  });

  it('changes only the fields sent, and deactivates', async () => {
    const created = await create({ name: 'Manicure', description: 'Cutilagem', durationMinutes: 45, priceCents: 4000 });
    const renamed = await owner.client.request('PATCH', `/api/services/${created.body.id}`, { priceCents: 4500 });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Manicure',
      description: 'Cutilagem',
      durationMinutes: 45,
      priceCents: 4500,
      active: true,
    });
    const off = await owner.client.request('PATCH', `/api/services/${created.body.id}`, {
      active: false,
      description: null,
    });
    expect(off.body).toMatchObject({ active: false, description: null, priceCents: 4500 });
  });

  it('deletes a service nobody booked, and refuses one with appointments, offering to deactivate', async () => {
    const unused = await create({ name: 'Hidratação', durationMinutes: 30, priceCents: 6000 });
    expect((await owner.client.request('DELETE', `/api/services/${unused.body.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/services/${unused.body.id}`)).status).toBe(404);
    expect((await owner.client.request('DELETE', `/api/services/${unused.body.id}`)).status).toBe(404);

    const used = await create({ name: 'Escova progressiva', durationMinutes: 120, priceCents: 25000 });
    const professional = await owner.client.post('/api/professionals', { fullName: 'Ana', serviceIds: [used.body.id] });
    const client = await owner.client.post('/api/clients', { fullName: 'João' });
    await insertAppointment(t.database.handle.db, {
      businessId: owner.businessId,
      professionalId: professional.body.id,
      serviceId: used.body.id,
      clientId: client.body.id,
      startsAt: '2026-06-01T13:00:00Z',
      status: 'cancelled',
    });
    const refused = await owner.client.request('DELETE', `/api/services/${used.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'SERVICE_IN_USE',
      message: 'Este serviço já tem agendamentos e não pode ser excluído. Você pode desativá-lo.',
    });
    expect((await owner.client.get(`/api/services/${used.body.id}`)).status).toBe(200);
  });

  it('deleting a service takes it off the professionals who offered it', async () => {
    const service = await create({ name: 'Sobrancelha', durationMinutes: 20, priceCents: 3000 });
    const professional = await owner.client.post('/api/professionals', {
      fullName: 'Bia',
      serviceIds: [service.body.id],
    });
    await owner.client.request('DELETE', `/api/services/${service.body.id}`);
    expect((await owner.client.get(`/api/professionals/${professional.body.id}`)).body.serviceIds).toEqual([]);
  });

  it("never reaches another business's service", async () => {
    const other = await signUpOwner(t, 'services-other@example.com');
    const theirs = await other.client.post('/api/services', { name: 'Deles', durationMinutes: 30, priceCents: 100 });
    expect((await owner.client.get(`/api/services/${theirs.body.id}`)).status).toBe(404);
    expect((await owner.client.request('PATCH', `/api/services/${theirs.body.id}`, { name: 'Meu' })).status).toBe(404);
    expect((await owner.client.request('DELETE', `/api/services/${theirs.body.id}`)).status).toBe(404);
    expect((await owner.client.get('/api/services?search=deles')).body.total).toBe(0);
    expect((await other.client.get(`/api/services/${theirs.body.id}`)).body.name).toBe('Deles');
  });

  it('needs a session', async () => {
    const response = await t.client().get('/api/services');
    expect(response.status).toBe(401);
  });
});
