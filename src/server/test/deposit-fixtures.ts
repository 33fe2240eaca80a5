import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { HttpClient, TestApp } from './harness.ts';
import { signUpOwner, type Owner } from './business-fixtures.ts';
import { createScheduleFixture, openEveryDay } from './fixtures.ts';

/** A business taking online bookings whose 'Corte' (R$ 50,00) asks `rule` ahead, its payment account connected. */
export async function depositBusiness(
  t: TestApp,
  email: string,
  policy: Record<string, unknown> = {},
  rule: { kind: string; value: number } = { kind: 'percent', value: 2_000 },
): Promise<{ owner: Owner; api: HttpClient; f: Awaited<ReturnType<typeof createScheduleFixture>> }> {
  const owner = await signUpOwner(t, email);
  const api = owner.client;
  const f = await createScheduleFixture(t.database.handle.db, owner.businessId, { timeZone: 'UTC' });
  await openEveryDay(t.database.handle.db, owner.businessId);
  const settings = await api.request('PATCH', '/api/online-booking/settings', { enabled: true, minNoticeMinutes: 0 });
  if (settings.status !== 200) throw new Error(`online booking settings: ${JSON.stringify(settings.body)}`);
  const onboarding = await api.post('/api/payments/account/onboarding', {});
  if (onboarding.status !== 200) throw new Error(`onboarding: ${JSON.stringify(onboarding.body)}`);
  const updated = await api.request('PUT', '/api/payments/deposit-policy', {
    cancelWindowHours: 24,
    noShowKeeps: 'deposit',
    ...policy,
    services: [{ serviceId: f.serviceId, rule }],
  });
  if (updated.status !== 200) throw new Error(`deposit policy: ${JSON.stringify(updated.body)}`);
  return { owner, api, f };
}

/** A public booking of the business's 'Corte' with its first professional at `startsAt`. */
export function bookCorte(
  t: TestApp,
  businessId: string,
  f: { serviceId: string; professionalIds: string[] },
  startsAt: string,
  who = 1,
  extra: Record<string, unknown> = {},
) {
  return t.client().post(`/api/public/businesses/${businessId}/bookings`, {
    serviceId: f.serviceId,
    professionalId: f.professionalIds[0],
    startsAt,
    client: {
      fullName: `Cliente ${who}`,
      phone: `+55 11 9${String(1000_0000 + who).slice(0, 8)}`,
      email: `cliente${who}@example.com`,
    },
    ...extra,
  });
}

/** The e-mails of one kind written for a booking (its outbox): what the customer was told, once. */
export function mailsOf(t: TestApp, appointmentId: string, kind: string) {
  return t.database.handle.db
    .selectFrom('outbox_messages')
    .select(['kind', 'subject'])
    .where('appointment_id', '=', appointmentId)
    .where('kind', '=', kind)
    .execute();
}

/**
 * Three paid deposits of a `depositBusiness` at `now` (20 % of 'Corte': R$ 10,00 each): one still
 * paid (its visit to come), one refunded (the business cancelled), one kept (a no-show an hour
 * later, the clock moved by `setNow` and put back).
 */
export async function depositsOfEveryKind(
  t: TestApp,
  business: Awaited<ReturnType<typeof depositBusiness>>,
  now: Date,
  setNow: (at: Date) => void,
): Promise<{ paid: string; refunded: string; kept: string }> {
  const { owner, api, f } = business;
  const hours = (n: number) => new Date(now.getTime() + n * 3_600_000).toISOString();
  const paidBooking = async (startsAt: string, who: number): Promise<string> => {
    const booked = await bookCorte(t, owner.businessId, f, startsAt, who);
    if (booked.status !== 201) throw new Error(`booking: ${JSON.stringify(booked.body)}`);
    const paid = await t.client().post(`/api/public/bookings/${booked.body.manageToken}/deposit/test-payment`, {});
    if (paid.body.status !== 'paid') throw new Error(`test payment: ${JSON.stringify(paid.body)}`);
    return booked.body.id;
  };
  const cancel = async (id: string, body: Record<string, unknown> = {}) => {
    const cancelled = await api.request('PATCH', `/api/appointments/${id}/status`, { status: 'cancelled', ...body });
    if (cancelled.status !== 200) throw new Error(`cancel: ${JSON.stringify(cancelled.body)}`);
  };
  const paid = await paidBooking(hours(50), 1);
  const refunded = await paidBooking(hours(51), 2);
  await cancel(refunded);
  const kept = await paidBooking(hours(1), 3);
  setNow(new Date(hours(2)));
  await cancel(kept, { noShow: true });
  setNow(now);
  return { paid, refunded, kept };
}

/**
 * A deposit of the client's online booking written as the flow leaves a refunded one — paid, then
 * refunded with its refund row — without the flow: for the data-rights tests. Its appointment's id.
 */
export async function refundedDepositOfOnlineVisit(
  db: Kysely<Database>,
  businessId: string,
  clientId: string,
  amountCents: number,
  at: { asked: Date; paid: Date; refunded: Date },
): Promise<string> {
  const { id: appointmentId } = await db
    .selectFrom('appointments')
    .select('id')
    .where('client_id', '=', clientId)
    .where('source', '=', 'online')
    .executeTakeFirstOrThrow();
  const deposit = await db
    .insertInto('deposits')
    .values({
      business_id: businessId,
      appointment_id: appointmentId,
      amount_cents: amountCents,
      currency: 'BRL',
      status: 'refunded',
      provider: 'test',
      account_id: 'acct_test_data_rights',
      method: 'card',
      payment_intent_id: `pi_test_${appointmentId.replaceAll('-', '')}`,
      client_secret: 'pi_secret_never_exported',
      pix_code: '000201010212never_exported',
      expires_at: new Date(at.asked.getTime() + 15 * 60_000),
      paid_at: at.paid,
      settled_at: at.refunded,
      settled_reason: 'customer',
      created_at: at.asked,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('deposit_refunds')
    .values({ business_id: businessId, deposit_id: deposit.id, amount_cents: amountCents, created_at: at.refunded })
    .execute();
  return appointmentId;
}
