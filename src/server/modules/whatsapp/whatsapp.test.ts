import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsAppMoment } from '../../../core/whatsapp-templates.ts';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { startTestApp, testEngines, type HttpClient, type TestApp } from '../../test/harness.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../test/whatsapp-stand-in.ts';
import {
  insertWhatsAppClient,
  openAllDayForOnlineBooking,
  outboxWorker,
  WHATSAPP_KEYS,
} from '../../test/whatsapp-fixtures.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testEngines())('WhatsApp appointment messages on %s', (engine) => {
  let t: TestApp;
  let standIn: WhatsAppStandIn;
  let owner: HttpClient;
  let businessId: string;
  let f: Awaited<ReturnType<typeof createScheduleFixture>>;
  const db = () => t.database.handle.db;
  let hour = 8;

  const worker = (mode?: 'test') => outboxWorker(t, mode);
  const client = (phone: string, consent: { at?: Date; optedOutAt?: Date } | null) =>
    insertWhatsAppClient(db(), businessId, phone, consent);

  async function book(phone: string, language: 'pt-BR' | 'en-US' = 'pt-BR') {
    const startsAt = `${dayAhead(3)}T${String(hour++).padStart(2, '0')}:00:00.000Z`;
    const customer = t.client();
    customer.language = language;
    const created = await customer.post(`/api/public/businesses/${businessId}/bookings`, {
      serviceId: f.serviceId,
      professionalId: f.professionalIds[0],
      startsAt,
      client: { fullName: 'Ana Souza', phone },
    });
    expect(created.status).toBe(201);
    return { id: created.body.id as string, startsAt: new Date(startsAt) };
  }

  const outboxOf = (appointmentId: string) =>
    db()
      .selectFrom('outbox_messages')
      .select(['id', 'kind', 'status', 'to_address', 'send_after', 'attempts', 'whatsapp'])
      .where('appointment_id', '=', appointmentId)
      .where('channel', '=', 'whatsapp')
      .orderBy('kind')
      .execute();
  const sentTo = (digits: string) => standIn.messages().filter((m) => m.to === digits);

  beforeAll(async () => {
    standIn = await startWhatsAppStandIn();
    t = await startTestApp(engine, {
      ...WHATSAPP_KEYS,
      WHATSAPP_API_URL: standIn.url,
      WORKER: 'false',
      PUBLIC_BOOKINGS_PER_IP_PER_HOUR: '1000',
    });
    owner = t.client();
    await owner.signUp('whatsapp@example.com');
    businessId = (await owner.get('/api/me')).body.profile.businessId;
    f = await openAllDayForOnlineBooking(t, owner, businessId, 'America/Sao_Paulo');
    await db().updateTable('businesses').set({ name: 'Salão Sol' }).where('id', '=', businessId).execute();
    await db().insertInto('whatsapp_settings').values({ business_id: businessId, reminder_hours: 2 }).execute();
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('sends a consenting client one confirmation template, in their language, on the business clock', async () => {
    const clientId = await client('(11) 98111-0001', {});
    const booked = await book('11 98111-0001', 'en-US');
    const [first, second] = [worker(), worker()];
    await Promise.all([first(), second()]);

    const sent = sentTo('5511981110001');
    expect(sent).toHaveLength(1);
    const request = standIn.requests.find((r) => r.body === sent[0])!;
    expect(request.path).toBe('/v23.0/1099/messages');
    expect(request.headers.authorization).toBe('Bearer test-access-token');
    const token = await db()
      .selectFrom('whatsapp_reply_tokens')
      .select('token')
      .where('appointment_id', '=', booked.id)
      .executeTakeFirstOrThrow();
    expect(token.token.length).toBeGreaterThanOrEqual(43);
    const moment = whatsAppMoment(booked.startsAt, 'America/Sao_Paulo', 'en_US');
    expect(sent[0]).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511981110001',
      type: 'template',
      template: {
        name: 'booking_confirmation',
        language: { code: 'en_US' },
        components: [
          {
            type: 'body',
            parameters: ['Ana', 'Salão Sol', 'Corte', 'Profissional 1', moment].map((text) => ({ type: 'text', text })),
          },
          ...['confirm', 'cancel', 'reschedule'].map((action, index) => ({
            type: 'button',
            sub_type: 'quick_reply',
            index: String(index),
            parameters: [{ type: 'payload', payload: `${action}:${token.token}` }],
          })),
        ],
      },
    });
    const conversation = await db()
      .selectFrom('whatsapp_messages')
      .selectAll()
      .where('appointment_id', '=', booked.id)
      .execute();
    expect(conversation).toHaveLength(1);
    expect(conversation[0]).toMatchObject({
      client_id: clientId,
      direction: 'out',
      template: 'booking_confirmation',
      category: 'utility',
      status: 'accepted',
      phone: '+5511981110001',
      platform_message_id: expect.stringMatching(/^wamid\./),
    });
    expect(conversation[0]!.body).toContain(
      `Your appointment at Salão Sol is booked: Corte with Profissional 1, ${moment}.`,
    );
    // The local mailbox lists e-mails only.
    const mailbox = await createOutboxRepository(db(), { sends: false }).listRecent(100);
    expect(mailbox.items.some((m) => m.to.startsWith('+55'))).toBe(false);
  });

  it('sends the reminder once at the lead time, with two workers', async () => {
    await client('(11) 98111-0002', {});
    const booked = await book('(11) 98111-0002');
    const [first, second] = [worker(), worker()];
    await Promise.all([first(), second()]);
    const reminder = (await outboxOf(booked.id)).find((m) => m.kind === 'booking_reminder')!;
    // The business's lead time: 2 hours before, on the database's clock.
    expect(reminder.send_after.getTime()).toBe(booked.startsAt.getTime() - 2 * 3_600_000);
    expect(reminder.status).toBe('pending');
    expect(sentTo('5511981110002').map((m) => (m.template as { name: string }).name)).toEqual(['booking_confirmation']);

    // Its moment comes.
    await db()
      .updateTable('outbox_messages')
      .set({ send_after: new Date(Date.now() - 1000) })
      .where('id', '=', reminder.id)
      .execute();
    await Promise.all([first(), second(), first(), second()]);
    expect(sentTo('5511981110002').map((m) => (m.template as { name: string }).name)).toEqual([
      'booking_confirmation',
      'booking_reminder',
    ]);
  });

  it('sends nothing without consent, or after the client opted out', async () => {
    await client('(11) 98111-0003', null);
    await client('(11) 98111-0004', { at: new Date(Date.now() - 60_000), optedOutAt: new Date() });
    const without = await book('(11) 98111-0003');
    const optedOut = await book('(11) 98111-0004');
    expect(await outboxOf(without.id)).toEqual([]);
    expect(await outboxOf(optedOut.id)).toEqual([]);
    await worker()();
    expect(sentTo('5511981110003')).toEqual([]);
    expect(sentTo('5511981110004')).toEqual([]);
  });

  it('marks a client whose number is not on WhatsApp, and gives the message up', async () => {
    const clientId = await client('(11) 98111-0005', {});
    standIn.rejectNumber('5511981110005');
    const booked = await book('(11) 98111-0005');
    await worker()();
    const confirmation = (await outboxOf(booked.id)).find((m) => m.kind === 'booking_confirmation')!;
    expect(confirmation).toMatchObject({ status: 'failed', attempts: 1 });
    const row = await db()
      .selectFrom('clients')
      .select('whatsapp_unreachable_at')
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(row.whatsapp_unreachable_at).toBeInstanceOf(Date);
    // The next change of the appointment queues nothing more for that number.
    expect((await owner.post(`/api/appointments/${booked.id}/cancel`, {})).status).toBe(200);
    expect((await outboxOf(booked.id)).map((m) => m.kind)).toEqual(['booking_confirmation']);
  });

  it('tries again after a transient failure', async () => {
    await client('(11) 98111-0006', {});
    standIn.failNext(1);
    const booked = await book('(11) 98111-0006');
    await worker()();
    const waiting = (await outboxOf(booked.id)).find((m) => m.kind === 'booking_confirmation')!;
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    await db()
      .updateTable('outbox_messages')
      .set({ send_after: new Date(0) })
      .where('id', '=', waiting.id)
      .execute();
    await worker()();
    expect((await outboxOf(booked.id)).find((m) => m.id === waiting.id)!.status).toBe('sent');
  });

  it('tells the client when the business moves or cancels', async () => {
    await client('(11) 98111-0007', {});
    const booked = await book('(11) 98111-0007');
    const startsAt = `${dayAhead(4)}T15:00:00.000Z`;
    expect((await owner.request('PATCH', `/api/appointments/${booked.id}/schedule`, { startsAt })).status).toBe(200);
    expect((await owner.post(`/api/appointments/${booked.id}/cancel`, {})).status).toBe(200);
    // The reminder went with the cancellation.
    expect((await outboxOf(booked.id)).map((m) => m.kind)).toEqual([
      'booking_cancelled',
      'booking_changed',
      'booking_confirmation',
    ]);
    await worker()();
    const changed = sentTo('5511981110007').find((m) => (m.template as { name: string }).name === 'booking_changed');
    const moment = whatsAppMoment(new Date(startsAt), 'America/Sao_Paulo', 'pt_BR');
    expect(JSON.stringify(changed)).toContain(moment);
  });

  it('confirms a front-desk booking in the business language, and asks for a review after the visit', async () => {
    const clientId = await client('(11) 98111-0009', {});
    const startsAt = `${dayAhead(5)}T13:00:00.000Z`;
    const created = await owner.post('/api/appointments', {
      clientId,
      serviceId: f.serviceId,
      professionalId: f.professionalIds[1],
      startsAt,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await outboxOf(id)).map((m) => [m.kind, m.whatsapp?.language])).toEqual([
      ['booking_confirmation', 'pt_BR'],
      ['booking_reminder', 'pt_BR'],
    ]);
    expect((await owner.request('PATCH', `/api/appointments/${id}/status`, { status: 'completed' })).status).toBe(200);
    const ask = (await outboxOf(id)).find((m) => m.kind === 'review_request')!;
    const link = await db()
      .selectFrom('review_requests')
      .select(['token', 'emailed_at'])
      .where('appointment_id', '=', id)
      .executeTakeFirstOrThrow();
    const { bodyParameters } = ask.whatsapp as { bodyParameters: string[] };
    expect(bodyParameters[3]).toBe(`${t.baseUrl}/avaliar/${link.token}`);
    // The business's delay (2 hours by default); asked, for the 90-day rule.
    expect(ask.send_after.getTime()).toBeGreaterThan(Date.now() + 3_600_000);
    expect(link.emailed_at).toBeInstanceOf(Date);
  });

  it("forgets the client's conversation when the client is erased", async () => {
    const clientId = await client('(11) 98111-0010', {});
    await db()
      .insertInto('whatsapp_messages')
      .values({
        business_id: businessId,
        client_id: clientId,
        direction: 'in',
        phone: '+5511981110010',
        body: 'Oi',
        status: 'received',
      })
      .execute();
    expect((await owner.post(`/api/clients/${clientId}/erase`, { confirm: true })).status).toBe(200);
    expect(await db().selectFrom('whatsapp_messages').select('id').where('client_id', '=', clientId).execute()).toEqual(
      [],
    );
  });

  it('keeps the message in the built-in test WhatsApp without the keys, as delivered', async () => {
    await client('(11) 98111-0008', {});
    const booked = await book('(11) 98111-0008');
    await worker('test')();
    expect(sentTo('5511981110008')).toEqual([]);
    const [message] = await db()
      .selectFrom('whatsapp_messages')
      .selectAll()
      .where('appointment_id', '=', booked.id)
      .execute();
    const confirmation = (await outboxOf(booked.id)).find((m) => m.kind === 'booking_confirmation')!;
    expect(confirmation.status).toBe('sent');
    expect(message).toMatchObject({
      direction: 'out',
      status: 'delivered',
      template: 'booking_confirmation',
      platform_message_id: `test.${confirmation.id}`,
    });
    expect(message!.body).toMatch(/^Olá, Ana! Seu horário em Salão Sol está marcado/);
  });
});
