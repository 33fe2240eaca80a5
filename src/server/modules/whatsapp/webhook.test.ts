import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOwner, insertAppointment, countRows } from '../../test/business-fixtures.ts';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';
import { button, FROM, notification, PHONE, postWebhook, status, text } from '../../test/whatsapp-webhook-fixtures.ts';
import { WEBHOOK_BODY_LIMIT } from './webhook.routes.ts';

const HOUR = 3_600_000;

describe.each(testEngines())('the WhatsApp webhook on %s', (engine) => {
  let t: TestApp;
  let businessId: string;
  let owner: Awaited<ReturnType<typeof signUpOwner>>;
  let fixture: Awaited<ReturnType<typeof createScheduleFixture>>;
  let slot = 0;

  beforeAll(async () => {
    t = await startTestApp(engine, { WORKER: 'false' });
    owner = await signUpOwner(t, 'whatsapp.owner@example.com');
    businessId = owner.businessId;
    fixture = await createScheduleFixture(t.database.handle.db, businessId);
    await t.database.handle.db
      .updateTable('clients')
      .set({ email: 'joao@example.com' })
      .where('id', '=', fixture.clientId)
      .execute();
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;

  const deliver = (body: unknown, signature?: string | null) => postWebhook(t, body, signature);

  /** An online booking `hoursAhead` from now, with its reply token. */
  async function booking(hoursAhead: number) {
    // Each booking in its own hour, so none overlaps another.
    const startsAt = new Date(Date.now() + hoursAhead * HOUR + slot++ * HOUR);
    startsAt.setUTCMinutes(0, 0, 0);
    const id = await insertAppointment(db(), {
      businessId,
      professionalId: fixture.professionalIds[0]!,
      serviceId: fixture.serviceId,
      clientId: fixture.clientId,
      startsAt: startsAt.toISOString(),
    });
    const manageToken = randomBytes(24).toString('base64url');
    await db()
      .updateTable('appointments')
      .set({ source: 'online', manage_token: manageToken })
      .where('id', '=', id)
      .execute();
    const token = randomBytes(18).toString('base64url');
    await db()
      .insertInto('whatsapp_reply_tokens')
      .values({ token, appointment_id: id, business_id: businessId })
      .execute();
    return { id, token, manageToken };
  }

  /** The test's client as the table holds it. */
  const client = () =>
    db()
      .selectFrom('clients')
      .select(['phone', 'whatsapp_unreachable_at', 'whatsapp_opted_out_at'])
      .where('id', '=', fixture.clientId)
      .executeTakeFirstOrThrow();
  const statusOf = async (id: string) =>
    (await db().selectFrom('appointments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const replies = () =>
    db()
      .selectFrom('outbox_messages')
      .select(['to_address', 'text_body', 'whatsapp'])
      .where('kind', '=', 'whatsapp_reply');

  it('answers the handshake only with the right verify token', async () => {
    const query = (token: string, mode = 'subscribe') =>
      new URLSearchParams({ 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': '1158201444' });
    const right = await fetch(`${t.baseUrl}/api/whatsapp/webhook?${query(t.config.whatsapp.verifyToken)}`);
    expect(right.status).toBe(200);
    expect(await right.text()).toBe('1158201444');
    for (const wrong of [query('not-the-token'), query(t.config.whatsapp.verifyToken, 'unsubscribe'), '']) {
      const response = await fetch(`${t.baseUrl}/api/whatsapp/webhook?${wrong}`);
      expect(response.status).toBe(403);
    }
  });

  it('refuses a forged or missing signature with 401, changing nothing', async () => {
    const { id, token } = await booking(72);
    const body = notification({ messages: [button('wamid.forged', `confirm:${token}`)] });
    const forged = 'sha256=' + createHmac('sha256', 'not-the-secret').update(JSON.stringify(body)).digest('hex');
    for (const signature of [forged, null, 'sha256=zz', '']) {
      const response = await deliver(body, signature);
      expect(response.status).toBe(401);
      expect(response.body.error?.code).toBe('BAD_SIGNATURE');
    }
    expect(await statusOf(id)).toBe('scheduled');
    expect(await countRows(db(), 'whatsapp_webhook_events')).toBe(0);
  });

  it('confirms on Confirmar, once however often the delivery comes', async () => {
    const { id, token } = await booking(72);
    const body = notification({ messages: [button('wamid.confirm-1', `confirm:${token}`)] });
    expect((await deliver(body)).body).toEqual({ received: true, applied: 1, duplicates: 0, ignored: 0 });
    expect(await statusOf(id)).toBe('confirmed');
    const sent = await replies().execute();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to_address).toBe(PHONE);
    expect(sent[0]!.whatsapp).toMatchObject({ type: 'text', clientId: fixture.clientId });
    // The tap joins the client's conversation (and opens WhatsApp's 24-hour window).
    const tap = () =>
      db()
        .selectFrom('whatsapp_messages')
        .select(['client_id', 'direction', 'body'])
        .where('platform_message_id', '=', 'wamid.confirm-1')
        .execute();
    expect(await tap()).toEqual([{ client_id: fixture.clientId, direction: 'in', body: 'Confirmar' }]);

    const events = await countRows(db(), 'whatsapp_webhook_events');
    expect((await deliver(body)).body).toEqual({ received: true, applied: 0, duplicates: 1, ignored: 0 });
    expect(await countRows(db(), 'whatsapp_webhook_events')).toBe(events);
    expect(await replies().execute()).toHaveLength(1);
    expect(await tap()).toHaveLength(1);
  });

  it('cancels on Cancelar outside the cancellation window, with the manage link’s e-mail', async () => {
    const { id, token } = await booking(72);
    await deliver(notification({ messages: [button('wamid.cancel-1', `cancel:${token}`)] }));
    expect(await statusOf(id)).toBe('cancelled');
    const mails = await db()
      .selectFrom('outbox_messages')
      .select('kind')
      .where('appointment_id', '=', id)
      .where('channel', '=', 'email')
      .execute();
    expect(mails.map((m) => m.kind)).toContain('booking_cancelled');
  });

  it('refuses Cancelar inside the cancellation window and says why', async () => {
    const { id, token } = await booking(3);
    expect((await deliver(notification({ messages: [button('wamid.cancel-2', `cancel:${token}`)] }))).status).toBe(200);
    expect(await statusOf(id)).toBe('scheduled');
    const answer = await replies().where('appointment_id', '=', id).executeTakeFirstOrThrow();
    expect(answer.text_body).toContain('24 h');
  });

  it('answers Remarcar with the manage link', async () => {
    const { id, token, manageToken } = await booking(96);
    await deliver(notification({ messages: [button('wamid.reschedule-1', `reschedule:${token}`)] }));
    expect(await statusOf(id)).toBe('scheduled');
    const answer = await replies().where('appointment_id', '=', id).executeTakeFirstOrThrow();
    expect(answer.text_body).toContain(`/reserva/${manageToken}`);
  });

  it('changes nothing for an unknown token or number', async () => {
    const before = await countRows(db(), 'outbox_messages');
    const events = await countRows(db(), 'whatsapp_webhook_events');
    const response = await deliver(
      notification({
        messages: [
          button('wamid.unknown-1', 'confirm:AAAAAAAAAAAAAAAAAAAAAAAA'),
          { ...text('wamid.unknown-2', 'Olá'), from: '5521900000000' },
          { ...text('wamid.unknown-3', 'Stop'), from: '5521900000000' },
        ],
      }),
    );
    expect(response.body).toEqual({ received: true, applied: 0, duplicates: 0, ignored: 3 });
    expect(await countRows(db(), 'outbox_messages')).toBe(before);
    expect(await countRows(db(), 'whatsapp_webhook_events')).toBe(events);
  });

  it('keeps a customer’s text in their conversation with the business that last messaged them', async () => {
    await db()
      .insertInto('whatsapp_messages')
      .values({
        business_id: businessId,
        client_id: fixture.clientId,
        direction: 'out',
        platform_message_id: 'wamid.out-1',
        phone: PHONE,
        template: 'booking_confirmation',
        body: 'Seu horário está marcado',
        status: 'accepted',
      })
      .execute();
    await deliver(notification({ messages: [text('wamid.in-1', '  Posso levar meu filho?  ')] }));
    const incoming = await db()
      .selectFrom('whatsapp_messages')
      .selectAll()
      .where('platform_message_id', '=', 'wamid.in-1')
      .executeTakeFirstOrThrow();
    expect(incoming).toMatchObject({
      direction: 'in',
      business_id: businessId,
      client_id: fixture.clientId,
      phone: PHONE,
      body: 'Posso levar meu filho?',
      status: 'received',
    });
  });

  it('moves delivery statuses forward only; a failure stands, marks a number not on WhatsApp and goes by e-mail', async () => {
    const read = async () =>
      (
        await db()
          .selectFrom('whatsapp_messages')
          .select('status')
          .where('platform_message_id', '=', 'wamid.out-1')
          .executeTakeFirstOrThrow()
      ).status;
    await deliver(notification({ statuses: [status('wamid.out-1', 'delivered')] }));
    expect(await read()).toBe('delivered');
    await deliver(notification({ statuses: [status('wamid.out-1', 'sent')] }));
    expect(await read()).toBe('delivered');
    await deliver(notification({ statuses: [status('wamid.out-1', 'read')] }));
    expect(await read()).toBe('read');
    const { id } = await booking(120);
    await db()
      .updateTable('whatsapp_messages')
      .set({ appointment_id: id })
      .where('platform_message_id', '=', 'wamid.out-1')
      .execute();
    await deliver(
      notification({ statuses: [status('wamid.out-1', 'failed', [{ code: 131026, title: 'Undeliverable' }])] }),
    );
    expect(await read()).toBe('failed');
    await deliver(notification({ statuses: [status('wamid.out-1', 'read'), status('wamid.out-1', 'delivered')] }));
    expect(await read()).toBe('failed');
    const unreachable = async () => (await client()).whatsapp_unreachable_at;
    expect(await unreachable()).not.toBeNull();
    // The same number written again is still refused; a new one is tried.
    const { phone } = await client();
    const setPhone = (value: string | null) =>
      owner.client.request('PATCH', `/api/clients/${fixture.clientId}`, { phone: value });
    expect((await setPhone(phone)).status).toBe(200);
    expect(await unreachable()).not.toBeNull();
    expect((await setPhone('+55 11 91234-5678')).status).toBe(200);
    expect(await unreachable()).toBeNull();
    expect((await setPhone(phone)).status).toBe(200);
    // The booking's confirmation goes by e-mail instead.
    const fallback = await db()
      .selectFrom('outbox_messages')
      .select(['kind', 'to_address'])
      .where('appointment_id', '=', id)
      .where('channel', '=', 'email')
      .execute();
    expect(fallback).toEqual([{ kind: 'booking_confirmation', to_address: 'joao@example.com' }]);
  });

  it('opts the number out on PARAR or STOP, acknowledging once', async () => {
    const optedOut = async () => (await client()).whatsapp_opted_out_at;
    expect(await optedOut()).toBeNull();
    const before = (await replies().execute()).length;
    await deliver(notification({ messages: [text('wamid.stop-1', ' parar ')] }));
    expect(await optedOut()).not.toBeNull();
    const events = await countRows(db(), 'whatsapp_webhook_events');
    const again = await deliver(notification({ messages: [text('wamid.stop-2', 'STOP')] }));
    expect(again.body).toMatchObject({ applied: 0, ignored: 1 });
    expect(await countRows(db(), 'whatsapp_webhook_events')).toBe(events);
    const after = await replies().execute();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.text_body).toContain('WhatsApp');
  });

  it('answers malformed, unknown and oversized bodies with 4xx, changing nothing', async () => {
    const events = await countRows(db(), 'whatsapp_webhook_events');
    const cases: Array<[unknown, number, string]> = [
      ['{"object": "whatsapp_business_account", ', 400, 'INVALID_BODY'],
      [{ object: 'page', entry: [] }, 400, 'VALIDATION_ERROR'],
      [
        { object: 'whatsapp_business_account', entry: [{ changes: [{ value: { messages: [{ id: 1 }] } }] }] },
        400,
        'VALIDATION_ERROR',
      ],
      ['[]', 400, 'VALIDATION_ERROR'],
      ['['.repeat(100) + ']'.repeat(100), 400, 'BODY_TOO_DEEP'],
      [
        JSON.stringify({ object: 'whatsapp_business_account', entry: [], pad: 'x'.repeat(WEBHOOK_BODY_LIMIT) }),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
    ];
    for (const [body, expected, code] of cases) {
      const response = await deliver(body);
      expect([response.status, response.body.error?.code]).toEqual([expected, code]);
    }
    const unsigned = await deliver('garbage', null);
    expect(unsigned.status).toBe(401);
    const unknownType = await deliver(notification({ messages: [{ id: 'wamid.image', from: FROM, type: 'image' }] }));
    expect(unknownType.body).toEqual({ received: true, applied: 0, duplicates: 0, ignored: 1 });
    expect(await countRows(db(), 'whatsapp_webhook_events')).toBe(events);
  });
});
