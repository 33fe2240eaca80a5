import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduleFixture, openEveryDay } from '../../test/fixtures.ts';
import { defaultEngine, startTestApp, type HttpClient, type TestApp } from '../../test/harness.ts';

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The waitlist: join when the day is full, get offered a time that opens, the first claim books it. */
describe('waitlist', () => {
  let t: TestApp;
  let owner: HttpClient;
  let businessId: string;
  let f: Awaited<ReturnType<typeof createScheduleFixture>>;
  /** The test's clock: an offer's link expires when the test says so. */
  let shift = 0;

  const join = (i: number, day: string, steps?: Array<{ serviceId: string; professionalId: string | null }>) =>
    t.client().post(`/api/public/businesses/${businessId}/waitlist`, {
      steps: steps ?? [{ serviceId: f.serviceId, professionalId: null }],
      from: day,
      to: day,
      client: { fullName: `Espera ${i}`, phone: `+55 11 9${String(30000000 + i)}`, email: `espera${i}@example.com` },
    });
  const book = (day: string, time: string) =>
    owner.post('/api/appointments', {
      professionalId: f.professionalIds[0],
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt: `${day}T${time}:00Z`,
    });
  /** Every half hour of a two-hour day taken: nothing is free. */
  const fillDay = async (day: string) => {
    const ids: string[] = [];
    for (const time of ['08:00', '08:30', '09:00', '09:30']) ids.push((await book(day, time)).body.id);
    return ids;
  };
  const offerMails = (to?: string) =>
    t.database.handle.db
      .selectFrom('outbox_messages')
      .select(['to_address', 'text_body', 'created_at'])
      .where('kind', '=', 'waitlist_offer')
      .$if(to !== undefined, (q) => q.where('to_address', '=', to!))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  const tokenIn = (text: string) => /\/oferta\/([\w-]+)/.exec(text)![1]!;

  beforeAll(async () => {
    t = await startTestApp(
      defaultEngine(),
      { PUBLIC_BOOKINGS_PER_IP_PER_HOUR: '1000' },
      { now: () => new Date(Date.now() + shift) },
    );
    owner = t.client();
    await owner.signUp('waitlist@example.com');
    businessId = (await owner.get('/api/me')).body.profile.businessId;
    f = await createScheduleFixture(t.database.handle.db, businessId, {
      timeZone: 'UTC',
      professionals: 1,
      hours: { start: '08:00', end: '10:00' },
    });
    await openEveryDay(t.database.handle.db, businessId);
    await owner.request('PATCH', '/api/online-booking/settings', {
      enabled: true,
      minNoticeMinutes: 0,
      waitlistOfferMinutes: 30,
    });
  });
  afterAll(() => t.close());

  it('takes a wait with a clear refusal of what is wrong', async () => {
    const day = dayAhead(2);
    await fillDay(day);
    const joined = await join(1, day);
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ status: 'waiting', from: day, to: day });
    const bad = [
      { steps: [], from: day, to: day, client: { fullName: 'X Y', phone: '+55 11 91111-2222' } },
      {
        steps: [{ serviceId: f.serviceId, professionalId: null }],
        from: day,
        to: dayAhead(1),
        client: { fullName: 'X Y', phone: '+55 11 91111-2222' },
      },
      {
        steps: [{ serviceId: f.serviceId, professionalId: null }],
        from: dayAhead(-3),
        to: dayAhead(-2),
        client: { fullName: 'X Y', phone: '+55 11 91111-2222' },
      },
      {
        steps: [{ serviceId: '00000000-0000-4000-8000-000000000000', professionalId: null }],
        from: day,
        to: day,
        client: { fullName: 'X Y', phone: '+55 11 91111-2222' },
      },
    ];
    const noEmail = await t.client().post(`/api/public/businesses/${businessId}/waitlist`, {
      steps: [{ serviceId: f.serviceId, professionalId: null }],
      from: day,
      to: day,
      client: { fullName: 'Sem E-mail', phone: '+55 11 91111-3333' },
    });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error.fields).toEqual({ 'client.email': expect.any(String) });
    for (const body of bad) {
      const refused = await t.client().post(`/api/public/businesses/${businessId}/waitlist`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('offers a cancelled time to the waiting customers in the order they joined; the first claim books it', async () => {
    const day = dayAhead(3);
    const taken = await fillDay(day);
    expect((await join(2, day)).status).toBe(201);
    expect((await join(3, day)).status).toBe(201);
    expect(await t.agendo.runWaitlistOffersOnce(businessId)).toBe(0);

    await owner.post(`/api/appointments/${taken[2]}/cancel`);
    await t.agendo.runWaitlistOffersOnce(businessId);
    const mails = (await offerMails()).filter((m) =>
      ['espera2@example.com', 'espera3@example.com'].includes(m.to_address),
    );
    expect(mails.map((m) => m.to_address)).toEqual(['espera2@example.com', 'espera3@example.com']);
    expect(mails[0]!.text_body).toContain('09:00');
    // Nothing offered twice: another run with the offers still open makes none.
    expect(await t.agendo.runWaitlistOffersOnce(businessId)).toBe(0);

    const [second, third] = mails.map((m) => tokenIn(m.text_body));
    const offer = await t.client().get(`/api/public/waitlist-offers/${third}`);
    expect(offer.body).toMatchObject({ state: 'open', startsAt: `${day}T09:00:00.000Z`, priceCents: 5000 });
    const claimed = await t.client().post(`/api/public/waitlist-offers/${third}/claim`);
    expect(claimed.status).toBe(200);
    expect(claimed.body.state).toBe('claimed');
    expect(claimed.body.manageToken).toMatch(/^[\w-]{20,}$/);
    const booking = await t.client().get(`/api/public/bookings/${claimed.body.manageToken}`);
    expect(booking.body).toMatchObject({ startsAt: `${day}T09:00:00.000Z`, clientName: 'Espera 3' });

    const late = await t.client().post(`/api/public/waitlist-offers/${second}/claim`);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('WAITLIST_OFFER_TAKEN');
    expect(late.body.error.message).toContain('outra pessoa');
    expect((await t.client().get(`/api/public/waitlist-offers/${second}`)).body.state).toBe('taken');
    // Claiming one's own offer again answers the booking it made.
    expect((await t.client().post(`/api/public/waitlist-offers/${third}/claim`)).body.state).toBe('claimed');

    const list = await owner.get('/api/waitlist');
    const byName = Object.fromEntries(list.body.items.map((e: { clientName: string }) => [e.clientName, e]));
    expect(byName['Espera 3']).toMatchObject({ status: 'booked', offers: 1 });
    expect(byName['Espera 2']).toMatchObject({ status: 'waiting', offers: 1 });
    expect(byName['Espera 2'].steps).toEqual([
      { serviceId: f.serviceId, serviceName: 'Corte', professionalId: null, professionalName: null },
    ]);
  });

  it('offers the time on WhatsApp too, in the language joined in, to a customer who takes WhatsApp messages', async () => {
    const day = dayAhead(6);
    const taken = await fillDay(day);
    const customer = t.client();
    customer.language = 'en-US';
    const joined = await customer.post(`/api/public/businesses/${businessId}/waitlist`, {
      steps: [{ serviceId: f.serviceId, professionalId: null }],
      from: day,
      to: day,
      client: { fullName: 'Zap Waiting', phone: '(11) 93333-4444', email: 'zap@example.com' },
      whatsappConsent: { words: 'booking-page', language: 'en-US' },
    });
    expect(joined.status).toBe(201);
    await owner.post(`/api/appointments/${taken[3]}/cancel`);
    await t.agendo.runWaitlistOffersOnce(businessId);
    const [mail] = await offerMails('zap@example.com');
    const token = tokenIn(mail!.text_body);
    const whatsApp = await t.database.handle.db
      .selectFrom('outbox_messages')
      .select(['to_address', 'text_body', 'whatsapp', 'expires_at', 'appointment_id'])
      .where('kind', '=', 'waitlist_offer')
      .where('channel', '=', 'whatsapp')
      .execute();
    expect(whatsApp).toHaveLength(1);
    const [message] = whatsApp;
    expect(message!.to_address).toBe('+5511933334444');
    expect(message!.appointment_id).toBeNull();
    expect(message!.whatsapp).toMatchObject({ type: 'template', template: 'waitlist_offer', language: 'en_US' });
    expect(message!.text_body).toContain('Hello, Zap! A time that suits you opened at');
    expect(message!.text_body).toContain('Corte with Profissional 1');
    expect(message!.text_body).toContain('9:30 AM');
    expect(message!.text_body).toContain(`/agendar/${businessId}/oferta/${token} It goes to the first person`);
    // The link stops working when the offer does; so does the message, if still unsent.
    expect(new Date(message!.expires_at!).getTime()).toBeLessThanOrEqual(Date.now() + 31 * 60_000);
    // The customers who did not consent get the e-mail alone.
    expect((await offerMails()).length).toBeGreaterThan(whatsApp.length);
  });

  it('20 customers claiming one opened time at once: one booking, 19 told it is taken', async () => {
    const day = dayAhead(4);
    const taken = await fillDay(day);
    for (let i = 100; i < 120; i++) expect((await join(i, day)).status).toBe(201);
    await owner.post(`/api/appointments/${taken[1]}/cancel`);
    await t.agendo.runWaitlistOffersOnce(businessId);
    const tokens = [];
    for (let i = 100; i < 120; i++) tokens.push(tokenIn((await offerMails(`espera${i}@example.com`))[0]!.text_body));
    const answers = await Promise.all(
      tokens.map((token) => t.client().post(`/api/public/waitlist-offers/${token}/claim`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(19);
    expect(new Set(refused.map((a) => a.body.error.code))).toEqual(new Set(['WAITLIST_OFFER_TAKEN']));
    const rows = await t.database.handle.db
      .selectFrom('appointments')
      .select('id')
      .where('business_id', '=', businessId)
      .where('starts_at', '=', new Date(`${day}T08:30:00Z`))
      .where('status', '<>', 'cancelled')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('an offer past its half hour is expired; the owner takes an entry off the list', async () => {
    const day = dayAhead(5);
    const taken = await fillDay(day);
    const joined = await join(200, day);
    await owner.post(`/api/appointments/${taken[0]}/cancel`);
    await t.agendo.runWaitlistOffersOnce(businessId);
    const token = tokenIn((await offerMails('espera200@example.com'))[0]!.text_body);
    shift = 31 * 60_000;
    try {
      const expired = await t.client().post(`/api/public/waitlist-offers/${token}/claim`);
      expect(expired.status).toBe(409);
      expect(expired.body.error.code).toBe('WAITLIST_OFFER_EXPIRED');
    } finally {
      shift = 0;
    }
    expect((await owner.request('DELETE', `/api/waitlist/${joined.body.id}`)).status).toBe(204);
    const again = await owner.request('DELETE', `/api/waitlist/${joined.body.id}`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('WAITLIST_ENTRY_CLOSED');
    expect((await owner.get('/api/waitlist?status=removed')).body.items.map((e: { id: string }) => e.id)).toEqual([
      joined.body.id,
    ]);
  });

  it('a claim of a service that asks a deposit holds the time until it is paid, as a booking would', async () => {
    expect((await owner.post('/api/payments/account/onboarding', {})).status).toBe(200);
    const policy = await owner.request('PUT', '/api/payments/deposit-policy', {
      cancelWindowHours: 24,
      noShowKeeps: 'deposit',
      services: [{ serviceId: f.serviceId, rule: { kind: 'percent', value: 2_000 } }],
    });
    expect(policy.status).toBe(200);
    const day = dayAhead(7);
    const taken = await fillDay(day);
    expect((await join(300, day)).status).toBe(201);
    await owner.post(`/api/appointments/${taken[1]}/cancel`);
    await t.agendo.runWaitlistOffersOnce(businessId);
    const token = tokenIn((await offerMails('espera300@example.com'))[0]!.text_body);
    const claimed = await t.client().post(`/api/public/waitlist-offers/${token}/claim`);
    expect(claimed.body).toMatchObject({ state: 'claimed', depositPending: true });
    const manage = `/api/public/bookings/${claimed.body.manageToken}`;
    expect((await t.client().get(manage)).body).toMatchObject({
      status: 'scheduled',
      deposit: { status: 'pending', amountCents: 1_000, method: 'pix' },
    });
    expect((await t.client().post(`${manage}/deposit/test-payment`, {})).body.status).toBe('paid');
    expect((await t.client().get(manage)).body.status).toBe('confirmed');
    expect((await t.client().get(`/api/public/waitlist-offers/${token}`)).body.depositPending).toBe(false);
  });
});
