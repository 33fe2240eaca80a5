import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowed, isOperation, OPERATION_ROLES, PUBLIC_OPERATIONS, type Operation } from '../core/permissions.ts';
import { insertAppointment, readEventStreamStart, signUpOwner, type Owner } from './test/business-fixtures.ts';
import { startTestApp, testEngines, type HttpClient, type JsonResponse, type TestApp } from './test/harness.ts';

/** The records the requests below act on. */
interface World {
  serviceId: string;
  professionalId: string;
  otherProfessionalId: string;
  professionalUserId: string;
  clientId: string;
  spareClientId: string;
  appointmentId: string;
  otherAppointmentId: string;
}

interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  stream?: boolean;
}

/** A well-formed request for every operation of the permission table. */
const CALLS: Record<Operation, (w: World) => Call> = {
  getMe: () => ({ method: 'GET', url: '/api/me' }),
  getSubscription: () => ({ method: 'GET', url: '/api/subscription' }),

  listServices: () => ({ method: 'GET', url: '/api/services' }),
  getService: (w) => ({ method: 'GET', url: `/api/services/${w.serviceId}` }),
  createService: () => ({ method: 'POST', url: '/api/services', body: { name: 'Novo', durationMinutes: 30, priceCents: 100 } }),
  updateService: (w) => ({ method: 'PATCH', url: `/api/services/${w.serviceId}`, body: { priceCents: 1 } }),
  deleteService: (w) => ({ method: 'DELETE', url: `/api/services/${w.serviceId}` }),

  listProfessionals: () => ({ method: 'GET', url: '/api/professionals' }),
  getProfessional: (w) => ({ method: 'GET', url: `/api/professionals/${w.otherProfessionalId}` }),
  createProfessional: () => ({ method: 'POST', url: '/api/professionals', body: { fullName: 'Novo' } }),
  updateProfessional: (w) => ({ method: 'PATCH', url: `/api/professionals/${w.professionalId}`, body: { commissionRate: 100 } }),
  deleteProfessional: (w) => ({ method: 'DELETE', url: `/api/professionals/${w.otherProfessionalId}` }),

  listClients: () => ({ method: 'GET', url: '/api/clients?search=joao' }),
  getClient: (w) => ({ method: 'GET', url: `/api/clients/${w.clientId}` }),
  findClientDuplicates: () => ({ method: 'GET', url: '/api/clients/duplicates?phone=11987654321' }),
  createClient: () => ({ method: 'POST', url: '/api/clients', body: { fullName: 'Cliente da Paula' } }),
  updateClient: (w) => ({ method: 'PATCH', url: `/api/clients/${w.clientId}`, body: { notes: 'Atualizado pela profissional' } }),
  deleteClient: (w) => ({ method: 'DELETE', url: `/api/clients/${w.spareClientId}` }),
  exportClients: () => ({ method: 'GET', url: '/api/clients/export.csv' }),

  getBusinessSettings: () => ({ method: 'GET', url: '/api/business/settings' }),
  updateBusinessSettings: () => ({ method: 'PATCH', url: '/api/business/settings', body: { name: 'Tomado' } }),

  listUsers: () => ({ method: 'GET', url: '/api/users' }),
  createUserAccess: (w) => ({
    method: 'POST',
    url: '/api/users',
    body: { mode: 'password', professionalId: w.otherProfessionalId, email: 'outra@example.com', password: 'secret123' },
  }),
  revokeUserAccess: (w) => ({ method: 'DELETE', url: `/api/users/${w.professionalUserId}` }),

  listAppointments: () => ({ method: 'GET', url: '/api/appointments?from=2026-12-01T00:00:00Z&to=2026-12-08T00:00:00Z' }),
  getAppointment: (w) => ({ method: 'GET', url: `/api/appointments/${w.appointmentId}` }),
  getAppointmentsSummary: () => ({ method: 'GET', url: '/api/appointments/summary?month=2026-12' }),
  createAppointment: (w) => ({
    method: 'POST',
    url: '/api/appointments',
    body: { professionalId: w.professionalId, serviceId: w.serviceId, clientId: w.clientId, startsAt: '2026-12-04T13:00:00Z', allowOutsideWorkingHours: true },
  }),
  updateAppointmentStatus: (w) => ({ method: 'PATCH', url: `/api/appointments/${w.appointmentId}/status`, body: { status: 'confirmed' } }),
  cancelAppointment: (w) => ({ method: 'POST', url: `/api/appointments/${w.otherAppointmentId}/cancel`, body: {} }),
  rescheduleAppointment: (w) => ({
    method: 'PATCH',
    url: `/api/appointments/${w.appointmentId}/schedule`,
    body: { startsAt: '2026-12-05T13:00:00Z', allowOutsideWorkingHours: true },
  }),
  listCalendarFeeds: () => ({ method: 'GET', url: '/api/calendar-feeds' }),
  regenerateCalendarFeed: (w) => ({ method: 'POST', url: '/api/calendar-feeds/regenerate', body: { professionalId: w.professionalId } }),
  streamChanges: () => ({ method: 'GET', url: '/api/live', stream: true }),

  getOnlineBookingSettings: () => ({ method: 'GET', url: '/api/online-booking/settings' }),
  updateOnlineBookingSettings: () => ({ method: 'PATCH', url: '/api/online-booking/settings', body: { welcomeMessage: 'Olá' } }),
};

