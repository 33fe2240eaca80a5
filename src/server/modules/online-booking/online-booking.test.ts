// Over 300 lines: one suite on one app server per engine; split in two, it would start a second one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduleFixture, openEveryDay } from '../../test/fixtures.ts';
import { defaultEngine, startTestApp, testEngines, type HttpClient, type TestApp } from '../../test/harness.ts';

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testEngines())('online booking on %s', (engine) => {
  let t: TestApp;
  let owner: HttpClient;
  let businessId: string;
  let f: Awaited<ReturnType<typeof createScheduleFixture>>;
  const day = dayAhead(3);
  const publicClient = () => t.client();
  const bookings = () => `/api/public/businesses/${businessId}/bookings`;
  const booking = (
    startsAt: string,
    client: Record<string, unknown> = {
      fullName: 'Maria Cliente',
      phone: '+55 11 91234-5678',
      email: 'maria@example.com',
    },
    professional = 0,
  ) => ({
    serviceId: f.serviceId,
    professionalId: f.professionalIds[professional],
    startsAt,
    client,
  });
  const outbox = () =>
    t.database.handle.db
      .selectFrom('outbox_messages')
      .select(['kind', 'to_address', 'status', 'appointment_id', 'send_after', 'subject'])
      .execute();

  beforeAll(async () => {
    t = await startTestApp(engine, { PUBLIC_BOOKINGS_PER_IP_PER_HOUR: '1000' });
    owner = t.client();
    await owner.signUp('online@example.com');
    businessId = (await owner.get('/api/me')).body.profile.businessId;
    f = await createScheduleFixture(t.database.handle.db, businessId, {
      timeZone: 'UTC',
      breakAt: { start: '12:00', end: '13:00' },
    });
    await openEveryDay(t.database.handle.db, businessId);
  });
  afterAll(() => t.close());

  it('is off until the owner turns it on, and a business nobody knows is a 404', async () => {
    const off = await publicClient().get(`/api/public/businesses/${businessId}`);
    expect(off.status).toBe(403);
    expect(off.body.error.code).toBe('BOOKING_DISABLED');
    expect((await publicClient().get('/api/public/businesses/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await publicClient().get('/api/public/businesses/garbage')).status).toBe(400);

    const settings = await owner.request('PATCH', '/api/online-booking/settings', {
      enabled: true,
      welcomeMessage: 'Bem-vindo!',
      minNoticeMinutes: 60,
      windowDays: 14,
    });
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({
      businessId,
      enabled: true,
      welcomeMessage: 'Bem-vindo!',
      minNoticeMinutes: 60,
      windowDays: 14,
      requirePhone: true,
      autoConfirm: true,
    });
    expect(settings.body.publicUrl).toBe(`${t.baseUrl}/agendar/${businessId}`);
    const partial = await owner.request('PATCH', '/api/online-booking/settings', { requireEmail: true });
    expect(partial.body).toMatchObject({ requireEmail: true, welcomeMessage: 'Bem-vindo!' });
    await owner.request('PATCH', '/api/online-booking/settings', { requireEmail: false });
  });

  it('shows the business, its services and professionals, and free times that skip the break', async () => {
    const business = await publicClient().get(`/api/public/businesses/${businessId}`);
    expect(business.body).toMatchObject({ id: businessId, welcomeMessage: 'Bem-vindo!', timeZone: 'UTC' });
    expect(business.body.services.map((s: { name: string }) => s.name).sort()).toEqual(['Coloração', 'Corte']);
    expect(business.body.professionals).toHaveLength(2);
    const slots = await publicClient().get(
      `/api/public/businesses/${businessId}/slots?serviceId=${f.serviceId}&professionalId=${f.professionalIds[0]}&from=${day}&to=${day}`,
    );
    expect(slots.status).toBe(200);
    const times = slots.body.slots.map((s: { startsAt: string }) => s.startsAt.slice(11, 16));
    expect(times[0]).toBe('08:00');
    expect(times).toContain('11:30');
    expect(times).not.toContain('12:00');
    expect(times).not.toContain('12:30');
    expect(times.at(-1)).toBe('19:30');
    const any = await publicClient().get(
      `/api/public/businesses/${businessId}/slots?serviceId=${f.serviceId}&from=${day}&to=${day}`,
    );
    expect(any.body.slots.length).toBe(slots.body.slots.length);
  });

  it('books a free time, confirms it, writes the e-mails, and takes the time off the list', async () => {
    const created = await publicClient().post(bookings(), booking(`${day}T10:00:00Z`));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'confirmed',
      startsAt: `${day}T10:00:00.000Z`,
      endsAt: `${day}T10:30:00.000Z`,
    });
    expect(created.body.manageToken).toMatch(/^[\w-]{20,}$/);
    const mails = (await outbox()).filter((m) => m.appointment_id === created.body.id);
    expect(mails.map((m) => m.kind).sort()).toEqual(['booking_alert', 'booking_confirmation', 'booking_reminder']);
    const reminder = mails.find((m) => m.kind === 'booking_reminder')!;
    expect(reminder.send_after.toISOString()).toBe(`${dayAhead(2)}T10:00:00.000Z`);
    const slots = await publicClient().get(
      `/api/public/businesses/${businessId}/slots?serviceId=${f.serviceId}&professionalId=${f.professionalIds[0]}&from=${day}&to=${day}`,
    );
    expect(slots.body.slots.map((s: { startsAt: string }) => s.startsAt)).not.toContain(`${day}T10:00:00.000Z`);
    // The client is the business's client now; booking again with the same phone reuses them.
    const again = await publicClient().post(
      bookings(),
      booking(`${day}T15:00:00Z`, { fullName: 'Maria C.', phone: '(11) 91234-5678' }),
    );
    expect(again.status).toBe(201);
    const clients = await t.database.handle.db
      .selectFrom('clients')
      .select('full_name')
      .where('business_id', '=', businessId)
      .where('phone_digits', 'like', '%912345678')
      .execute();
    expect(clients).toEqual([{ full_name: 'Maria Cliente' }]);
  });

  it('refuses taken, too soon, too far, off-grid and off-hours times with clear codes', async () => {
    const cases: Array<[string, number, string]> = [
      [`${day}T10:00:00Z`, 409, 'SLOT_TAKEN'],
      [new Date(Date.now() + 10 * 60_000).toISOString(), 400, 'TOO_SOON'],
      [new Date(Date.now() - 86_400_000).toISOString(), 400, 'TOO_SOON'],
      [`${dayAhead(20)}T10:00:00Z`, 400, 'OUTSIDE_BOOKING_WINDOW'],
      [`${day}T10:07:00Z`, 400, 'NOT_A_SLOT'],
      [`${day}T12:15:00Z`, 400, 'NOT_A_SLOT'],
      [`${day}T21:00:00Z`, 400, 'NOT_A_SLOT'],
    ];
    for (const [startsAt, status, code] of cases) {
      const response = await publicClient().post(
        bookings(),
        booking(startsAt, { fullName: 'Teste', phone: '+55 11 90000-0001' }),
      );
      expect([response.status, response.body.error?.code], startsAt).toEqual([status, code]);
    }
  });

  it('asks for what the settings require, stores names as data, and refuses robots', async () => {
    const noPhone = await publicClient().post(
      bookings(),
      booking(`${day}T16:00:00Z`, { fullName: 'Sem Telefone', email: 'x@example.com' }),
    );
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.error.fields['client.phone']).toBe('Campo obrigatório');
    const bad = await publicClient().post(
      bookings(),
      booking(`${day}T16:00:00Z`, { fullName: 'X'.repeat(121), phone: 'abc' }),
    );
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['client.fullName', 'client.phone']);
    const robot = await publicClient().post(bookings(), {
      ...booking(`${day}T16:00:00Z`, { fullName: 'Bot', phone: '+55 11 90000-0002' }),
      website: 'http://spam',
    });
    expect(robot.body.error.code).toBe('BOOKING_REJECTED');
    const script = await publicClient().post(
      bookings(),
      booking(`${day}T16:00:00Z`, { fullName: '<script>alert(1)</script>', phone: '+55 11 90000-0003' }),
    );
    expect(script.status).toBe(201);
    const stored = await t.database.handle.db
      .selectFrom('clients')
      .select('full_name')
      .where('phone_digits', '=', '5511900000003')
      .executeTakeFirstOrThrow();
    expect(stored.full_name).toBe('<script>alert(1)</script>');
    const alert = (await outbox()).find((m) => m.appointment_id === script.body.id && m.kind === 'booking_alert')!;
    const html = await t.database.handle.db
      .selectFrom('outbox_messages')
      .select('html_body')
      .where('appointment_id', '=', script.body.id)
      .where('kind', '=', 'booking_alert')
      .executeTakeFirstOrThrow();
    expect(alert.subject).toContain('<script>');
    expect(html.html_body).not.toContain('<script>');
    expect(html.html_body).toContain('&lt;script&gt;');
  });

  it('returns the same booking for a retried Idempotency-Key, and caps bookings per contact per day', async () => {
    const body = booking(`${day}T17:00:00Z`, { fullName: 'Retry', phone: '+55 11 90000-0004' });
    const first = await publicClient().post(bookings(), body, { 'idempotency-key': 'retry-key-0001' });
    const second = await publicClient().post(bookings(), body, { 'idempotency-key': 'retry-key-0001' });
    expect(first.status).toBe(201);
    expect(second.body).toEqual(first.body);
    for (const time of ['17:30', '18:00']) {
      expect(
        (
          await publicClient().post(
            bookings(),
            booking(`${day}T${time}:00Z`, { fullName: 'Retry', phone: '+55 11 90000-0004' }),
          )
        ).status,
      ).toBe(201);
    }
    const capped = await publicClient().post(
      bookings(),
      booking(`${day}T18:30:00Z`, { fullName: 'Retry', phone: '+55 11 90000-0004' }),
    );
    expect(capped.status).toBe(429);
    expect(capped.body.error.code).toBe('BOOKING_LIMIT_REACHED');
  });

  it('lets the customer view, move and cancel through the manage link; a cancelled booking has no reminder', async () => {
    const created = await publicClient().post(
      bookings(),
      booking(`${day}T09:00:00Z`, { fullName: 'Gerente', phone: '+55 11 90000-0005', email: 'gerente@example.com' }, 1),
    );
    const token = created.body.manageToken;
    const view = await publicClient().get(`/api/public/bookings/${token}`);
    expect(view.body).toMatchObject({
      id: created.body.id,
      status: 'confirmed',
      serviceName: 'Corte',
      canChange: true,
      clientName: 'Gerente',
    });
    const ics = await fetch(`${t.baseUrl}/api/public/bookings/${token}/calendar.ics`);
    expect(await ics.text()).toContain('BEGIN:VEVENT');

    const moved = await publicClient().request('PATCH', `/api/public/bookings/${token}/schedule`, {
      startsAt: `${day}T09:30:00Z`,
    });
    expect(moved.body.startsAt).toBe(`${day}T09:30:00.000Z`);
    let reminders = (await outbox()).filter(
      (m) => m.appointment_id === created.body.id && m.kind === 'booking_reminder',
    );
    expect(reminders.map((r) => r.send_after.toISOString())).toEqual([`${dayAhead(2)}T09:30:00.000Z`]);

    const cancelled = await publicClient().post(`/api/public/bookings/${token}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', canChange: false });
    reminders = (await outbox()).filter((m) => m.appointment_id === created.body.id && m.kind === 'booking_reminder');
    expect(reminders).toHaveLength(0);
    expect((await outbox()).some((m) => m.appointment_id === created.body.id && m.kind === 'booking_cancelled')).toBe(
      true,
    );
    // The slot is free again.
    expect(
      (
        await publicClient().post(
          bookings(),
          booking(`${day}T09:30:00Z`, { fullName: 'Outra', phone: '+55 11 90000-0006' }, 1),
        )
      ).status,
    ).toBe(201);
    expect((await publicClient().get('/api/public/bookings/not-a-real-token-at-all-123')).status).toBe(404);
  });

  it('withdraws the reminder when the business cancels an online booking from the schedule', async () => {
    const created = await publicClient().post(
      bookings(),
      booking(`${day}T11:00:00Z`, { fullName: 'Staff', phone: '+55 11 90000-0007', email: 'staff@example.com' }),
    );
    expect(
      (await outbox()).filter((m) => m.appointment_id === created.body.id && m.kind === 'booking_reminder'),
    ).toHaveLength(1);
    await owner.post(`/api/appointments/${created.body.id}/cancel`);
    expect(
      (await outbox()).filter((m) => m.appointment_id === created.body.id && m.kind === 'booking_reminder'),
    ).toHaveLength(0);
  });

  it('tells the customer and reminds them again when the business moves an online booking', async () => {
    const created = await publicClient().post(
      bookings(),
      booking(`${day}T13:00:00Z`, { fullName: 'Movida', phone: '+55 11 90000-0009', email: 'movida@example.com' }),
    );
    const moved = await owner.request('PATCH', `/api/appointments/${created.body.id}/schedule`, {
      startsAt: `${day}T14:00:00Z`,
    });
    expect(moved.status).toBe(200);
    const mails = (await outbox()).filter((m) => m.appointment_id === created.body.id);
    const reminders = mails.filter((m) => m.kind === 'booking_reminder');
    expect(reminders.map((r) => r.send_after.toISOString())).toEqual([`${dayAhead(2)}T14:00:00.000Z`]);
    expect(mails.some((m) => m.kind === 'booking_moved' && m.to_address === 'movida@example.com')).toBe(true);
  });

  it('refuses changes once the manage window has closed', async () => {
    const soon = new Date(Date.now() + 5 * 3_600_000);
    soon.setUTCMinutes(0, 0, 0);
    // The fixture's break is 12:00–13:00 UTC: book the hour after it instead.
    if (soon.getUTCHours() === 12) soon.setUTCHours(13);
    if (soon.getUTCHours() < 8 || soon.getUTCHours() > 19) return;
    const created = await publicClient().post(
      bookings(),
      booking(soon.toISOString(), { fullName: 'Tarde', phone: '+55 11 90000-0008' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const cancel = await publicClient().post(`/api/public/bookings/${created.body.manageToken}/cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.body.error.code).toBe('CHANGE_TOO_LATE');
  });

  it('answers garbage on every public operation with a 4xx and a clear code', async () => {
    const c = publicClient();
    const cases: Array<[Promise<{ status: number; body: any }>, number]> = [
      [c.get(`/api/public/businesses/not-an-id/slots?serviceId=${f.serviceId}&from=${day}&to=${day}`), 400],
      [c.get(`/api/public/businesses/${businessId}/slots?serviceId=nope&from=${day}&to=${day}`), 400],
      [c.get(`/api/public/businesses/${businessId}/slots?serviceId=${f.serviceId}&from=2026-13-40&to=${day}`), 400],
      [
        c.get(`/api/public/businesses/${businessId}/slots?serviceId=${f.serviceId}&from=${day}&to=${dayAhead(60)}`),
        400,
      ],
      [
        c.get(
          `/api/public/businesses/${businessId}/slots?serviceId=00000000-0000-4000-8000-000000000000&from=${day}&to=${day}`,
        ),
        400,
      ],
      [c.post('/api/public/businesses/not-an-id/bookings', booking(`${day}T10:00:00Z`)), 400],
      [c.post(bookings(), { ...booking(`${day}T10:00:00Z`), serviceId: 'garbage' }), 400],
      [
        c.post(bookings(), { ...booking(`${day}T10:00:00Z`), professionalId: '00000000-0000-4000-8000-000000000000' }),
        400,
      ],
      [c.post(bookings(), { ...booking('next tuesday') }), 400],
      [c.post(bookings(), 'not json at all'), 400],
      [c.get('/api/public/bookings/%3Cscript%3E'), 400],
      [c.post('/api/public/bookings/aaaaaaaaaaaaaaaaaaaaaaaaaaaa/cancel'), 404],
      [c.request('PATCH', '/api/public/bookings/aaaaaaaaaaaaaaaaaaaaaaaaaaaa/schedule', { startsAt: 'x' }), 400],
    ];
    for (const [pending, status] of cases) {
      const response = await pending;
      expect(response.status).toBe(status);
      expect(response.body.error.code).toMatch(/^[A-Z_]+$/);
    }
  });

  it('reports page visits, bookings and cancellations of the last 30 days', async () => {
    expect((await publicClient().post(`/api/public/businesses/${businessId}/visits`)).status).toBe(204);
    const settings = await owner.get('/api/online-booking/settings');
    expect(settings.body.stats.visits).toBe(1);
    expect(settings.body.stats.bookings).toBeGreaterThanOrEqual(8);
    expect(settings.body.stats.cancellations).toBeGreaterThanOrEqual(2);
  });

  it('says until when the link moves or cancels, and past that moment offers it only to view, naming whom to ask', async () => {
    const body = (kind: string, id: string) =>
      t.database.handle.db
        .selectFrom('outbox_messages')
        .select('text_body')
        .where('appointment_id', '=', id)
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow();
    const open = await publicClient().post(
      bookings(),
      booking(`${day}T08:00:00Z`, { fullName: 'Janela', phone: '+55 11 90000-0011', email: 'janela@example.com' }),
    );
    expect(open.body).toMatchObject({ canChange: true, changeableUntil: `${dayAhead(2)}T08:00:00.000Z` });
    expect((await body('booking_confirmation', open.body.id)).text_body).toMatch(
      /Você pode remarcar ou cancelar por este link até .+, 08:00\.\n\nVer, remarcar ou cancelar: http/,
    );

    // Changes close a week ahead: a booking three days away can no longer be changed by its customer.
    await owner.request('PATCH', '/api/online-booking/settings', { cancelUntilHours: 168 });
    try {
      const late = await publicClient().post(
        bookings(),
        booking(`${day}T08:00:00Z`, { fullName: 'Tarde', phone: '+55 11 90000-0012', email: 'tarde@example.com' }, 1),
      );
      expect(late.status).toBe(201);
      expect(late.body).toMatchObject({
        canChange: false,
        changeableUntil: new Date(Date.parse(`${day}T08:00:00Z`) - 168 * 3_600_000).toISOString(),
      });
      expect((await publicClient().get(`/api/public/bookings/${late.body.manageToken}`)).body.canChange).toBe(false);
      for (const kind of ['booking_confirmation', 'booking_reminder']) {
        const text = (await body(kind, late.body.id)).text_body;
        expect(text, kind).toContain('Para remarcar ou cancelar, fale com');
        expect(text, kind).toMatch(/\nVer agendamento: http/);
        expect(text, kind).not.toContain('Você pode remarcar');
      }
    } finally {
      await owner.request('PATCH', '/api/online-booking/settings', { cancelUntilHours: 24 });
    }
  });
});

