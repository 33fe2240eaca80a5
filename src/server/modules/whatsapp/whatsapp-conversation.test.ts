import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../test/whatsapp-stand-in.ts';
import { insertWhatsAppClient, outboxWorker, WHATSAPP_KEYS } from '../../test/whatsapp-fixtures.ts';
import { FROM, notification, PHONE, postWebhook, status } from '../../test/whatsapp-webhook-fixtures.ts';

const HOUR = 3_600_000;

/** A client's conversation on their page, and the front desk's texts inside WhatsApp's 24-hour window. */
describe.each(testEngines())('a client’s WhatsApp conversation on %s', (engine) => {
  let t: TestApp;
  let standIn: WhatsAppStandIn;
  let owner: Owner;
  let clientId: string;
  const db = () => t.database.handle.db;

  /** A message of the business's, sent `hoursAgo`: what lets the platform's replies from `phone` find the client. */
  const sentBefore = (client: string, phone: string, hoursAgo: number) =>
    db()
      .insertInto('whatsapp_messages')
      .values({
        business_id: owner.businessId,
        client_id: client,
        direction: 'out',
        platform_message_id: `wamid.earlier.${randomUUID()}`,
        phone,
        template: 'booking_confirmation',
        category: 'utility',
        body: 'Seu horário está marcado.',
        status: 'read',
        created_at: new Date(Date.now() - hoursAgo * HOUR),
      })
      .execute();
  /** The customer writes `body` from PHONE, `hoursAgo` (the platform's timestamp). */
  const customerWrites = (body: string, hoursAgo = 0) =>
    postWebhook(
      t,
      notification({
        messages: [
          {
            id: `wamid.in.${randomUUID()}`,
            from: FROM,
            timestamp: String(Math.floor((Date.now() - hoursAgo * HOUR) / 1000)),
            type: 'text',
            text: { body },
          },
        ],
      }),
    );
  const conversation = async (id = clientId) => {
    const response = await owner.client.get(`/api/clients/${id}/whatsapp`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const send = (text: string, idempotencyKey: string = randomUUID(), id = clientId) =>
    owner.client.post(`/api/clients/${id}/whatsapp`, { text, idempotencyKey });
  const queuedTexts = () =>
    db()
      .selectFrom('outbox_messages')
      .select(['id', 'to_address', 'status', 'whatsapp'])
      .where('kind', '=', 'whatsapp_text')
      .where('business_id', '=', owner.businessId)
      .where('to_address', '=', PHONE)
      .execute();

  beforeAll(async () => {
    standIn = await startWhatsAppStandIn();
    t = await startTestApp(engine, { ...WHATSAPP_KEYS, WHATSAPP_API_URL: standIn.url, WORKER: 'false' });
    owner = await signUpOwner(t, `conversation-${engine}@example.com`);
    clientId = await insertWhatsAppClient(db(), owner.businessId, PHONE, {});
    await sentBefore(clientId, PHONE, 48);
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('refuses a text before the customer wrote: the window is closed, and nothing is queued', async () => {
    const before = await conversation();
    expect(before).toMatchObject({
      hasOlder: false,
      window: { open: false, closesAt: null },
      takesWhatsApp: true,
      reason: null,
      canSend: false,
    });
    expect(before.messages).toEqual([
      expect.objectContaining({ direction: 'out', template: 'booking_confirmation', status: 'read', error: null }),
    ]);
    const refused = await send('Olá!');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('WHATSAPP_WINDOW_CLOSED');
    expect(refused.body.error.message).toContain('24 h');
    expect(await queuedTexts()).toEqual([]);
  });

  it('shows the customer’s text, opens the window for 24 hours, and sends the answer once per key', async () => {
    const written = Date.now();
    expect((await customerWrites('Oi, posso chegar <b>15 min</b> depois?')).body).toMatchObject({ applied: 1 });
    const open = await conversation();
    expect(open).toMatchObject({ window: { open: true }, canSend: true });
    const closesAt = new Date(open.window.closesAt).getTime();
    expect(Math.abs(closesAt - (written + 24 * HOUR))).toBeLessThan(5000);
    expect(open.messages.at(-1)).toMatchObject({
      direction: 'in',
      body: 'Oi, posso chegar <b>15 min</b> depois?',
      status: 'received',
      template: null,
    });

    const key = randomUUID();
    const queued = await send('  Pode sim, até amanhã!  ', key);
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ direction: 'out', body: 'Pode sim, até amanhã!', status: 'queued' });
    const again = await send('Pode sim, até amanhã!', key);
    expect(again.status).toBe(202);
    expect(again.body.id).toBe(queued.body.id);
    const texts = await queuedTexts();
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to_address: PHONE, status: 'pending', whatsapp: { type: 'text', clientId } });
    expect((await conversation()).messages.at(-1)).toMatchObject({ id: queued.body.id, status: 'queued' });

    await outboxWorker(t)();
    const sent = standIn.messages().filter((m) => m.to === FROM && m.type === 'text');
    expect(sent).toEqual([
      expect.objectContaining({ text: expect.objectContaining({ body: 'Pode sim, até amanhã!' }) }),
    ]);
    const delivered = await conversation();
    expect(delivered.messages.at(-1)).toMatchObject({
      direction: 'out',
      body: 'Pode sim, até amanhã!',
      status: 'accepted',
    });
    expect(delivered.messages.filter((m: { body: string }) => m.body === 'Pode sim, até amanhã!')).toHaveLength(1);

    const row = await db()
      .selectFrom('whatsapp_messages')
      .select('platform_message_id')
      .where('body', '=', 'Pode sim, até amanhã!')
      .executeTakeFirstOrThrow();
    await postWebhook(t, notification({ statuses: [status(row.platform_message_id!, 'read')] }));
    expect((await conversation()).messages.at(-1)).toMatchObject({ status: 'read' });
    // A repeated request after it went answers the message as it stands, and queues nothing.
    const late = await send('Pode sim, até amanhã!', key);
    expect(late.status).toBe(202);
    expect(late.body).toMatchObject({ status: 'read' });
    expect(await queuedTexts()).toHaveLength(1);
  });

  it('refuses a text once 24 hours have passed since the customer’s last message', async () => {
    const later = await insertWhatsAppClient(db(), owner.businessId, '+5511987650002', {});
    await sentBefore(later, '+5511987650002', 72);
    await db()
      .insertInto('whatsapp_messages')
      .values({
        business_id: owner.businessId,
        client_id: later,
        direction: 'in',
        phone: '+5511987650002',
        body: 'Obrigada!',
        status: 'received',
        created_at: new Date(Date.now() - 25 * HOUR),
      })
      .execute();
    const closed = await conversation(later);
    expect(closed).toMatchObject({ window: { open: false }, canSend: false, takesWhatsApp: true });
    expect(new Date(closed.window.closesAt).getTime()).toBeLessThan(Date.now());
    const before = (await queuedTexts()).length;
    const refused = await send('Volte sempre!', randomUUID(), later);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('WHATSAPP_WINDOW_CLOSED');
    expect(await queuedTexts()).toHaveLength(before);
  });

  it('refuses a client who does not take WhatsApp, saying why, even inside the window', async () => {
    const cases = [
      { phone: '+5511987650003', consent: null, reason: 'no_consent' },
      {
        phone: '+5511987650004',
        consent: { at: new Date(Date.now() - 48 * HOUR), optedOutAt: new Date() },
        reason: 'opted_out',
      },
    ] as const;
    for (const c of cases) {
      const id = await insertWhatsAppClient(db(), owner.businessId, c.phone, c.consent);
      await db()
        .insertInto('whatsapp_messages')
        .values({
          business_id: owner.businessId,
          client_id: id,
          direction: 'in',
          phone: c.phone,
          body: 'Oi',
          status: 'received',
        })
        .execute();
      expect(await conversation(id)).toMatchObject({
        window: { open: true },
        takesWhatsApp: false,
        reason: c.reason,
        canSend: false,
      });
      const refused = await send('Oi!', randomUUID(), id);
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('WHATSAPP_NOT_ALLOWED');
    }
    const noPhone = await owner.client.post('/api/clients', { fullName: 'Sem Telefone' });
    expect(await conversation(noPhone.body.id)).toMatchObject({
      messages: [],
      takesWhatsApp: false,
      reason: 'no_phone',
    });
    expect((await send('Oi!', randomUUID(), noPhone.body.id)).status).toBe(422);
  });

  it('gives up a text whose client said PARAR before it went, and says why', async () => {
    const phone = '+5511987650005';
    const id = await insertWhatsAppClient(db(), owner.businessId, phone, {});
    await db()
      .insertInto('whatsapp_messages')
      .values({ business_id: owner.businessId, client_id: id, direction: 'in', phone, body: 'Oi', status: 'received' })
      .execute();
    expect((await send('Até já!', randomUUID(), id)).status).toBe(202);
    await db().updateTable('clients').set({ whatsapp_opted_out_at: new Date() }).where('id', '=', id).execute();
    await outboxWorker(t)();
    expect(standIn.messages().filter((m) => m.to === phone.slice(1))).toEqual([]);
    expect((await conversation(id)).messages.at(-1)).toMatchObject({
      body: 'Até já!',
      status: 'failed',
      reason: 'not_allowed',
      error: null,
    });
  });

  it('answers the latest messages with a limit and says older ones exist', async () => {
    const latest = await conversation();
    const two = await owner.client.get(`/api/clients/${clientId}/whatsapp?limit=2`);
    expect(two.body.hasOlder).toBe(true);
    expect(two.body.messages).toEqual(latest.messages.slice(-2));
    expect((await owner.client.get(`/api/clients/${clientId}/whatsapp?limit=0`)).status).toBe(400);
    expect((await owner.client.get(`/api/clients/${randomUUID()}/whatsapp`)).status).toBe(404);
  });

  it('erases the conversation and the queued texts with the client’s data', async () => {
    const key = randomUUID();
    await customerWrites('Última mensagem');
    expect((await send('Texto que ficaria na fila', key)).status).toBe(202);
    expect((await owner.client.post(`/api/clients/${clientId}/erase`, { confirm: true })).status).toBe(200);
    expect(await queuedTexts()).toEqual([]);
    expect(await conversation()).toMatchObject({
      messages: [],
      takesWhatsApp: false,
      reason: 'no_phone',
      canSend: false,
    });
  });
});
