import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduleFixture, openEveryDay } from '../../test/fixtures.ts';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Each e-mail is in its reader's language: the customer's in the one they booked in (recorded
 * with the booking), the business's in the one it was set up in — never guessed from the
 * currency, which its owner may change.
 */
describe.each(testEngines())('the language of booking e-mails, on %s', (engine) => {
  let t: TestApp;
  let businessId: string;
  let f: Awaited<ReturnType<typeof createScheduleFixture>>;

  beforeAll(async () => {
    t = await startTestApp(engine, { PUBLIC_BOOKINGS_PER_IP_PER_HOUR: '1000' });
    const owner = t.client();
    owner.language = 'en-US';
    await owner.signUp('english-owner@example.com');
    businessId = (await owner.get('/api/me')).body.profile.businessId;
    // The owner then charges in reais: the business still reads English.
    expect((await owner.request('PATCH', '/api/business/settings', { currency: 'BRL' })).status).toBe(200);
    f = await createScheduleFixture(t.database.handle.db, businessId, {
      timeZone: 'UTC',
      hours: { start: '06:00', end: '22:00' },
    });
    await openEveryDay(t.database.handle.db, businessId, '06:00', '22:00');
    expect(
      (await owner.request('PATCH', '/api/online-booking/settings', { enabled: true, minNoticeMinutes: 0 })).status,
    ).toBe(200);
  });
  afterAll(() => t?.close());

  const subjects = async (appointmentId: string) =>
    Object.fromEntries(
      (
        await t.database.handle.db
          .selectFrom('outbox_messages')
          .select(['kind', 'subject'])
          .where('appointment_id', '=', appointmentId)
          .execute()
      ).map((m) => [m.kind, m.subject]),
    );

  it('writes the customer in the language they booked in and the business in its own, through the whole life of a booking', async () => {
    const customer = t.client();
    customer.language = 'pt-BR';
    const booked = await customer.post(`/api/public/businesses/${businessId}/bookings`, {
      serviceId: f.serviceId,
      professionalId: f.professionalIds[0],
      startsAt: `${dayAhead(3)}T10:00:00.000Z`,
      client: { fullName: 'Maria Cliente', phone: '+55 11 91234-5678', email: 'maria@example.com' },
    });
    expect(booked.status).toBe(201);
    expect(await subjects(booked.body.id)).toMatchObject({
      booking_confirmation: expect.stringMatching(/^Agendamento confirmado/),
      booking_reminder: expect.stringMatching(/^Lembrete/),
      booking_alert: expect.stringMatching(/^New online booking/),
    });
    // Times as the app writes them: '10:00–10:30' in Portuguese, '10:00–10:30 AM' in English.
    const bodies = Object.fromEntries(
      (
        await t.database.handle.db
          .selectFrom('outbox_messages')
          .select(['kind', 'text_body'])
          .where('appointment_id', '=', booked.body.id)
          .execute()
      ).map((m) => [m.kind, m.text_body]),
    );
    expect(bodies.booking_confirmation).toMatch(/, 10:00–1\d:\d\d \(UTC\)/);
    expect(bodies.booking_alert).toMatch(/, 10:00–1\d:\d\d\u202fAM \(UTC\)/);

    // The customer's browser is in English now; the booking's language is still Portuguese.
    const later = t.client();
    later.language = 'en-US';
    expect((await later.post(`/api/public/bookings/${booked.body.manageToken}/cancel`, {})).status).toBe(200);
    expect((await subjects(booked.body.id)).booking_cancelled).toMatch(/^Agendamento cancelado/);
    const alerts = await t.database.handle.db
      .selectFrom('outbox_messages')
      .select('subject')
      .where('appointment_id', '=', booked.body.id)
      .where('kind', '=', 'booking_alert')
      .execute();
    expect(alerts.map((a) => a.subject).sort()).toEqual([
      'New online booking: Maria Cliente',
      'Online booking cancelled: Maria Cliente',
    ]);
  });
});
