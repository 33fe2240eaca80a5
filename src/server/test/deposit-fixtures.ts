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