function call(client: HttpClient, request: Call): Promise<JsonResponse> {
  return request.stream ? readEventStreamStart(client, request.url) : client.request(request.method, request.url, request.body);
}

describe.each(testEngines())('the permission table on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  let professional: HttpClient;
  let world: World;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await signUpOwner(t, 'permissions@example.com');
    const service = await owner.client.post('/api/services', { name: 'Corte', durationMinutes: 30, priceCents: 5000 });
    const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
    const paula = await owner.client.post('/api/professionals', { fullName: 'Paula', serviceIds: [service.body.id], workingHours: week });
    const other = await owner.client.post('/api/professionals', { fullName: 'Outra', serviceIds: [service.body.id], workingHours: week });
    const client = await owner.client.post('/api/clients', { fullName: 'João', phone: '+55 11 98765-4321' });
    const spare = await owner.client.post('/api/clients', { fullName: 'Sem Agendamentos' });
    const login = await owner.client.post('/api/users', { mode: 'password', professionalId: paula.body.id, email: 'paula@example.com', password: 'secret123' });
    expect(login.status).toBe(201);
    const appointment = { businessId: owner.businessId, serviceId: service.body.id, clientId: client.body.id };
    world = {
      serviceId: service.body.id,
      professionalId: paula.body.id,
      otherProfessionalId: other.body.id,
      professionalUserId: login.body.userId,
      clientId: client.body.id,
      spareClientId: spare.body.id,
      appointmentId: await insertAppointment(t.database.handle.db, { ...appointment, professionalId: paula.body.id, startsAt: '2026-12-02T13:00:00Z' }),
      otherAppointmentId: await insertAppointment(t.database.handle.db, { ...appointment, professionalId: paula.body.id, startsAt: '2026-12-03T13:00:00Z' }),
    };
    professional = t.client();
    expect((await professional.signIn('paula@example.com', 'secret123')).status).toBe(200);
  });
  afterAll(() => t.close());

  it('covers every operation of the API document, and public ones need no session', async () => {
    const document = (await owner.client.get('/api/openapi.json')).body as { paths: Record<string, Record<string, { operationId: string }>> };
    const ids = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    const uncovered = ids.filter((id) => !isOperation(id) && !(PUBLIC_OPERATIONS as readonly string[]).includes(id));
    expect(uncovered, 'operations missing from src/core/permissions.ts').toEqual([]);
    expect(Object.keys(OPERATION_ROLES).filter((id) => !ids.includes(id)), 'table entries without an operation').toEqual([]);
  });

  it('refuses a professional every admin-only operation with 403 FORBIDDEN, and changes nothing', async () => {
    const snapshot = async () => ({
      services: (await owner.client.get('/api/services')).body,
      professionals: (await owner.client.get('/api/professionals')).body,
      settings: (await owner.client.get('/api/business/settings')).body,
      users: (await owner.client.get('/api/users')).body,
      spare: (await owner.client.get(`/api/clients/${world.spareClientId}`)).body,
    });
    const before = await snapshot();
    professional.language = 'en-US';
    const wrong: string[] = [];
    for (const operation of Object.keys(CALLS) as Operation[]) {
      if (isAllowed('professional', operation)) continue;
      const response = await call(professional, CALLS[operation](world));
      const error = response.body?.error;
      if (response.status !== 403 || error?.code !== 'FORBIDDEN' || error?.message !== 'You do not have permission to do this.') {
        wrong.push(`${operation}: ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    professional.language = 'pt-BR';
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a professional call every operation the table allows them', async () => {
    const wrong: string[] = [];
    for (const operation of Object.keys(CALLS) as Operation[]) {
      if (!isAllowed('professional', operation)) continue;
      const response = await call(professional, CALLS[operation](world));
      if (response.status >= 400) wrong.push(`${operation}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets the owner call every operation (read-only ones here; the module tests do the rest)', async () => {
    for (const operation of Object.keys(CALLS) as Operation[]) {
      const request = CALLS[operation](world);
      if (request.method !== 'GET') continue;
      const response = await call(owner.client, request);
      expect(response.status, operation).toBe(200);
    }
  });
});
