import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestWhatsAppResponse } from '../../../contracts/test-whatsapp.ts';
import { startTestApp, testEngines, type HttpClient, type TestApp } from '../../test/harness.ts';
import { openAllDayForOnlineBooking, outboxWorker, PLATFORM_WHATSAPP_CONFIG } from '../../test/whatsapp-fixtures.ts';
import { AppError } from '../../errors.ts';
import { createTestWhatsApp } from './test-whatsapp.service.ts';

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testEngines())('the test WhatsApp on %s', (engine) => {
  let t: TestApp;
  let owner: HttpClient;
  let businessId: string;
  let f: Awaited<ReturnType<typeof openAllDayForOnlineBooking>>;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    // No WhatsApp keys: the built-in test WhatsApp; the worker is driven by the test.
    t = await startTestApp(engine, { WORKER: 'false', PUBLIC_BOOKINGS_PER_IP_PER_HOUR: '1000' });
    owner = t.client();
    await owner.signUp('whatsapp-test@example.com');
    businessId = (await owner.get('/api/me')).body.profile.businessId;
    f = await openAllDayForOnlineBooking(t, owner, businessId, 'America/Sao_Paulo');
    // Bookings wait for the customer's confirmation, which the test WhatsApp gives.
    await db()
      .updateTable('online_booking_settings')
      .set({ auto_confirm: false })
      .where('business_id', '=', businessId)
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const status = async (id: string) =>
    (await db().selectFrom('appointments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it("shows a consenting customer's confirmation with its buttons, and a tapped button confirms the visit", async () => {
    const customer = t.client();
    const booked = await customer.post(`/api/public/businesses/${businessId}/bookings`, {
      serviceId: f.serviceId,
      professionalId: f.professionalIds[0],
      startsAt: `${dayAhead(3)}T13:00:00.000Z`,
      client: { fullName: 'Ana Souza', phone: '(11) 98222-0001' },
      whatsappConsent: { words: 'booking-page', language: 'pt-BR' },
    });
    expect(booked.status).toBe(201);
    expect(await status(booked.body.id as string)).toBe('scheduled');
    await outboxWorker(t, 'test')();

    const page = t.client();
    const listed = await page.get('/api/whatsapp-teste/messages');
    expect(listed.status).toBe(200);
    const [conversation] = (listed.body as TestWhatsAppResponse).conversations;
    expect(conversation).toMatchObject({ phone: '+5511982220001', displayPhone: '(11) 98222-0001' });
    const [confirmation] = conversation!.messages;
    expect(confirmation).toMatchObject({ direction: 'out', status: 'delivered' });
    expect(confirmation!.body).toContain('Ana');
    expect(confirmation!.buttons.map((b) => b.label)).toEqual(['Confirmar', 'Cancelar', 'Remarcar']);
    const confirm = confirmation!.buttons[0]!.payload;
    expect(confirm).toMatch(/^confirm:/);

    // A payload this number was never sent changes nothing.
    const forged = await page.post('/api/whatsapp-teste/reply', {
      phone: '+5511982220001',
      buttonPayload: 'confirm:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(await status(booked.body.id as string)).toBe('scheduled');
    expect(forged.status).toBe(404);
    expect(forged.body.error.code).toBe('TEST_WHATSAPP_UNKNOWN_CONVERSATION');
    const elsewhere = await page.post('/api/whatsapp-teste/reply', { phone: '+5511900000000', buttonPayload: confirm });
    expect(elsewhere.status).toBe(404);
    expect(await status(booked.body.id as string)).toBe('scheduled');
    const malformed = await page.post('/api/whatsapp-teste/reply', { phone: '11 98222-0001', buttonPayload: confirm });
    expect(malformed.status).toBe(400);
    expect(await status(booked.body.id as string)).toBe('scheduled');

    const replied = await page.post('/api/whatsapp-teste/reply', { phone: '+5511982220001', buttonPayload: confirm });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({ received: true, applied: 1 });
    expect(await status(booked.body.id as string)).toBe('confirmed');

    // The answer the customer gets back is in the conversation once the outbox sends it.
    await outboxWorker(t, 'test')();
    const after = (await page.get('/api/whatsapp-teste/messages')).body as TestWhatsAppResponse;
    expect(after.conversations[0]!.messages.at(-1)).toMatchObject({ direction: 'out', buttons: [] });

    // A text from the customer joins the conversation as an incoming message.
    const texted = await page.post('/api/whatsapp-teste/reply', { phone: '+5511982220001', text: 'Obrigada!' });
    expect(texted.status).toBe(200);
    const withText = (await page.get('/api/whatsapp-teste/messages')).body as TestWhatsAppResponse;
    expect(withText.conversations[0]!.messages).toContainEqual(
      expect.objectContaining({ direction: 'in', body: 'Obrigada!', status: 'received' }),
    );
  });

  it('names every service of a visit in one confirmation, and its Cancelar cancels the whole visit', async () => {
    const booked = await t.client().post(`/api/public/businesses/${businessId}/bookings`, {
      serviceId: f.serviceId,
      professionalId: f.professionalIds[0],
      nextSteps: [{ serviceId: f.longServiceId, professionalId: f.professionalIds[1] }],
      startsAt: `${dayAhead(4)}T13:00:00.000Z`,
      client: { fullName: 'Bia Visita', phone: '(11) 98222-0002' },
      whatsappConsent: { words: 'booking-page', language: 'pt-BR' },
    });
    expect(booked.status).toBe(201);
    await outboxWorker(t, 'test')();
    const page = t.client();
    const listed = (await page.get('/api/whatsapp-teste/messages')).body as TestWhatsAppResponse;
    const conversation = listed.conversations.find((c) => c.phone === '+5511982220002')!;
    expect(conversation.messages).toHaveLength(1);
    const [confirmation] = conversation.messages;
    expect(confirmation!.body).toContain('Corte + Coloração com Profissional 1, Profissional 2');
    const cancel = confirmation!.buttons[1]!.payload;
    expect(cancel).toMatch(/^cancel:/);

    const replied = await page.post('/api/whatsapp-teste/reply', { phone: '+5511982220002', buttonPayload: cancel });
    expect(replied.body).toMatchObject({ received: true, applied: 1 });
    const steps = await db()
      .selectFrom('appointments')
      .select('status')
      .where('visit_id', '=', booked.body.id as string)
      .execute();
    expect(steps.map((s) => s.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('is not there with the WhatsApp keys, nor on a server without the local mailbox', async () => {
    const platform = PLATFORM_WHATSAPP_CONFIG;
    const unused = () => Promise.reject(new Error('not reached'));
    const deps = { repository: {} as never, webhook: { receive: unused } as never, now: () => new Date() };
    for (const testWhatsApp of [
      createTestWhatsApp({ ...deps, config: platform, localServer: true }),
      createTestWhatsApp({ ...deps, config: t.config.whatsapp, localServer: false }),
    ]) {
      await expect(testWhatsApp.conversations()).rejects.toMatchObject({ status: 404, code: 'TEST_WHATSAPP_DISABLED' });
      await expect(testWhatsApp.reply({ phone: '+5511982220001', text: 'oi' })).rejects.toBeInstanceOf(AppError);
    }
  });
});
