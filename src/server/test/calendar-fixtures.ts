import { expect } from 'vitest';
import { signUpOwner } from './business-fixtures.ts';
import { createScheduleFixture, openEveryDay } from './fixtures.ts';
import type { TestApp } from './harness.ts';

const DAY_MS = 86_400_000;

/** The date `days` from today, in UTC (the calendar tests' business keeps UTC's clock). */
export const dayAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A business whose calendars the tests connect: open every day 08:00–20:00 on UTC's clock, taking
 * online bookings at once, with its first professional signed in on a login of their own.
 */
export async function calendarBusiness(t: TestApp, ownerEmail: string, proEmail: string) {
  const db = t.database.handle.db;
  const owner = await signUpOwner(t, ownerEmail);
  const f = await createScheduleFixture(db, owner.businessId, { timeZone: 'UTC' });
  await openEveryDay(db, owner.businessId);
  const settings = await owner.client.request('PATCH', '/api/online-booking/settings', {
    enabled: true,
    minNoticeMinutes: 0,
  });
  expect(settings.status).toBe(200);
  const login = await owner.client.post('/api/users', {
    mode: 'password',
    professionalId: f.professionalIds[0],
    email: proEmail,
    password: 'secret123',
  });
  expect(login.status).toBe(201);
  const pro = t.client();
  expect((await pro.signIn(proEmail, 'secret123')).status).toBe(200);
  return { owner, f, pro };
}

/** The free times of one professional on `day`, as the booking page lists them ('HH:MM', UTC). */
export async function slotTimes(
  t: TestApp,
  business: { owner: { businessId: string }; f: { serviceId: string; professionalIds: string[] } },
  day: string,
  professional = 0,
): Promise<string[]> {
  const { owner, f } = business;
  const answer = await t
    .client()
    .get(
      `/api/public/businesses/${owner.businessId}/slots?serviceId=${f.serviceId}&professionalId=${f.professionalIds[professional]}&from=${day}&to=${day}`,
    );
  expect(answer.status).toBe(200);
  return answer.body.slots.map((s: { startsAt: string }) => s.startsAt.slice(11, 16)) as string[];
}
