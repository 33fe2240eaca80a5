import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentWhatsAppMessage } from '../../../contracts/appointment-whatsapp.ts';
import { startTestApp, testEngines, type HttpClient, type TestApp } from '../../test/harness.ts';
import { openLiveStream } from '../../test/live-stream.ts';
import { notification, postWebhook, status } from '../../test/whatsapp-webhook-fixtures.ts';
import { openAllDayForOnlineBooking, outboxWorker, WHATSAPP_KEYS } from '../../test/whatsapp-fixtures.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../test/whatsapp-stand-in.ts';

const HOUR = 3_600_000;
/** The moment the webhook fixtures stamp on a status. */
const STAMPED = new Date(1_790_000_000 * 1000).toISOString();

describe.each(testEngines())("an appointment's WhatsApp messages on its panel, on %s", (engine) => {
  let t: TestApp;
  let standIn: WhatsAppStandIn;
  let owner: HttpClient;
  let businessId: string;
  let f: Awaited<ReturnType<typeof openAllDayForOnlineBooking>>;
  let hour = 10;
  const db = () => t.database.handle.db;

  /** A customer's booking on the booking page, with the WhatsApp box checked. */
  async function book(phone: string, email?: string) {
    const startsAt = new Date(Date.now() + 3 * 24 * HOUR);
    startsAt.setUTCHours(hour++, 0, 0, 0);
    const created = await t.client().post(`/api/public/businesses/${businessId}/bookings`, {
      serviceId: f.serviceId,
      professionalId: f.professionalIds[0],
      startsAt: startsAt.toISOString(),
      client: { fullName: 'Ana Souza', phone, ...(email ? { email } : {}) },
      whatsappConsent: { words: 'booking-page', language: 'pt-BR' },
    });
    expect(created.status).toBe(201);
    return { id: created.body.id as string, startsAt };
  }

  const panel = async (id: string): Promise<AppointmentWhatsAppMessage[]> => {
    const answer = await owner.get(`/api/appointments/${id}`);
    expect(answer.status).toBe(200);
    return answer.body.whatsappMessages;
  };
  const platformId = async (appointmentId: string) =>
    (
      await db()
        .selectFrom('whatsapp_messages')
        .select('platform_message_id')
        .where('appointment_id', '=', appointmentId)
        .where('template', '=', 'booking_confirmation')
        .executeTakeFirstOrThrow()
    ).platform_message_id!;

  beforeAll(async () => {
    standIn = await startWhatsAppStandIn();
    t = await startTestApp(engine, { ...WHATSAPP_KEYS, WHATSAPP_API_URL: standIn.url, WORKER: 'false' });
    owner = t.client();
    await owner.signUp('panel.whatsapp@example.com');
    businessId = (await owner.get('/api/me')).body.profile.businessId;
    f = await openAllDayForOnlineBooking(t, owner, businessId, 'America/Sao_Paulo');
    await db().insertInto('whatsapp_settings').values({ business_id: businessId, reminder_hours: 2 }).execute();
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('shows the confirmation queued, sent and read, and the reminder scheduled for its moment', async () => {
    const booked = await book('(11) 98222-0001');
    const queued = await panel(booked.id);
    expect(queued.map((m) => [m.template, m.status])).toEqual([
      ['booking_confirmation', 'queued'],
      ['booking_reminder', 'queued'],
    ]);
    expect(queued[1]!.at).toBe(new Date(booked.startsAt.getTime() - 2 * HOUR).toISOString());

    await outboxWorker(t)();
    const sent = await panel(booked.id);
    expect(sent[0]).toMatchObject({ template: 'booking_confirmation', status: 'accepted', error: null });
    expect(sent[1]).toMatchObject({ template: 'booking_reminder', status: 'queued' });

    const id = await platformId(booked.id);
    // An open schedule hears of each new status: its panel reads the appointment again.
    const live = await openLiveStream(owner);
    try {
      for (const [times, value] of ['delivered', 'read'].entries()) {
        expect((await postWebhook(t, notification({ statuses: [status(id, value)] }))).status).toBe(200);
        expect(await live.heard('event: appointments', 5_000, times + 1)).toBe(true);
      }
    } finally {
      await live.close();
    }
    expect((await panel(booked.id))[0]).toEqual({
      id: expect.any(String),
      template: 'booking_confirmation',
      status: 'read',
      at: STAMPED,
      reason: null,
      error: null,
      emailed: false,
    });
    // The schedule's list carries none of it.
    const day = booked.startsAt.toISOString().slice(0, 10);
    const list = await owner.get(`/api/appointments?from=${day}T00:00:00Z&to=${day}T23:59:59Z`);
    expect(list.body.items.find((a: { id: string }) => a.id === booked.id)).not.toHaveProperty('whatsappMessages');
  });

  it('shows a failure with its reason, and that the customer has it by e-mail', async () => {
    const booked = await book('(11) 98222-0002', 'ana.panel@example.com');
    await outboxWorker(t)();
    const failure = status(await platformId(booked.id), 'failed', [{ code: 131047, title: 'Re-engagement message' }]);
    expect((await postWebhook(t, notification({ statuses: [failure] }))).status).toBe(200);
    expect((await panel(booked.id))[0]).toMatchObject({
      template: 'booking_confirmation',
      status: 'failed',
      at: STAMPED,
      reason: 'platform',
      error: '131047 Re-engagement message',
      emailed: true,
    });
  });

  it('says why a reminder was given up: the client opted out, its moment passed, or reminders were switched off', async () => {
    const optedOut = await book('(11) 98222-0004');
    const late = await book('(11) 98222-0005');
    const switchedOff = await book('(11) 98222-0006');
    await outboxWorker(t)();
    const reminder = (appointmentId: string) =>
      db()
        .updateTable('outbox_messages')
        .where('appointment_id', '=', appointmentId)
        .where('kind', '=', 'booking_reminder')
        .where('channel', '=', 'whatsapp');
    // Due now, for a client who has since said PARAR; and one whose moment went by unsent.
    await reminder(optedOut.id)
      .set({ send_after: new Date(Date.now() - 1000) })
      .execute();
    await db()
      .updateTable('clients')
      .set({ whatsapp_opted_out_at: new Date() })
      .where('business_id', '=', businessId)
      .where('phone', '=', '+5511982220004')
      .execute();
    await reminder(late.id)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    // And one due now after the owner switched reminders off (and on again once it was given up).
    await reminder(switchedOff.id)
      .set({ send_after: new Date(Date.now() - 1000) })
      .execute();
    const current = (await owner.get('/api/whatsapp/settings')).body;
    const fields = ['sendConfirmation', 'sendReminder', 'sendChangeNotice', 'sendReviewRequest', 'reminderHours'];
    const settings = Object.fromEntries(fields.map((field) => [field, current[field]]));
    expect((await owner.request('PUT', '/api/whatsapp/settings', { ...settings, sendReminder: false })).status).toBe(
      200,
    );
    await outboxWorker(t)();
    expect((await owner.request('PUT', '/api/whatsapp/settings', settings)).status).toBe(200);
    expect((await panel(optedOut.id)).find((m) => m.template === 'booking_reminder')).toMatchObject({
      template: 'booking_reminder',
      status: 'failed',
      reason: 'not_allowed',
      error: null,
    });
    expect((await panel(late.id)).find((m) => m.template === 'booking_reminder')).toMatchObject({
      template: 'booking_reminder',
      status: 'failed',
      reason: 'expired',
      error: null,
    });
    expect((await panel(switchedOff.id)).find((m) => m.template === 'booking_reminder')).toMatchObject({
      template: 'booking_reminder',
      status: 'failed',
      reason: 'switched_off',
      error: null,
    });
  });

  it('is empty for an appointment without WhatsApp messages', async () => {
    const startsAt = new Date(Date.now() + 5 * 24 * HOUR);
    startsAt.setUTCHours(12, 0, 0, 0);
    const created = await t.client().post(`/api/public/businesses/${businessId}/bookings`, {
      serviceId: f.serviceId,
      professionalId: f.professionalIds[0],
      startsAt: startsAt.toISOString(),
      client: { fullName: 'Bia Lima', phone: '(11) 98222-0003' },
    });
    expect(created.status).toBe(201);
    expect(await panel(created.body.id)).toEqual([]);
  });
});
