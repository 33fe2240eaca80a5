import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCorte, depositBusiness, mailsOf } from '../../test/deposit-fixtures.ts';
import { defaultEngine, startTestApp, type HttpClient, type TestApp } from '../../test/harness.ts';

/**
 * Deposits without provider keys (docs/deposits.md): the built-in test payments walk the whole
 * journey — the owner connects the test account, a customer books and pays by PIX in the test flow,
 * the signed event reaches the same webhook handler, the booking is confirmed and the deposit is on
 * its comanda; a hold whose time is up is released once.
 */
describe('deposits with the built-in test payments', () => {
  let t: TestApp;
  let api: HttpClient;
  let businessId: string;
  let f: Awaited<ReturnType<typeof depositBusiness>>['f'];
  const clock = { now: new Date('2026-12-01T09:00:00Z') };

  beforeAll(async () => {
    t = await startTestApp(defaultEngine(), { PUBLIC_BOOKINGS_PER_IP_PER_HOUR: '1000' }, { now: () => clock.now });
    const business = await depositBusiness(t, 'deposits-test@example.com');
    ({ api, f } = business);
    businessId = business.owner.businessId;
  });
  afterAll(() => t.close());

  it('connects the test account at once and keeps the policy with each service’s rule', async () => {
    expect((await api.get('/api/payments/account')).body).toEqual({
      provider: 'test',
      connected: true,
      detailsSubmitted: true,
      chargesEnabled: true,
    });
    const policy = (await api.get('/api/payments/deposit-policy')).body;
    expect(policy).toMatchObject({
      cancelWindowHours: 24,
      noShowKeeps: 'deposit',
      holdMinutes: 15,
      repeatNoShows: null,
    });
    expect(policy.services.find((s: { serviceId: string }) => s.serviceId === f.serviceId).rule).toEqual({
      kind: 'percent',
      value: 2_000,
    });
    const bad = await api.request('PUT', '/api/payments/deposit-policy', {
      cancelWindowHours: 24,
      noShowKeeps: 'deposit',
      services: [{ serviceId: '00000000-0000-4000-8000-000000000000', rule: { kind: 'amount', value: 100 } }],
    });
    expect(bad.status).toBe(400);
    // The booking page says it before anyone books.
    const page = (await t.client().get(`/api/public/businesses/${businessId}`)).body;
    expect(page.deposits).toEqual({ cancelWindowHours: 24, noShowKeeps: 'deposit', holdMinutes: 15 });
    expect(page.services.find((s: { id: string }) => s.id === f.serviceId).depositCents).toBe(1_000);
    expect(page.services.find((s: { id: string }) => s.id === f.longServiceId).depositCents).toBeUndefined();
    expect(Object.keys(bad.body.error.fields)).toEqual(['services.0.serviceId']);
  });

  it('books holding the time, pays by PIX in the test flow, confirms by the signed event and puts the deposit on the comanda', async () => {
    const booked = await bookCorte(t, businessId, f, '2026-12-03T14:00:00Z');
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      status: 'scheduled',
      deposit: { amountCents: 1_000, status: 'pending', method: 'pix', test: true, currency: 'BRL' },
    });
    expect(booked.body.deposit.pix.code).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(booked.body.deposit.expiresAt).toBe('2026-12-01T09:15:00.000Z');
    // The time is held: nobody else takes it.
    const second = await bookCorte(t, businessId, f, '2026-12-03T14:00:00Z', 2);
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('SLOT_TAKEN');

    const token = booked.body.manageToken;
    const paid = await t.client().post(`/api/public/bookings/${token}/deposit/test-payment`, {});
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', onCustomerCancel: 'refund' });
    expect(paid.body.refundableUntil).toBe('2026-12-02T14:00:00.000Z');
    // Pressed again: the same event, applied once.
    expect((await t.client().post(`/api/public/bookings/${token}/deposit/test-payment`, {})).body.status).toBe('paid');
    const manage = await t.client().get(`/api/public/bookings/${token}`);
    expect(manage.body).toMatchObject({ status: 'confirmed', deposit: { status: 'paid', onCustomerCancel: 'refund' } });

    const mails = await t.database.handle.db
      .selectFrom('outbox_messages')
      .select(['kind', 'subject'])
      .where('appointment_id', '=', booked.body.id)
      .execute();
    expect(mails.map((m) => m.kind).sort()).toEqual(
      expect.arrayContaining(['booking_confirmation', 'deposit_paid', 'booking_reminder']),
    );
    expect(mails.find((m) => m.kind === 'booking_confirmation')!.subject).toMatch(/^Pague o sinal/);
    expect(mails.filter((m) => m.kind === 'deposit_paid')).toHaveLength(1);

    // At the counter: the deposit is a payment already made, the rest is paid there.
    expect((await api.post('/api/cash-registers', { floatCents: 0 })).status).toBe(201);
    const opened = await api.post('/api/comandas', { appointmentId: booked.body.id });
    expect(opened.body).toMatchObject({ totalCents: 5_000, depositCents: 1_000, balanceCents: 4_000 });
    const closed = await api.post(`/api/comandas/${opened.body.id}/close`, {
      version: opened.body.version,
      payments: [{ method: 'pix', amountCents: 4_000 }],
    });
    expect(closed.status).toBe(200);
    expect(closed.body.payments.map((p: { method: string; amountCents: number }) => [p.method, p.amountCents])).toEqual(
      [
        ['deposit', 1_000],
        ['pix', 4_000],
      ],
    );
    // The register took the PIX; the deposit went to the business's payment account, not to it.
    const { register } = (await api.get('/api/cash-registers/current')).body;
    expect(register.taken).toEqual({ cash: 0, credit: 0, debit: 0, pix: 4_000 });
  });

  it('releases a hold once when its time is up: the time is free again and the late payment is refunded', async () => {
    const booked = await bookCorte(t, businessId, f, '2026-12-03T16:00:00Z', 3);
    expect(booked.body.deposit.status).toBe('pending');
    // The pay step asks the held deposit's state every few seconds: far more often than the manage link's limit allows.
    const polls = await Promise.all(
      Array.from({ length: 100 }, () => t.client().get(`/api/public/bookings/${booked.body.manageToken}/deposit`)),
    );
    expect(polls.map((poll) => poll.status)).toEqual(Array(100).fill(200));
    clock.now = new Date('2026-12-01T09:16:00Z');
    const rounds = await Promise.all([t.agendo.deposits.runOnce(), t.agendo.deposits.runOnce()]);
    expect(rounds.reduce((sum, r) => sum + r.released, 0)).toBeLessThanOrEqual(1);
    const deposit = await t.client().get(`/api/public/bookings/${booked.body.manageToken}/deposit`);
    expect(deposit.body.status).toBe('expired');
    expect((await t.client().get(`/api/public/bookings/${booked.body.manageToken}`)).body.status).toBe('cancelled');
    const cancelledMails = await mailsOf(t, booked.body.id, 'booking_cancelled');
    expect(cancelledMails).toHaveLength(1);
    // Nobody can pay it any more; the time is booked by the next customer.
    const late = await t.client().post(`/api/public/bookings/${booked.body.manageToken}/deposit/test-payment`, {});
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('DEPOSIT_NOT_PAYABLE');
    const next = await bookCorte(t, businessId, f, '2026-12-03T16:00:00Z', 4);
    expect(next.status).toBe(201);
    clock.now = new Date('2026-12-01T09:00:00Z');
  });

  it('releases an expired hold at read time, before any job runs', async () => {
    const booked = await bookCorte(t, businessId, f, '2026-12-04T10:00:00Z', 5);
    expect(booked.status).toBe(201);
    clock.now = new Date('2026-12-01T09:20:00Z');
    const slots = await t
      .client()
      .get(
        `/api/public/businesses/${businessId}/slots?serviceId=${f.serviceId}&professionalId=${f.professionalIds[0]}&from=2026-12-04&to=2026-12-04`,
      );
    expect(slots.body.slots.map((s: { startsAt: string }) => s.startsAt)).toContain('2026-12-04T10:00:00.000Z');
    clock.now = new Date('2026-12-01T09:00:00Z');
  });
});
