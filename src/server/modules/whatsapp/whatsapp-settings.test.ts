import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { startTestApp, testEngines, type HttpClient, type TestApp } from '../../test/harness.ts';
import { PLATFORM_WHATSAPP_CONFIG } from '../../test/whatsapp-fixtures.ts';
import { createWhatsAppRepository } from './whatsapp.repository.ts';
import { createWhatsAppSettingsService } from './whatsapp-settings.service.ts';

type Message = {
  direction: 'out' | 'in';
  category: 'utility' | 'marketing' | 'authentication' | 'service' | null;
  status: 'delivered' | 'failed' | 'received';
  at: string;
};

describe.each(testEngines())('WhatsApp settings on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let paula: HttpClient;
  // On São Paulo's clock (UTC−3), 1 March 2026 02:00 UTC is still 28 February, 23:00.
  const clock = new Date('2026-03-01T02:00:00Z');
  const db = () => t.database.handle.db;

  const messages = (businessId: string, list: Message[]) =>
    db()
      .insertInto('whatsapp_messages')
      .values(
        list.map((m, i) => ({
          business_id: businessId,
          direction: m.direction,
          phone: `+55119800000${String(i).padStart(2, '0')}`,
          template: m.direction === 'out' && m.category === 'utility' ? 'booking_reminder' : null,
          category: m.category,
          body: 'Olá',
          status: m.status,
          created_at: new Date(m.at),
        })),
      )
      .execute();

  beforeAll(async () => {
    t = await startTestApp(engine, { WORKER: 'false' }, { now: () => clock });
    owner = await signUpOwner(t, 'whatsapp-settings@example.com');
    other = await signUpOwner(t, 'whatsapp-settings-other@example.com');
    await db()
      .updateTable('businesses')
      .set({ time_zone: 'America/Sao_Paulo' })
      .where('id', 'in', [owner.businessId, other.businessId])
      .execute();
    const professional = await owner.client.post('/api/professionals', { fullName: 'Paula', serviceIds: [] });
    expect(professional.status).toBe(201);
    const login = await owner.client.post('/api/users', {
      mode: 'password',
      professionalId: professional.body.id,
      email: 'paula.whatsapp@example.com',
      password: 'secret123',
    });
    expect(login.status).toBe(201);
    paula = t.client();
    expect((await paula.signIn('paula.whatsapp@example.com', 'secret123')).status).toBe(200);
  });
  afterAll(() => t?.close());

  it('answers the defaults before the owner changes anything, and where the messages go', async () => {
    const answer = await owner.client.get('/api/whatsapp/settings');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      sendConfirmation: true,
      sendReminder: true,
      sendChangeNotice: true,
      sendReviewRequest: true,
      reminderHours: 24,
      // No WhatsApp keys: the built-in test WhatsApp, whose page a local server without SMTP shows.
      delivery: 'test',
      testPage: true,
      usage: {
        month: '2026-02',
        sent: { utility: 0, marketing: 0, authentication: 0, service: 0 },
        failed: 0,
        received: 0,
      },
    });
    expect(await db().selectFrom('whatsapp_settings').selectAll().execute()).toEqual([]);
  });

  it('saves every setting at once and reads them back, for the messages queued from then on', async () => {
    const body = {
      sendConfirmation: false,
      sendReminder: true,
      sendChangeNotice: false,
      sendReviewRequest: true,
      reminderHours: 3,
    };
    const saved = await owner.client.request('PUT', '/api/whatsapp/settings', body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(body);
    expect((await owner.client.get('/api/whatsapp/settings')).body).toMatchObject(body);

    const again = { ...body, sendConfirmation: true, reminderHours: 72 };
    expect((await owner.client.request('PUT', '/api/whatsapp/settings', again)).body).toMatchObject(again);
    // What the queueing reads; the other business keeps the defaults.
    const repository = createWhatsAppRepository(db());
    expect(await repository.settings(owner.businessId)).toEqual(again);
    expect(await repository.settings(other.businessId)).toMatchObject({ sendConfirmation: true, reminderHours: 24 });
    const rows = await db().selectFrom('whatsapp_settings').select(['business_id', 'updated_at']).execute();
    expect(rows).toEqual([{ business_id: owner.businessId, updated_at: clock }]);
  });

  it("counts this month's messages by category on the business's clock, its own only", async () => {
    await messages(owner.businessId, [
      // 31 January, 23:59 in São Paulo: last month.
      { direction: 'out', category: 'utility', status: 'delivered', at: '2026-02-01T02:59:00Z' },
      // 1 February, 00:00 in São Paulo.
      { direction: 'out', category: 'utility', status: 'delivered', at: '2026-02-01T03:00:00Z' },
      { direction: 'out', category: 'utility', status: 'delivered', at: '2026-02-14T15:00:00Z' },
      { direction: 'out', category: 'utility', status: 'failed', at: '2026-02-14T15:01:00Z' },
      { direction: 'out', category: 'service', status: 'delivered', at: '2026-02-20T12:00:00Z' },
      { direction: 'out', category: 'marketing', status: 'delivered', at: '2026-02-20T12:01:00Z' },
      { direction: 'out', category: 'authentication', status: 'delivered', at: '2026-02-20T12:02:00Z' },
      { direction: 'in', category: null, status: 'received', at: '2026-02-20T11:00:00Z' },
      // 28 February, 23:30 in São Paulo, already March in UTC: still this month.
      { direction: 'in', category: null, status: 'received', at: '2026-03-01T02:30:00Z' },
      // 1 March, 00:00 in São Paulo: next month.
      { direction: 'out', category: 'utility', status: 'delivered', at: '2026-03-01T03:00:00Z' },
    ]);
    await messages(other.businessId, [
      { direction: 'out', category: 'utility', status: 'delivered', at: '2026-02-10T12:00:00Z' },
      { direction: 'in', category: null, status: 'received', at: '2026-02-10T12:05:00Z' },
    ]);

    expect((await owner.client.get('/api/whatsapp/settings')).body.usage).toEqual({
      month: '2026-02',
      sent: { utility: 2, marketing: 1, authentication: 1, service: 1 },
      failed: 1,
      received: 2,
    });
    expect((await other.client.get('/api/whatsapp/settings')).body.usage).toEqual({
      month: '2026-02',
      sent: { utility: 1, marketing: 0, authentication: 0, service: 0 },
      failed: 0,
      received: 1,
    });

    // The same moment on London's clock is already March.
    await db()
      .updateTable('businesses')
      .set({ time_zone: 'Europe/London' })
      .where('id', '=', owner.businessId)
      .execute();
    expect((await owner.client.get('/api/whatsapp/settings')).body.usage).toEqual({
      month: '2026-03',
      sent: { utility: 1, marketing: 0, authentication: 0, service: 0 },
      failed: 0,
      received: 1,
    });
    await db()
      .updateTable('businesses')
      .set({ time_zone: 'America/Sao_Paulo' })
      .where('id', '=', owner.businessId)
      .execute();
  });

  it('refuses a professional, and changes nothing', async () => {
    const before = (await owner.client.get('/api/whatsapp/settings')).body;
    expect((await paula.get('/api/whatsapp/settings')).status).toBe(403);
    const put = await paula.request('PUT', '/api/whatsapp/settings', {
      sendConfirmation: false,
      sendReminder: false,
      sendChangeNotice: false,
      sendReviewRequest: false,
      reminderHours: 1,
    });
    expect(put.status).toBe(403);
    expect(put.body.error.code).toBe('FORBIDDEN');
    expect((await owner.client.get('/api/whatsapp/settings')).body).toEqual(before);
  });

  it('says the messages go through the WhatsApp Business Platform once the keys are set', async () => {
    const settings = createWhatsAppSettingsService({
      repository: createWhatsAppRepository(db()),
      config: PLATFORM_WHATSAPP_CONFIG,
      localServer: true,
      now: () => clock,
    });
    expect(await settings.getSettings(owner.businessId)).toMatchObject({ delivery: 'platform', testPage: false });
  });
});
