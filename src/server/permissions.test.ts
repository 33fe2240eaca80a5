// Over 300 lines: one suite on one app server per engine; split in two, it would start a second one.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isAllowed,
  isOperation,
  isOwnRecordsOnly,
  isPublicOperation,
  isSuperAdminOnly,
  OPERATION_PERMISSIONS,
  type Operation,
} from '../core/permissions.ts';
import {
  insertAppointment,
  insertCalendarConnection,
  readEventStreamStart,
  signUpOwner,
  type Owner,
} from './test/business-fixtures.ts';
import { startTestApp, testEngines, type HttpClient, type JsonResponse, type TestApp } from './test/harness.ts';
import { signUpSuperAdmin } from './test/site-content-fixtures.ts';

/**
 * Walks every operation of the API document through the permission hook
 * (src/server/plugins/permissions.ts) and its table (src/core/permissions.ts). The hook's own
 * workings are tested beside it.
 */

interface DocumentOperation {
  id: string;
  method: string;
  path: string;
  hasBody: boolean;
}

type ApiDocument = { paths: Record<string, Record<string, { operationId: string; requestBody?: unknown }>> };

function operationsOf(document: ApiDocument): DocumentOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      id: op.operationId,
      method: method.toUpperCase(),
      path,
      hasBody: op.requestBody !== undefined,
    })),
  );
}

/** The operation's URL with every path parameter set to `value`. */
const urlOf = (op: DocumentOperation, value: string) => op.path.replace(/\{[^}]+\}/g, value);

/** The records the requests below act on. Paula and Olga are professionals of the same business, each with a login. */
interface World {
  serviceId: string;
  paulaId: string;
  olgaId: string;
  paulaUserId: string;
  clientId: string;
  spareClientId: string;
  paulaAppointmentId: string;
  paulaSpareAppointmentId: string;
  olgaAppointmentId: string;
  /** Paula's calendar connection (its server is not reached). */
  paulaConnectionId: string;
  /** The business's open cash register (the owner's), and a walk-in comanda of nothing. */
  registerId: string;
  comandaId: string;
  /** A package on offer, and a comanda of the client to sell it on. */
  packageId: string;
  clientComandaId: string;
}

interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  stream?: boolean;
}