describe('the per-address booking limit', () => {
  it('refuses the bookings of one address past the hourly limit, with a clear message', async () => {
    const t = await startTestApp(defaultEngine(), { PUBLIC_BOOKINGS_PER_IP_PER_HOUR: '2' });
    try {
      const owner = t.client();
      await owner.signUp('limit@example.com');
      const businessId = (await owner.get('/api/me')).body.profile.businessId;
      const f = await createScheduleFixture(t.database.handle.db, businessId, { timeZone: 'UTC' });
      await openEveryDay(t.database.handle.db, businessId);
      await owner.request('PATCH', '/api/online-booking/settings', { enabled: true, minNoticeMinutes: 0 });
      const day = dayAhead(2);
      const statuses: number[] = [];
      for (const [i, time] of ['09:00', '10:00', '11:00'].entries()) {
        const response = await t.client().post(`/api/public/businesses/${businessId}/bookings`, {
          serviceId: f.serviceId,
          professionalId: f.professionalIds[0],
          startsAt: `${day}T${time}:00Z`,
          client: { fullName: `Pessoa ${i}`, phone: `+55 11 9000-000${i}` },
        });
        statuses.push(response.status);
        if (response.status === 429)
          expect(response.body.error).toMatchObject({
            code: 'RATE_LIMITED',
            message: expect.stringMatching(/^Muitas tentativas/),
          });
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await t.close();
    }
  });
});
