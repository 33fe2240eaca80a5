import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldSearchText } from '../../../core/search-text.ts';
import { insertAppointment, signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import {
  clientWithHistory,
  dayAt,
  download,
  openShop,
  scanDatabase,
  type History,
  type Person,
  type Shop,
} from '../../test/client-data-fixtures.ts';
import { refundedDepositOfOnlineVisit } from '../../test/deposit-fixtures.ts';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';
import { matchOrCreateClient } from './client-matching.ts';

/**
 * A client's right to erasure: afterwards no text column of any table holds their name, phone,
 * e-mail or what was written about them, while the business's figures stay exactly as they were.
 */

const JOANA: Person = {
  fullName: 'Joana Prudência Teixeira',
  phone: '+5511976543210',
  email: 'Joana.Teixeira@example.com',
  notes: 'Alergia a amônia, prefere a cadeira da janela',
};
const DIGITS = '5511976543210';

describe.each(testEngines())('erasing a client on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  let shop: Shop;
  let joana: History;
  let upcomingId: string;
  let needles: string[];
  let before: { scan: string[]; detail: unknown; dashboard: unknown; dashboard90: unknown; report: unknown };

  const db = () => t.database.handle.db;
  const figures = async () => ({
    dashboard: (await owner.client.get('/api/dashboard?range=30')).body,
    dashboard90: (await owner.client.get('/api/dashboard?range=90')).body,
    report: (await owner.client.get(`/api/reports?from=${dayAt(-20).slice(0, 10)}&to=${dayAt(10).slice(0, 10)}`)).body,
  });
  const erase = (id: string, client = owner.client) => client.post(`/api/clients/${id}/erase`, { confirm: true });

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await signUpOwner(t, `erasure-${engine}@example.com`);
    shop = await openShop(t, owner);
    joana = await clientWithHistory(t, shop, JOANA, 'Joana');
    // The owner hid the review, and someone typed Joana's address on the sign-in page.
    expect(
      (
        await owner.client.request('PUT', `/api/reviews/${joana.reviewId}/visibility`, {
          hidden: true,
          reason: 'Motivo de ocultar: Joana pediu',
        })
      ).status,
    ).toBe(200);
    expect((await t.client().signIn(JOANA.email, 'not-her-password')).status).not.toBe(200);
    // Her online booking's deposit was refunded when she cancelled: the report counts it.
    const at = new Date(dayAt(-6));
    await refundedDepositOfOnlineVisit(db(), owner.businessId, joana.clientId, 1_500, {
      asked: at,
      paid: at,
      refunded: at,
    });
    upcomingId = await insertAppointment(db(), {
      businessId: owner.businessId,
      professionalId: shop.professionalId,
      serviceId: shop.serviceId,
      clientId: joana.clientId,
      startsAt: dayAt(3),
    });
    needles = [
      JOANA.fullName,
      foldSearchText(JOANA.fullName),
      'Teixeira',
      JOANA.phone,
      DIGITS,
      '976543210',
      JOANA.email,
      JOANA.notes,
      'Motivo de ocultar',
      ...Object.values(joana.texts),
    ];
  });
  afterAll(() => t.close());

  it('finds every one of her values in the database before erasing (the scan can fail)', async () => {
    const scan = await scanDatabase(db(), needles);
    expect(new Set(scan.map((find) => find.split(': ').slice(1).join(': ')))).toEqual(new Set(needles));
    // Far beyond her own row: her appointments, review, links, e-mails and the sign-in counter.
    for (const place of [
      'clients.full_name',
      'clients.search_text',
      'appointments.notes',
      'appointments.manage_token',
      'reviews.comment',
      'reviews.reply',
      'reviews.hidden_reason',
      'review_requests.token',
      'booking_idempotency_keys.key',
      'outbox_messages.to_address',
      'outbox_messages.text_body',
    ]) {
      expect(
        scan.some((find) => find.startsWith(`${place}: `)),
        place,
      ).toBe(true);
    }
    // The attempt typed with her address is counted under a digest of it, never the address.
    const counters = await db()
      .selectFrom('rate_limit_counters')
      .select('key')
      .where('key', 'like', 'sign-in:email:%')
      .execute();
    expect(counters.length).toBeGreaterThan(0);
    expect(scan.some((find) => find.startsWith('rate_limit_counters.'))).toBe(false);
  });

  it('refuses while an appointment is still to come, naming what to do, and changes nothing', async () => {
    const detail = (await owner.client.get(`/api/clients/${joana.clientId}`)).body;
    const scan = await scanDatabase(db(), needles);
    const refused = await erase(joana.clientId);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'CLIENT_HAS_UPCOMING_APPOINTMENTS',
      details: { upcomingAppointments: 1 },
    });
    expect(refused.body.error.message).toBe(
      'Este cliente tem 1 agendamento(s) futuro(s). Cancele ou conclua esses agendamentos na agenda antes de apagar os dados pessoais.',
    );
    owner.client.language = 'en-US';
    expect((await erase(joana.clientId)).body.error.message).toContain('Cancel or complete them on the schedule');
    owner.client.language = 'pt-BR';
    expect((await owner.client.get(`/api/clients/${joana.clientId}`)).body).toEqual(detail);
    expect(await scanDatabase(db(), needles)).toEqual(scan);
    expect(
      await db().selectFrom('business_audit_log').select('id').where('action', '=', 'erase_client').execute(),
    ).toEqual([]);
  });

  it('refuses without the confirmation, professionals and other businesses', async () => {
    const unconfirmed = await owner.client.post(`/api/clients/${joana.clientId}/erase`, { confirm: false });
    expect(unconfirmed.status).toBe(400);
    expect(Object.keys(unconfirmed.body.error.fields)).toEqual(['confirm']);
    const login = await owner.client.post('/api/users', {
      mode: 'password',
      professionalId: shop.professionalId,
      email: `pro-${engine}@example.com`,
      password: 'secret123',
    });
    expect(login.status).toBe(201);
    const professional = t.client();
    await professional.signIn(`pro-${engine}@example.com`, 'secret123');
    expect((await erase(joana.clientId, professional)).status).toBe(403);
    const other = await signUpOwner(t, `other-${engine}@example.com`);
    expect((await erase(joana.clientId, other.client)).status).toBe(404);
    expect((await owner.client.get(`/api/clients/${joana.clientId}`)).body.fullName).toBe(JOANA.fullName);
  });

  it('leaves none of her data in any table, and the figures exactly as they were', async () => {
    expect((await owner.client.post(`/api/appointments/${upcomingId}/cancel`)).status).toBe(200);
    before = {
      scan: await scanDatabase(db(), needles),
      detail: (await owner.client.get(`/api/clients/${joana.clientId}`)).body,
      ...(await figures()),
    };
    expect(before.scan).toContain(`outbox_messages.subject: ${JOANA.fullName}`); // the review alert's subject names her

    const erased = await erase(joana.clientId);
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({
      id: joana.clientId,
      fullName: 'Cliente removido',
      phone: null,
      email: null,
      notes: null,
    });
    expect(erased.body.erasedAt).toMatch(/^\d{4}-/);

    expect(await scanDatabase(db(), needles)).toEqual([]);
    expect(await figures()).toEqual({
      dashboard: before.dashboard,
      dashboard90: before.dashboard90,
      report: before.report,
    });
    // The schedule's link still opens her page: the same appointments, prices and total, without her.
    const detail = (await owner.client.get(`/api/clients/${joana.clientId}`)).body;
    expect(detail).toEqual({
      ...(before.detail as object),
      fullName: 'Cliente removido',
      phone: null,
      email: null,
      notes: null,
      erasedAt: erased.body.erasedAt,
    });

    const appointments = await db()
      .selectFrom('appointments')
      .selectAll()
      .where('client_id', '=', joana.clientId)
      .orderBy('starts_at')
      .execute();
    expect(appointments.map((a) => [a.status, a.price_cents, a.notes, a.manage_token])).toEqual([
      ['completed', 5000, null, null],
      ['completed', 6000, null, null],
      ['cancelled', 5000, null, null],
      ['cancelled', 5000, null, null],
    ]);
    // Her deposit stays, with its refund: the business's money, naming nobody.
    const refund = await db().selectFrom('deposit_refunds').select('amount_cents').executeTakeFirstOrThrow();
    expect(refund.amount_cents).toBe(1_500);
    expect(before.report).toMatchObject({ deposits: { refunded: { count: 1, amountCents: 1_500 } } });
    const review = await db()
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', joana.reviewId)
      .executeTakeFirstOrThrow();
    expect(review).toMatchObject({
      rating: 5,
      comment: null,
      reply: null,
      replied_at: null,
      hidden_reason: 'Removida com os dados pessoais do cliente',
    });
    expect(review.hidden_at).not.toBeNull();
  });

  it('writes the audit entry with counts and none of the erased values', async () => {
    const entries = await db()
      .selectFrom('business_audit_log')
      .selectAll()
      .where('action', '=', 'erase_client')
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      business_id: owner.businessId,
      user_id: owner.userId,
      target_id: joana.clientId,
    });
    // Messages: the e-mail asking her for a review, and the business's alert about her review.
    expect(entries[0]!.details).toEqual({ appointments: 4, reviews: 1, reviewRequests: 1, messages: 2 });
    const text = JSON.stringify(entries).toLowerCase();
    for (const needle of needles) expect(text).not.toContain(needle.toLowerCase());
  });

  it('answers a second erasure and any change with 409 CLIENT_ERASED', async () => {
    const again = await erase(joana.clientId);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CLIENT_ERASED');
    const refill = await owner.client.request('PATCH', `/api/clients/${joana.clientId}`, {
      fullName: JOANA.fullName,
      phone: JOANA.phone,
    });
    expect(refill.status).toBe(409);
    expect(refill.body.error).toMatchObject({
      code: 'CLIENT_ERASED',
      message: 'Os dados pessoais deste cliente foram apagados e não podem ser alterados.',
    });
    expect(await scanDatabase(db(), needles)).toEqual([]);
  });

  it('leaves her out of lists, search, the CSV export and the booking page’s matching', async () => {
    const list = (await owner.client.get('/api/clients')).body;
    expect(list.items.map((c: { id: string }) => c.id)).not.toContain(joana.clientId);
    expect((await owner.client.get('/api/clients?search=removido')).body.total).toBe(0);
    expect((await owner.client.get('/api/clients?search=cl')).body.total).toBe(0);
    expect((await owner.client.get('/api/clients/export.csv')).body).not.toContain('Cliente removido');

    const newcomer = await matchOrCreateClient(db(), owner.businessId, {
      fullName: JOANA.fullName,
      phone: JOANA.phone,
      email: JOANA.email,
      phoneDigits: DIGITS,
    });
    expect(newcomer).not.toBe(joana.clientId);
    // Her copy still answers, with nothing personal in it.
    const copy = JSON.parse((await download(owner.client, `/api/clients/${joana.clientId}/data?format=json`)).text);
    expect(copy.client).toMatchObject({ fullName: 'Cliente removido', phone: null, email: null, notes: null });
    expect(copy.messages).toEqual([]);
  });

  it('books her no more at the front desk: the erased record is not a client to book', async () => {
    const booked = await owner.client.post('/api/appointments', {
      professionalId: shop.professionalId,
      serviceId: shop.serviceId,
      clientId: joana.clientId,
      startsAt: dayAt(5),
      notes: 'Joana de novo',
    });
    expect(booked.status).toBe(400);
    expect(booked.body.error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { clientId: expect.any(String) } });
    expect(await scanDatabase(db(), ['Joana de novo'])).toEqual([]);
  });
});