/** A well-formed request for every operation a professional may call, on their own records. */
const PROFESSIONAL_CALLS: Partial<Record<Operation, (w: World) => Call>> = {
  getMe: () => ({ method: 'GET', url: '/api/me' }),
  getSubscription: () => ({ method: 'GET', url: '/api/subscription' }),
  listServices: () => ({ method: 'GET', url: '/api/services' }),
  getService: (w) => ({ method: 'GET', url: `/api/services/${w.serviceId}` }),
  listProfessionals: () => ({ method: 'GET', url: '/api/professionals' }),
  getProfessional: (w) => ({ method: 'GET', url: `/api/professionals/${w.olgaId}` }),
  listClients: () => ({ method: 'GET', url: '/api/clients?search=joao' }),
  getClient: (w) => ({ method: 'GET', url: `/api/clients/${w.clientId}` }),
  findClientDuplicates: () => ({ method: 'GET', url: '/api/clients/duplicates?phone=11987654321' }),
  createClient: () => ({ method: 'POST', url: '/api/clients', body: { fullName: 'Cliente da Paula' } }),
  updateClient: (w) => ({
    method: 'PATCH',
    url: `/api/clients/${w.clientId}`,
    body: { notes: 'Atualizado pela profissional' },
  }),
  listClientWhatsAppMessages: (w) => ({ method: 'GET', url: `/api/clients/${w.clientId}/whatsapp` }),
  sendClientWhatsAppMessage: (w) => ({
    method: 'POST',
    url: `/api/clients/${w.clientId}/whatsapp`,
    body: { text: 'Pode sim, qual horário?', idempotencyKey: randomUUID() },
  }),
  getBusinessSettings: () => ({ method: 'GET', url: '/api/business/settings' }),
  listAppointments: () => ({
    method: 'GET',
    url: '/api/appointments?from=2026-12-01T00:00:00Z&to=2026-12-08T00:00:00Z',
  }),
  getAppointment: (w) => ({ method: 'GET', url: `/api/appointments/${w.paulaAppointmentId}` }),
  getAppointmentsSummary: () => ({ method: 'GET', url: '/api/appointments/summary?month=2026-12' }),
  createAppointment: (w) => ({
    method: 'POST',
    url: '/api/appointments',
    body: {
      professionalId: w.paulaId,
      serviceId: w.serviceId,
      clientId: w.clientId,
      startsAt: '2026-12-04T13:00:00Z',
      allowOutsideWorkingHours: true,
    },
  }),
  updateAppointmentStatus: (w) => ({
    method: 'PATCH',
    url: `/api/appointments/${w.paulaAppointmentId}/status`,
    body: { status: 'confirmed' },
  }),
  rescheduleAppointment: (w) => ({
    method: 'PATCH',
    url: `/api/appointments/${w.paulaAppointmentId}/schedule`,
    body: { startsAt: '2026-12-05T13:00:00Z', allowOutsideWorkingHours: true },
  }),
  cancelAppointment: (w) => ({ method: 'POST', url: `/api/appointments/${w.paulaSpareAppointmentId}/cancel` }),
  listCalendarFeeds: () => ({ method: 'GET', url: '/api/calendar-feeds' }),
  regenerateCalendarFeed: (w) => ({
    method: 'POST',
    url: '/api/calendar-feeds/regenerate',
    body: { professionalId: w.paulaId },
  }),
  streamChanges: () => ({ method: 'GET', url: '/api/live', stream: true }),
  listCalendarConnections: () => ({ method: 'GET', url: '/api/calendar-connections' }),
  connectCalDavCalendar: () => ({
    method: 'POST',
    url: '/api/calendar-connections/caldav',
    body: { serverUrl: 'http://127.0.0.1:9/', username: 'paula', password: 'app-password' },
  }),
  startGoogleCalendarConnection: () => ({ method: 'POST', url: '/api/calendar-connections/google', body: {} }),
  disconnectCalendar: (w) => ({ method: 'DELETE', url: `/api/calendar-connections/${w.paulaConnectionId}` }),
  listCalendarBusyTimes: () => ({
    method: 'GET',
    url: '/api/calendar-busy-times?from=2026-12-01T00:00:00Z&to=2026-12-08T00:00:00Z',
  }),
  listCalendarNotices: () => ({ method: 'GET', url: '/api/calendar-notices' }),
  dismissCalendarNotice: (w) => ({ method: 'DELETE', url: `/api/calendar-notices/${w.paulaAppointmentId}` }),
  listCommissions: () => ({ method: 'GET', url: '/api/commissions?month=2026-12' }),
  exportCommissions: () => ({ method: 'GET', url: '/api/commissions/export.csv?month=2026-12' }),
  listReviews: () => ({ method: 'GET', url: '/api/reviews?stars=5' }),
  getReviewStats: () => ({ method: 'GET', url: '/api/reviews/stats' }),
  // The counter: the walk-in comanda edited (version 0 → 1), then closed at version 1 with nothing to pay.
  listComandas: () => ({ method: 'GET', url: '/api/comandas' }),
  openComanda: () => ({ method: 'POST', url: '/api/comandas', body: {} }),
  getComanda: (w) => ({ method: 'GET', url: `/api/comandas/${w.comandaId}` }),
  updateComanda: (w) => ({
    method: 'PUT',
    url: `/api/comandas/${w.comandaId}`,
    body: { version: 0, lines: [], discount: null },
  }),
  closeComanda: (w) => ({
    method: 'POST',
    url: `/api/comandas/${w.comandaId}/close`,
    body: { version: 1, payments: [] },
  }),
  getComandaPix: (w) => ({ method: 'GET', url: `/api/comandas/${w.comandaId}/pix?amountCents=100` }),
  sendComandaReceipt: (w) => ({
    method: 'POST',
    url: `/api/comandas/${w.comandaId}/receipt`,
    body: { email: 'recibo@example.com' },
  }),
  getCurrentCashRegister: () => ({ method: 'GET', url: '/api/cash-registers/current' }),
  openCashRegister: () => ({ method: 'POST', url: '/api/cash-registers', body: { floatCents: 0 } }),
  getCashRegister: (w) => ({ method: 'GET', url: `/api/cash-registers/${w.registerId}` }),
  addCashMovement: (w) => ({
    method: 'POST',
    url: `/api/cash-registers/${w.registerId}/movements`,
    body: { kind: 'deposit', amountCents: 100, reason: 'Troco' },
  }),
  closeCashRegister: (w) => ({
    method: 'POST',
    url: `/api/cash-registers/${w.registerId}/close`,
    body: { counted: { cash: 100, credit: 0, debit: 0, pix: 0 } },
  }),
  getCounterSettings: () => ({ method: 'GET', url: '/api/counter/settings' }),
  listProducts: () => ({ method: 'GET', url: '/api/products' }),
  listPackages: () => ({ method: 'GET', url: '/api/packages' }),
  sellPackage: (w) => ({
    method: 'POST',
    url: `/api/comandas/${w.clientComandaId}/packages`,
    body: { packageId: w.packageId, version: 0 },
  }),
  getClientPackages: (w) => ({ method: 'GET', url: `/api/clients/${w.clientId}/packages` }),
  sendContactMessage: () => ({
    method: 'POST',
    url: '/api/contact-messages',
    body: { name: 'Paula', email: 'paula@example.com', title: 'Dúvida', message: 'Como vejo minhas comissões?' },
  }),
};

