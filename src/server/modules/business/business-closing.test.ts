import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedWhileClosed, isOperation, isPublicOperation, isSuperAdminOnly } from '../../../core/permissions.ts';
import { startTestApp, testEngines, type HttpClient, type TestApp } from '../../test/harness.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';
import { listBusinessAudit } from './business-audit.repository.ts';
import { download, seedBusiness, type SeededBusiness } from './business-closing.fixtures.ts';

type ApiDocument = { paths: Record<string, Record<string, { operationId: string; requestBody?: unknown }>> };

const DAY = 24 * 60 * 60 * 1000;

describe.each(testEngines())('closing and reopening a business on %s', (engine) => {
  let t: TestApp;
  let now = new Date('2026-03-01T12:00:00Z');
  let salon: SeededBusiness;
  let other: SeededBusiness;
  let feedUrl: string;
  let operations: Array<{ id: string; method: string; path: string; hasBody: boolean }>;

  beforeAll(async () => {
    // No worker: the test sends the outbox itself, to see what a closed business holds back.
    t = await startTestApp(engine, { WORKER: 'false' }, { now: () => now });
    salon = await seedBusiness(t, 'salao@example.com', 'Salão da Ana');
    other = await seedBusiness(t, 'barbearia@example.com', 'Barbearia do Beto');
    feedUrl = new URL((await salon.professional.get('/api/calendar-feeds')).body.items[0].url).pathname;
    const document = (await t.client().get('/api/openapi.json')).body as ApiDocument;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        hasBody: op.requestBody !== undefined,
      })),
    );
  });
  afterAll(() => t.close());

  const close = (client: HttpClient, confirmName: string) => client.post('/api/business/close', { confirmName });
  const db = () => t.database.handle.db;
  const closedAt = async () =>
    (
      await db()
        .selectFrom('businesses')
        .select('closed_at')
        .where('id', '=', salon.owner.businessId)
        .executeTakeFirstOrThrow()
    ).closed_at;

  it('asks for the business name, exactly, and only from the owner', async () => {
    const wrong = await close(salon.owner.client, 'Salão da Ana Souza');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({
      code: 'BUSINESS_NAME_MISMATCH',
      message:
        'O nome digitado não é o nome da empresa. Digite o nome exatamente como aparece para confirmar o encerramento.',
    });
    expect((await close(salon.owner.client, 'salão da ana')).body.error.code).toBe('BUSINESS_NAME_MISMATCH');
    expect((await close(salon.owner.client, '')).body.error.code).toBe('VALIDATION_ERROR');
    const professional = await close(salon.professional, 'Salão da Ana');
    expect([professional.status, professional.body.error.code]).toEqual([403, 'FORBIDDEN']);
    expect(await closedAt()).toBeNull();
  });

  it('closes at once, keeping the data 30 days, with an audit entry', async () => {
    // A reminder waiting in the outbox (as with SMTP configured) for one of the business's clients.
    const outbox = createOutboxRepository(db(), { sends: true });
    await outbox.add({
      kind: 'booking_reminder',
      to: 'cliente@example.com',
      subject: 'Lembrete',
      text: 'Amanhã',
      businessId: salon.owner.businessId,
    });
    await outbox.add({
      kind: 'booking_reminder',
      to: 'outro@example.com',
      subject: 'Lembrete',
      text: 'Amanhã',
      businessId: other.owner.businessId,
    });

    const response = await close(salon.owner.client, '  Salão da Ana ');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ closedAt: '2026-03-01T12:00:00.000Z', erasesAt: '2026-03-31T12:00:00.000Z' });
    for (const client of [salon.owner.client, salon.professional]) {
      const me = await client.get('/api/me');
      expect(me.status).toBe(200);
      expect(me.body.business).toMatchObject({
        closedAt: '2026-03-01T12:00:00.000Z',
        erasesAt: '2026-03-31T12:00:00.000Z',
      });
    }
    expect((await other.owner.client.get('/api/me')).body.business).toMatchObject({ closedAt: null, erasesAt: null });
    const [entry] = await listBusinessAudit(db(), salon.owner.businessId);
    expect(entry).toMatchObject({
      action: 'close_business',
      userId: salon.owner.userId,
      targetId: salon.owner.businessId,
      details: { cancelledSubscription: false },
    });

    // The closed business's reminder is held back; the other business's goes.
    const claimed = await outbox.claimDue(10, 60);
    expect(claimed.map((message) => message.to)).toEqual(['outro@example.com']);
  });

  it('answers every business operation with 403 BUSINESS_CLOSED for its members, but the few that stay open', async () => {
    const wrong: string[] = [];
    const members = [
      { who: 'owner', client: salon.owner.client, role: 'admin' as const },
      { who: 'professional', client: salon.professional, role: 'professional' as const },
    ];
    for (const op of operations) {
      if (
        isPublicOperation(op.id) ||
        !isOperation(op.id) ||
        isSuperAdminOnly(op.id) ||
        op.id === 'reopenBusiness' ||
        op.id === 'streamChanges'
      )
        continue;
      for (const member of members) {
        const response = await member.client.request(
          op.method,
          op.path.replace(/\{[^}]+\}/g, randomUUID()),
          op.hasBody ? {} : undefined,
        );
        const code = response.body?.error?.code;
        if (isAllowedWhileClosed(op.id)) {
          if (code === 'BUSINESS_CLOSED') wrong.push(`${op.id} (${member.who}) should stay open: ${response.status}`);
        } else if (response.status !== 403 || code !== 'BUSINESS_CLOSED') {
          wrong.push(`${op.id} (${member.who}): ${response.status} ${JSON.stringify(response.body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const live = await salon.professional.get('/api/live');
    expect([live.status, live.body.error.code]).toEqual([403, 'BUSINESS_CLOSED']);
    salon.professional.language = 'en-US';
    expect((await salon.professional.get('/api/services')).body.error.message).toBe(
      'This business was closed by its owner. While its data is kept, only the owner can reopen it or download the data.',
    );
    salon.professional.language = 'pt-BR';
    // The owner still takes the data away; the subscription and who is signed in still answer.
    expect((await download(salon.owner.client, '/api/business/export')).status).toBe(200);
    expect((await download(salon.owner.client, '/api/clients/export.csv')).status).toBe(200);
    expect((await salon.professional.get('/api/subscription')).status).toBe(200);
    // The other business goes on as ever.
    expect((await other.professional.get('/api/services')).status).toBe(200);
  });

  it('closes its public booking page, its reviews page and its calendar feeds as if they did not exist', async () => {
    const id = salon.owner.businessId;
    const visitor = t.client();
    const slots = `/api/public/businesses/${id}/slots?serviceId=${salon.serviceId}&from=2026-03-09&to=2026-03-10`;
    for (const url of [`/api/public/businesses/${id}`, slots, `/api/public/businesses/${id}/reviews`, feedUrl]) {
      expect((await visitor.get(url)).status, url).toBe(404);
    }
    const booking = await visitor.post(`/api/public/businesses/${id}/bookings`, {
      serviceId: salon.serviceId,
      professionalId: salon.professionalId,
      startsAt: '2026-03-09T13:00:00Z',
      client: { fullName: 'Visitante', phone: '+55 11 97777-0000' },
    });
    expect(booking.status).toBe(404);
    expect((await visitor.get(`/api/public/businesses/${other.owner.businessId}`)).status).toBe(200);
  });

  it('reopens within the 30 days: everything works again, and the held reminder goes', async () => {
    now = new Date(now.getTime() + 29 * DAY);
    const response = await salon.owner.client.post('/api/business/reopen');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ closedAt: null, erasesAt: null });
    expect(await closedAt()).toBeNull();
    expect((await salon.professional.get('/api/services')).status).toBe(200);
    expect((await salon.owner.client.get('/api/business/settings')).body.name).toBe('Salão da Ana');
    expect((await t.client().get(`/api/public/businesses/${salon.owner.businessId}`)).status).toBe(200);
    expect((await t.client().get(feedUrl)).status).toBe(200);
    expect((await salon.owner.client.get('/api/me')).body.business).toMatchObject({ closedAt: null, erasesAt: null });
    const [entry] = await listBusinessAudit(db(), salon.owner.businessId);
    expect(entry).toMatchObject({
      action: 'reopen_business',
      userId: salon.owner.userId,
      details: { closedForHours: 29 * 24 },
    });
    const claimed = await createOutboxRepository(db(), { sends: true }).claimDue(10, 60);
    expect(claimed.map((message) => message.to)).toEqual(['cliente@example.com']);
    // Reopening an open business changes nothing.
    expect((await salon.owner.client.post('/api/business/reopen')).body).toEqual({ closedAt: null, erasesAt: null });
    expect((await salon.professional.post('/api/business/reopen')).status).toBe(403);
  });

  it('stops a paid subscription from renewing at the provider, and reopening lets it renew again', async () => {
    const owner = other.owner.client;
    const started = await owner.post('/api/billing/checkout', { price_id: 'price_test_pro_brl' });
    expect(started.status).toBe(200);
    expect(
      (await owner.post(`/api/billing/test-checkout/${String(started.body.url).split('/').pop()}/pay`)).body.status,
    ).toBe('paid');
    expect((await owner.get('/api/subscription')).body).toMatchObject({
      status: 'active',
      providerStatus: 'active',
      cancelAtPeriodEnd: false,
    });

    expect((await close(owner, 'Barbearia do Beto')).status).toBe(200);
    const closed = (await owner.get('/api/subscription')).body;
    expect(closed).toMatchObject({
      status: 'active',
      providerStatus: 'active',
      cancelAtPeriodEnd: true,
      nextChargeAt: null,
    });
    expect((await listBusinessAudit(db(), other.owner.businessId))[0]).toMatchObject({
      action: 'close_business',
      details: { cancelledSubscription: true },
    });

    expect((await owner.post('/api/business/reopen')).status).toBe(200);
    expect((await owner.get('/api/subscription')).body).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it('cannot be reopened once its 30 days are over, even before the erasure job has run', async () => {
    expect((await close(salon.owner.client, 'Salão da Ana')).status).toBe(200);
    now = new Date(now.getTime() + 30 * DAY);
    const response = await salon.owner.client.post('/api/business/reopen');
    expect([response.status, response.body.error.code]).toEqual([403, 'BUSINESS_CLOSED']);
    expect(await closedAt()).not.toBeNull();
  });
});
