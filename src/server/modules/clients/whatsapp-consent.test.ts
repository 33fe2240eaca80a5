import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHATSAPP_CONSENT_WORDS } from '../../../contracts/whatsapp-consent.ts';
import { createScheduleFixture, openEveryDay } from '../../test/fixtures.ts';
import { startTestApp, testEngines, type HttpClient, type TestApp } from '../../test/harness.ts';

/** A weekday at 10:00 UTC some days ahead, inside the opening hours below. */
const slotAhead = (days: number, hour = 10) => {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00:00Z`;
};

describe.each(testEngines())("clients' phones and WhatsApp consent on %s", (engine) => {
  let t: TestApp;
  let owner: HttpClient;
  let businessId: string;
  let f: Awaited<ReturnType<typeof createScheduleFixture>>;
  const clientRow = (id: string) =>
    t.database.handle.db
      .selectFrom('clients')
      .select([
        'phone',
        'whatsapp_consent_at',
        'whatsapp_consent_words',
        'whatsapp_consent_source',
        'whatsapp_opted_out_at',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const book = (client: Record<string, unknown>, startsAt: string, extra: Record<string, unknown> = {}) =>
    t.client().post(`/api/public/businesses/${businessId}/bookings`, {
      serviceId: f.serviceId,
      professionalId: f.professionalIds[0],
      startsAt,
      client,
      ...extra,
    });
  const bookedClientId = async (appointmentId: string) =>
    (
      await t.database.handle.db
        .selectFrom('appointments')
        .select('client_id')
        .where('id', '=', appointmentId)
        .executeTakeFirstOrThrow()
    ).client_id;

  beforeAll(async () => {
    t = await startTestApp(engine, { PUBLIC_BOOKINGS_PER_IP_PER_HOUR: '1000' });
    owner = t.client();
    await owner.signUp('consent@example.com');
    businessId = (await owner.get('/api/me')).body.profile.businessId;
    f = await createScheduleFixture(t.database.handle.db, businessId, { timeZone: 'UTC' });
    await openEveryDay(t.database.handle.db, businessId);
    expect(
      (
        await owner.request('PATCH', '/api/online-booking/settings', {
          enabled: true,
          minNoticeMinutes: 0,
          requirePhone: false,
        })
      ).status,
    ).toBe(200);
  });
  afterAll(() => t.close());

  it("keeps a front desk phone in E.164, read in the business's country", async () => {
    const created = await owner.post('/api/clients', { fullName: 'Ana Lima', phone: '(11) 98765-4321' });
    expect(created.status).toBe(201);
    expect(created.body.phone).toBe('+5511987654321');

    const settings = await owner.request('PATCH', '/api/business/settings', { country: 'US' });
    expect(settings.status).toBe(200);
    expect(settings.body.country).toBe('US');
    const american = await owner.post('/api/clients', { fullName: 'Amy Ward', phone: '(212) 555-0100' });
    expect(american.body.phone).toBe('+12125550100');
    await owner.request('PATCH', '/api/business/settings', { country: 'BR' });
    expect((await owner.get('/api/business/settings')).body.country).toBe('BR');
  });

  it('refuses a phone that cannot be a number, with a translated field error in both languages', async () => {
    const pt = await owner.post('/api/clients', { fullName: 'Número Curto', phone: '123' });
    expect(pt.status).toBe(400);
    expect(pt.body.error.code).toBe('INVALID_PHONE');
    expect(pt.body.error.fields.phone).toBe('Este número não parece um telefone: confira o DDD e os dígitos');
    owner.language = 'en-US';
    const en = await owner.post('/api/clients', { fullName: 'Short Number', phone: '123' });
    expect(en.body.error.code).toBe('INVALID_PHONE');
    expect(en.body.error.fields.phone).toBe(
      'This does not look like a phone number: check the area code and the digits',
    );
    expect(en.body.error.message).toBe('The phone given is not a valid number. Check the area code and the digits.');
    owner.language = 'pt-BR';

    const online = await book({ fullName: 'Cliente Online', phone: '1234 5678 9012 3456' }, slotAhead(2, 9));
    expect(online.status).toBe(400);
    expect(online.body.error.code).toBe('INVALID_PHONE');
    expect(online.body.error.fields['client.phone']).toBe(
      'Este número não parece um telefone: confira o DDD e os dígitos',
    );
  });

  it('keeps a phone stored before E.164 as it is when the form sends it back unchanged', async () => {
    const legacy = await t.database.handle.db
      .insertInto('clients')
      .values({ business_id: businessId, full_name: 'Cliente Antigo', phone: '9876-5432' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const renamed = await owner.request('PATCH', `/api/clients/${legacy.id}`, {
      fullName: 'Cliente Antiga',
      phone: '9876-5432',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.phone).toBe('9876-5432');
  });

  it('records a front desk consent with its words, source and time; it needs a phone; withdrawing keeps the record', async () => {
    const noPhone = await owner.post('/api/clients', {
      fullName: 'Sem Telefone',
      whatsappConsent: { words: 'front-desk', language: 'pt-BR' },
    });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.error.fields.phone).toBe('Informe o telefone para receber mensagens pelo WhatsApp');

    const before = Date.now();
    const created = await owner.post('/api/clients', {
      fullName: 'Carla Souza',
      phone: '21 99876-5432',
      whatsappConsent: { words: 'front-desk', language: 'en-US' },
    });
    expect(created.status).toBe(201);
    const row = await clientRow(created.body.id);
    expect(row.phone).toBe('+5521998765432');
    expect(row.whatsapp_consent_words).toBe(WHATSAPP_CONSENT_WORDS['front-desk']['en-US']);
    expect(row.whatsapp_consent_source).toBe('front_desk');
    expect(row.whatsapp_consent_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const detail = await owner.get(`/api/clients/${created.body.id}`);
    expect(detail.body.whatsapp).toMatchObject({ consentSource: 'front_desk', optedOutAt: null });

    const withdrawn = await owner.request('PATCH', `/api/clients/${created.body.id}`, { whatsappConsent: null });
    expect(withdrawn.status).toBe(200);
    const after = await owner.get(`/api/clients/${created.body.id}`);
    expect(after.body.whatsapp.optedOutAt).not.toBeNull();
    expect(after.body.whatsapp.consentWords).toBe(WHATSAPP_CONSENT_WORDS['front-desk']['en-US']);

    const noPhoneLeft = await owner.post('/api/clients', { fullName: 'Sem Fone' });
    const refused = await owner.request('PATCH', `/api/clients/${noPhoneLeft.body.id}`, {
      whatsappConsent: { words: 'front-desk', language: 'pt-BR' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.phone).toBe('Informe o telefone para receber mensagens pelo WhatsApp');
  });

  it('records a booking page consent in the language shown; not checking it later keeps it; a new one clears an opt-out', async () => {
    const before = Date.now();
    const first = await book({ fullName: 'Bia Rocha', phone: '(11) 91234-5678' }, slotAhead(2, 10), {
      whatsappConsent: { words: 'booking-page', language: 'en-US' },
    });
    expect(first.status).toBe(201);
    const clientId = await bookedClientId(first.body.id);
    const consented = await clientRow(clientId);
    expect(consented.phone).toBe('+5511912345678');
    expect(consented.whatsapp_consent_words).toBe('Send me confirmations and reminders of this booking on WhatsApp.');
    expect(consented.whatsapp_consent_source).toBe('booking_page');
    expect(consented.whatsapp_consent_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Booking again without the box, the number written another way: the same client, consent intact.
    const second = await book({ fullName: 'Bia Rocha', phone: '+55 11 91234-5678' }, slotAhead(2, 11));
    expect(second.status).toBe(201);
    expect(await bookedClientId(second.body.id)).toBe(clientId);
    expect((await clientRow(clientId)).whatsapp_consent_at).toEqual(consented.whatsapp_consent_at);

    // They replied PARAR; consenting again on the booking page opts them back in.
    await t.database.handle.db
      .updateTable('clients')
      .set({ whatsapp_opted_out_at: new Date() })
      .where('id', '=', clientId)
      .execute();
    const third = await book({ fullName: 'Bia Rocha', phone: '11912345678' }, slotAhead(3, 10), {
      whatsappConsent: { words: 'booking-page', language: 'pt-BR' },
    });
    expect(third.status).toBe(201);
    const again = await clientRow(clientId);
    expect(again.whatsapp_opted_out_at).toBeNull();
    expect(again.whatsapp_consent_words).toBe(WHATSAPP_CONSENT_WORDS['booking-page']['pt-BR']);
  });

  it('refuses a booking page consent without a phone, and words the browser made up', async () => {
    const noPhone = await book({ fullName: 'Sem Fone', email: 'semfone@example.com' }, slotAhead(4, 10), {
      whatsappConsent: { words: 'booking-page', language: 'pt-BR' },
    });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.error.fields['client.phone']).toBe('Informe o telefone para receber mensagens pelo WhatsApp');

    const madeUp = await book({ fullName: 'Texto Livre', phone: '11 97777-6666' }, slotAhead(4, 11), {
      whatsappConsent: { words: 'I agree to anything', language: 'pt-BR' },
    });
    expect(madeUp.status).toBe(400);
  });
});