/**
 * Past the hook, these reach a server outside Agendo that is not there, or not configured, in this
 * test: its refusal is the answer (calendar-sync.test.ts connects to a real CalDAV server,
 * google-calendar.test.ts to a stand-in of Google).
 */
const ANSWERED_BY_AN_OUTSIDE_SERVER: Partial<Record<Operation, string>> = {
  connectCalDavCalendar: 'CALENDAR_UNREACHABLE',
  startGoogleCalendarConnection: 'GOOGLE_CALENDAR_NOT_CONFIGURED',
};

/**
 * Past the hook, these are refused by the business's state, which the test set up: the owner's
 * register is open (one per business), and no PIX key is set.
 */
const REFUSED_BY_STATE: Partial<Record<Operation, string>> = {
  openCashRegister: 'CASH_REGISTER_ALREADY_OPEN',
  getComandaPix: 'PIX_NOT_CONFIGURED',
};

/** A valid body for the own-records operations that change a record by its id. */
const OWN_RECORD_BODIES: Partial<Record<Operation, unknown>> = {
  updateAppointmentStatus: { status: 'confirmed' },
  rescheduleAppointment: { startsAt: '2026-12-06T13:00:00Z', allowOutsideWorkingHours: true },
};

function call(client: HttpClient, request: Call): Promise<JsonResponse> {
  return request.stream
    ? readEventStreamStart(client, request.url)
    : client.request(request.method, request.url, request.body);
}

