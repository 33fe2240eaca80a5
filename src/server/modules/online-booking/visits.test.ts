import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduleFixture, openEveryDay } from '../../test/fixtures.ts';
import { defaultEngine, startTestApp, type HttpClient, type TestApp } from '../../test/harness.ts';

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface SlotStep {
  serviceId: string;
  professionalId: string;
  startsAt: string;
  endsAt: string;
}

/** Visits of several services, online and at the front desk: one booking, all or nothing. */
describe('visits of several services', () => {
  let t: TestApp;
  let owner: HttpClient;
  let businessId: string;
  let f: Awaited<ReturnType<typeof createScheduleFixture>>;
  const day = dayAhead(3);
  const [ana, bia] = [0, 1];
  const pro = (i: number) => f.professionalIds[i]!;
  const visitSlots = (professionalIds: string, on = day) =>
    t
      .client()
      .get(
        `/api/public/businesses/${businessId}/visit-slots?serviceIds=${f.serviceId},${f.longServiceId}&professionalIds=${professionalIds}&from=${on}&to=${on}`,
      );
  const appointments = (visitId: string) =>
    t.database.handle.db
      .selectFrom('appointments')
      .select(['id', 'status', 'professional_id', 'service_id', 'starts_at', 'ends_at', 'visit_id'])
      .where('visit_id', '=', visitId)
      .orderBy('starts_at')
      .execute();
  const mails = (appointmentIds: string[]) =>
    t.database.handle.db
      .selectFrom('outbox_messages')
      .select(['kind', 'appointment_id', 'text_body'])
      .where('appointment_id', 'in', appointmentIds)
      .execute();

  beforeAll(async () => {
    t = await startTestApp(defaultEngine(), { PUBLIC_BOOKINGS_PER_IP_PER_HOUR: '1000' });
    owner = t.client();
    await owner.signUp('visits@example.com');
    businessId = (await owner.get('/api/me')).body.profile.businessId;
    f = await createScheduleFixture(t.database.handle.db, businessId, {
      timeZone: 'UTC',
      breakAt: { start: '12:00', end: '13:00' },
    });
    await openEveryDay(t.database.handle.db, businessId);
    await owner.request('PATCH', '/api/online-booking/settings', { enabled: true, minNoticeMinutes: 60 });
  });
  afterAll(() => t.close());

  it('offers only start times at which every step fits, each with who does it', async () => {
    // Bia is busy 10:30–11:00: a visit of Corte (30 min) with Ana then Coloração (90 min) with Bia
    // cannot start at 10:00, and nothing runs into the 12:00 break.
    await owner.post('/api/appointments', {
      professionalId: pro(bia),
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt: `${day}T10:30:00Z`,
    });
    const chosen = await visitSlots(`${pro(ana)},${pro(bia)}`);
    expect(chosen.status).toBe(200);
    const starts = chosen.body.slots.map((s: { startsAt: string }) => s.startsAt.slice(11, 16));
    expect(starts[0]).toBe('08:00');
    expect(starts).toContain('08:30');
    expect(starts).not.toContain('09:00'); // Coloração 09:30–11:00 would meet Bia's 10:30
    expect(starts).not.toContain('10:00');
    expect(starts).not.toContain('10:30'); // runs into the break
    expect(starts).toContain('13:00');
    const first = chosen.body.slots[0];
    expect(first.steps).toEqual([
      {
        serviceId: f.serviceId,
        professionalId: pro(ana),
        startsAt: `${day}T08:00:00.000Z`,
        endsAt: `${day}T08:30:00.000Z`,
      },
      {
        serviceId: f.longServiceId,
        professionalId: pro(bia),
        startsAt: `${day}T08:30:00.000Z`,
        endsAt: `${day}T10:00:00.000Z`,
      },
    ]);
    expect(first.endsAt).toBe(`${day}T10:00:00.000Z`);
    // With anyone for the second step, 09:00 fits: Ana does both.
    const any = await visitSlots(`${pro(ana)},any`);
    const nine = any.body.slots.find((s: { startsAt: string }) => s.startsAt === `${day}T09:00:00.000Z`);
    expect(nine.steps.map((s: SlotStep) => s.professionalId)).toEqual([pro(ana), pro(ana)]);
    // Lists of different lengths, or a fourth service, are refused.
    expect((await visitSlots(`${pro(ana)}`)).status).toBe(400);
    const four = await t
      .client()
      .get(
        `/api/public/businesses/${businessId}/visit-slots?serviceIds=${[f.serviceId, f.serviceId, f.serviceId, f.serviceId]}&professionalIds=any,any,any,any&from=${day}&to=${day}`,
      );
    expect(four.status).toBe(400);
  });

  it('books the visit as one booking: its steps, one confirmation naming both services, one reminder', async () => {
    const created = await t.client().post(`/api/public/businesses/${businessId}/bookings`, {
      serviceId: f.serviceId,
      professionalId: pro(ana),
      nextSteps: [{ serviceId: f.longServiceId, professionalId: pro(bia) }],
      startsAt: `${day}T13:00:00Z`,
      client: { fullName: 'Clara Visita', phone: '+55 11 97777-1111', email: 'clara@example.com' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ startsAt: `${day}T13:00:00.000Z`, endsAt: `${day}T15:00:00.000Z` });
    const steps = await appointments(created.body.id);
    expect(steps.map((s) => [s.professional_id, s.service_id, s.starts_at.toISOString()])).toEqual([
      [pro(ana), f.serviceId, `${day}T13:00:00.000Z`],
      [pro(bia), f.longServiceId, `${day}T13:30:00.000Z`],
    ]);
    const sent = await mails(steps.map((s) => s.id));
    expect(sent.map((m) => m.kind).sort()).toEqual(['booking_alert', 'booking_confirmation', 'booking_reminder']);
    const confirmation = sent.find((m) => m.kind === 'booking_confirmation')!;
    expect(confirmation.text_body).toContain('Corte + Coloração');
    expect(confirmation.text_body).toMatch(/R\$\s250,00/);

    const page = await t.client().get(`/api/public/bookings/${created.body.manageToken}`);
    expect(page.body).toMatchObject({ priceCents: 25_000, endsAt: `${day}T15:00:00.000Z`, canChange: true });
    expect(page.body.steps.map((s: { serviceName: string }) => s.serviceName)).toEqual(['Corte', 'Coloração']);
  });

  it('moves the visit whole from its manage link, and cancels it whole', async () => {
    const created = await t.client().post(`/api/public/businesses/${businessId}/bookings`, {
      serviceId: f.serviceId,
      professionalId: pro(ana),
      nextSteps: [{ serviceId: f.longServiceId, professionalId: pro(ana) }],
      startsAt: `${day}T16:00:00Z`,
      client: { fullName: 'Davi Visita', phone: '+55 11 97777-2222' },
    });
    const token = created.body.manageToken;
    // Half an hour later: the second step starts where the first was — the check waits for the commit.
    const moved = await t.client().request('PATCH', `/api/public/bookings/${token}/schedule`, {
      startsAt: `${day}T16:30:00Z`,
      professionalIds: [pro(ana), pro(ana)],
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ startsAt: `${day}T16:30:00.000Z`, endsAt: `${day}T18:30:00.000Z` });
    expect((await appointments(created.body.id)).map((s) => s.starts_at.toISOString())).toEqual([
      `${day}T16:30:00.000Z`,
      `${day}T17:00:00.000Z`,
    ]);
    // A time where one step does not fit is refused, and nothing moves.
    const blocked = await t.client().request('PATCH', `/api/public/bookings/${token}/schedule`, {
      startsAt: `${day}T13:00:00Z`,
      professionalIds: [pro(ana), pro(bia)],
    });
    expect(blocked.status).toBe(409);
    expect((await appointments(created.body.id))[0]!.starts_at.toISOString()).toBe(`${day}T16:30:00.000Z`);

    const cancelled = await t.client().post(`/api/public/bookings/${token}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await appointments(created.body.id)).map((s) => s.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('books a visit at the front desk all or nothing, and moves one step or the whole visit', async () => {
    const other = dayAhead(4);
    await owner.post('/api/appointments', {
      professionalId: pro(bia),
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt: `${other}T09:00:00Z`,
    });
    // Bia is busy at 09:00: the visit's second step is in the way, and neither step is written.
    const refused = await owner.post('/api/appointments', {
      professionalId: pro(ana),
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt: `${other}T08:30:00Z`,
      nextSteps: [{ serviceId: f.longServiceId, professionalId: pro(bia) }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('SLOT_TAKEN');
    const day4 = await owner.get(`/api/appointments?from=${other}T00:00:00Z&to=${other}T23:59:00Z`);
    expect(day4.body.items).toHaveLength(1);

    const booked = await owner.post('/api/appointments', {
      professionalId: pro(ana),
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt: `${other}T14:00:00Z`,
      nextSteps: [{ serviceId: f.longServiceId, professionalId: pro(bia) }],
    });
    expect(booked.status).toBe(201);
    const visitId = booked.body.visitId;
    expect(visitId).toBe(booked.body.id);
    const [first, second] = await appointments(visitId);

    // One step alone: the other stays.
    const one = await owner.request('PATCH', `/api/appointments/${second!.id}/schedule`, {
      startsAt: `${other}T15:00:00Z`,
    });
    expect(one.status).toBe(200);
    expect((await appointments(visitId)).map((s) => s.starts_at.toISOString())).toEqual([
      `${other}T14:00:00.000Z`,
      `${other}T15:00:00.000Z`,
    ]);
    // The whole visit, by the first step: every step by the same time.
    const whole = await owner.request('PATCH', `/api/appointments/${first!.id}/schedule`, {
      startsAt: `${other}T15:00:00Z`,
      wholeVisit: true,
    });
    expect(whole.status).toBe(200);
    expect((await appointments(visitId)).map((s) => s.starts_at.toISOString())).toEqual([
      `${other}T15:00:00.000Z`,
      `${other}T16:00:00.000Z`,
    ]);
    // The front desk may cancel one step; the visit keeps the other.
    await owner.post(`/api/appointments/${first!.id}/cancel`);
    expect((await appointments(visitId)).map((s) => s.status)).toEqual(['cancelled', 'scheduled']);
  });
});