describe.each(testEngines())('the permission hook on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  let paula: HttpClient;
  let world: World;
  let operations: DocumentOperation[];

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await signUpOwner(t, 'permissions@example.com');
    const service = await owner.client.post('/api/services', { name: 'Corte', durationMinutes: 30, priceCents: 5000 });
    const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
    const paulaRecord = await owner.client.post('/api/professionals', {
      fullName: 'Paula',
      serviceIds: [service.body.id],
      workingHours: week,
    });
    const olgaRecord = await owner.client.post('/api/professionals', {
      fullName: 'Olga',
      serviceIds: [service.body.id],
      workingHours: week,
    });
    const client = await owner.client.post('/api/clients', {
      fullName: 'João',
      phone: '+55 11 98765-4321',
      whatsappConsent: { words: 'front-desk', language: 'pt-BR' },
    });
    // João wrote on WhatsApp a moment ago: the business may answer him.
    await t.database.handle.db
      .insertInto('whatsapp_messages')
      .values({
        business_id: owner.businessId,
        client_id: client.body.id,
        direction: 'in',
        phone: '+5511987654321',
        body: 'Oi, posso mudar o horário?',
        status: 'received',
      })
      .execute();
    const spare = await owner.client.post('/api/clients', { fullName: 'Sem Agendamentos' });
    const paulaLogin = await owner.client.post('/api/users', {
      mode: 'password',
      professionalId: paulaRecord.body.id,
      email: 'paula@example.com',
      password: 'secret123',
    });
    const olgaLogin = await owner.client.post('/api/users', {
      mode: 'password',
      professionalId: olgaRecord.body.id,
      email: 'olga@example.com',
      password: 'secret123',
    });
    expect([paulaLogin.status, olgaLogin.status]).toEqual([201, 201]);
    const appointment = { businessId: owner.businessId, serviceId: service.body.id, clientId: client.body.id };
    world = {
      serviceId: service.body.id,
      paulaId: paulaRecord.body.id,
      olgaId: olgaRecord.body.id,
      paulaUserId: paulaLogin.body.userId,
      clientId: client.body.id,
      spareClientId: spare.body.id,
      paulaAppointmentId: await insertAppointment(t.database.handle.db, {
        ...appointment,
        professionalId: paulaRecord.body.id,
        startsAt: '2026-12-02T13:00:00Z',
      }),
      paulaSpareAppointmentId: await insertAppointment(t.database.handle.db, {
        ...appointment,
        professionalId: paulaRecord.body.id,
        startsAt: '2026-12-02T15:00:00Z',
      }),
      olgaAppointmentId: await insertAppointment(t.database.handle.db, {
        ...appointment,
        professionalId: olgaRecord.body.id,
        startsAt: '2026-12-03T13:00:00Z',
      }),
      paulaConnectionId: await insertCalendarConnection(t.database.handle.db, owner.businessId, paulaRecord.body.id),
      registerId: (await owner.client.post('/api/cash-registers', { floatCents: 0 })).body.id,
      comandaId: (await owner.client.post('/api/comandas', {})).body.id,
      packageId: (
        await owner.client.post('/api/packages', {
          name: 'Pacote 4 cortes',
          priceCents: 16_000,
          validityDays: 90,
          services: [{ serviceId: service.body.id, sessions: 4 }],
        })
      ).body.id,
      clientComandaId: (await owner.client.post('/api/comandas', { clientId: client.body.id })).body.id,
    };
    paula = t.client();
    expect((await paula.signIn('paula@example.com', 'secret123')).status).toBe(200);
    operations = operationsOf((await t.client().get('/api/openapi.json')).body as ApiDocument);
  });
  afterAll(() => t.close());

  it('has an entry in the table for every operation of the API document, and none without an operation', () => {
    const ids = operations.map((op) => op.id);
    expect(ids.length).toBeGreaterThan(40);
    expect(
      ids.filter((id) => !isOperation(id) && !isPublicOperation(id)),
      'operations missing from src/core/permissions.ts',
    ).toEqual([]);
    expect(
      Object.keys(OPERATION_PERMISSIONS).filter((id) => !ids.includes(id)),
      'table entries without an operation',
    ).toEqual([]);
  });

  /** Public, but refused without their own key: WhatsApp's verify token (403) and signature (401). */
  const KEYED_BY_THE_CALLER = new Set(['verifyWhatsAppWebhook', 'receiveWhatsAppWebhook']);

  it('answers every operation that needs a session with 401 UNAUTHENTICATED when signed out, before reading its input', async () => {
    const visitor = t.client();
    const wrong: string[] = [];
    for (const op of operations) {
      // Any id and an empty body: the session is checked before the input is.
      const response = await visitor.request(op.method, urlOf(op, randomUUID()), op.hasBody ? {} : undefined);
      const error = response.body?.error;
      if (isPublicOperation(op.id)) {
        const refused = response.status === 401 || response.status === 403;
        if (refused && !KEYED_BY_THE_CALLER.has(op.id)) wrong.push(`${op.id} is public: ${response.status}`);
      } else if (
        response.status !== 401 ||
        error?.code !== 'UNAUTHENTICATED' ||
        error?.message !== 'Sua sessão expirou. Entre novamente.'
      ) {
        wrong.push(`${op.id}: ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a professional every admin-only operation with 403 FORBIDDEN, before reading its input, and changes nothing', async () => {
    const snapshot = async () => ({
      services: (await owner.client.get('/api/services')).body,
      professionals: (await owner.client.get('/api/professionals')).body,
      settings: (await owner.client.get('/api/business/settings')).body,
      onlineBooking: (await owner.client.get('/api/online-booking/settings')).body,
      users: (await owner.client.get('/api/users')).body,
      spare: (await owner.client.get(`/api/clients/${world.spareClientId}`)).body,
    });
    const before = await snapshot();
    const adminOnly = operations.filter((op) => isOperation(op.id) && !isAllowed('professional', op.id));
    expect(adminOnly.map((op) => op.id)).toContain('updateOnlineBookingSettings');
    paula.language = 'en-US';
    const wrong: string[] = [];
    // Real records, so that a request that got through would show in the snapshot.
    const records: Record<string, string> = {
      services: world.serviceId,
      professionals: world.paulaId,
      clients: world.spareClientId,
      users: world.paulaUserId,
    };
    for (const op of adminOnly) {
      const record = records[op.path.split('/')[2] ?? ''] ?? randomUUID();
      const response = await paula.request(op.method, urlOf(op, record), op.hasBody ? {} : undefined);
      const error = response.body?.error;
      if (
        response.status !== 403 ||
        error?.code !== 'FORBIDDEN' ||
        error?.message !== 'You do not have permission to do this.'
      ) {
        wrong.push(`${op.id}: ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    paula.language = 'pt-BR';
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("answers a professional with 404 on another professional's record, for every own-records operation that takes one", async () => {
    const byRecordId = operations.filter(
      (op) =>
        isOperation(op.id) && isOwnRecordsOnly(op.id) && isAllowed('professional', op.id) && op.path.includes('{id}'),
    );
    expect(byRecordId.map((op) => op.id).sort()).toEqual([
      'cancelAppointment',
      'disconnectCalendar',
      'dismissCalendarNotice',
      'getAppointment',
      'rescheduleAppointment',
      'updateAppointmentStatus',
    ]);
    const wrong: string[] = [];
    for (const op of byRecordId) {
      if (op.hasBody && !(op.id in OWN_RECORD_BODIES)) {
        wrong.push(`${op.id}: no body in OWN_RECORD_BODIES`);
        continue;
      }
      const response = await paula.request(
        op.method,
        urlOf(op, world.olgaAppointmentId),
        op.hasBody ? OWN_RECORD_BODIES[op.id as Operation] : undefined,
      );
      if (response.status !== 404 || response.body?.error?.code !== 'NOT_FOUND')
        wrong.push(`${op.id}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    expect(wrong).toEqual([]);
    const olgas = await owner.client.get(`/api/appointments/${world.olgaAppointmentId}`);
    expect(olgas.body).toMatchObject({
      status: 'scheduled',
      startsAt: '2026-12-03T13:00:00.000Z',
      professionalId: world.olgaId,
    });
  });

  it('lets a professional call every operation the table allows them, on their own records', async () => {
    const wrong: string[] = [];
    for (const operation of Object.keys(OPERATION_PERMISSIONS) as Operation[]) {
      if (!isAllowed('professional', operation)) continue;
      const request = PROFESSIONAL_CALLS[operation];
      if (!request) {
        wrong.push(`${operation}: no request in PROFESSIONAL_CALLS`);
        continue;
      }
      const response = await call(paula, request(world));
      const outside = ANSWERED_BY_AN_OUTSIDE_SERVER[operation];
      if (outside && [400, 409].includes(response.status) && response.body?.error?.code === outside) continue;
      const state = REFUSED_BY_STATE[operation];
      if (state && response.status === 409 && response.body?.error?.code === state) continue;
      if (response.status >= 400) wrong.push(`${operation}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    expect(wrong).toEqual([]);
    const listed = await paula.get('/api/appointments?from=2026-12-01T00:00:00Z&to=2026-12-31T00:00:00Z');
    expect(listed.body.items.map((a: { professionalId: string }) => a.professionalId)).not.toContain(world.olgaId);
    const everyone = await owner.client.get('/api/appointments?from=2026-12-01T00:00:00Z&to=2026-12-31T00:00:00Z');
    expect(everyone.body.items.map((a: { professionalId: string }) => a.professionalId)).toContain(world.olgaId);
  });

  it("refuses the owner and a professional every super admin's operation with 403 FORBIDDEN, and lets a super admin without a business through", async () => {
    const superAdminOnly = operations.filter((op) => isOperation(op.id) && isSuperAdminOnly(op.id));
    expect(superAdminOnly.map((op) => op.id)).toContain('publishContent');
    const superAdmin = await signUpSuperAdmin(t, 'super@example.com');
    const auditRows = async () => (await superAdmin.get('/api/super-admin/audit-log')).body.total as number;
    const before = await auditRows();
    const wrong: string[] = [];
    for (const op of superAdminOnly) {
      for (const [who, client] of [
        ['owner', owner.client],
        ['professional', paula],
      ] as const) {
        const response = await client.request(op.method, urlOf(op, randomUUID()), op.hasBody ? {} : undefined);
        if (response.status !== 403 || response.body?.error?.code !== 'FORBIDDEN')
          wrong.push(`${who} ${op.id}: ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await auditRows()).toBe(before);
    for (const op of superAdminOnly) {
      // The super admin gets past the permission hook: anything but 401, 403 or 404 PROFILE_MISSING.
      const response = await superAdmin.request(op.method, urlOf(op, randomUUID()), op.hasBody ? {} : undefined);
      if ([401, 403].includes(response.status) || response.body?.error?.code === 'PROFILE_MISSING')
        wrong.push(`super admin ${op.id}: ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses the own-records operations to a professional whose login has lost its professional record', async () => {
    const olga = t.client();
    expect((await olga.signIn('olga@example.com', 'secret123')).status).toBe(200);
    const db = t.database.handle.db;
    await db.updateTable('professionals').set({ user_id: null }).where('id', '=', world.olgaId).execute();
    try {
      expect((await olga.get('/api/appointments?from=2026-12-01T00:00:00Z&to=2026-12-08T00:00:00Z')).status).toBe(403);
      expect((await olga.get('/api/calendar-feeds')).status).toBe(403);
      expect((await olga.get('/api/services')).status).toBe(200);
    } finally {
      const olgaUser = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'olga@example.com')
        .executeTakeFirstOrThrow();
      await db.updateTable('professionals').set({ user_id: olgaUser.id }).where('id', '=', world.olgaId).execute();
    }
  });
});
