// Over 300 lines: one suite on one app server per engine; split in two, it would start a second one.
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { startTestApp, testEngines, type HttpClient, type TestApp } from '../../test/harness.ts';

type Fixture = Awaited<ReturnType<typeof createScheduleFixture>>;

describe.each(testEngines())('the schedule on %s', (engine) => {
  let t: TestApp;
  let owner: HttpClient;
  let businessId: string;
  let f: Fixture;
  let day = 0;
  /** A fresh day for each test, so tests do not collide: 2030-01-(n). */
  const nextDay = () => `2030-01-${String(++day + 1).padStart(2, '0')}`;
  const book = (body: Record<string, unknown>, client = owner) => client.post('/api/appointments', body);

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = t.client();
    await owner.signUp('schedule@example.com');
    businessId = (await owner.get('/api/me')).body.profile.businessId;
    f = await createScheduleFixture(t.database.handle.db, businessId, {
      timeZone: 'UTC',
      breakAt: { start: '12:00', end: '13:00' },
    });
  });
  afterAll(() => t.close());

  it('books an appointment with its end from the service and a price snapshot', async () => {
    const date = nextDay();
    const response = await book({
      professionalId: f.professionalIds[0],
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt: `${date}T10:00:00Z`,
      notes: 'Primeira vez',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'scheduled',
      startsAt: `${date}T10:00:00.000Z`,
      endsAt: `${date}T10:30:00.000Z`,
      priceCents: 5000,
      serviceName: 'Corte',
      clientName: 'João da Silva',
      notes: 'Primeira vez',
      source: 'staff',
    });
  });

  it('takes back-to-back appointments, refuses an overlap naming what is in the way, and two professionals at once', async () => {
    const date = nextDay();
    const first = await book({
      professionalId: f.professionalIds[0],
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt: `${date}T10:00:00Z`,
    });
    const second = await book({
      professionalId: f.professionalIds[0],
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt: `${date}T10:30:00Z`,
    });
    expect([first.status, second.status]).toEqual([201, 201]);

    const overlap = await book({
      professionalId: f.professionalIds[0],
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt: `${date}T10:15:00Z`,
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body.error.code).toBe('SLOT_TAKEN');
    expect(overlap.body.error.details.conflict).toMatchObject({
      id: first.body.id,
      clientName: 'João da Silva',
      serviceName: 'Corte',
    });
    expect(overlap.body.error.message).toContain('10:00–10:30');

    const other = await book({
      professionalId: f.professionalIds[1],
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt: `${date}T10:15:00Z`,
    });
    expect(other.status).toBe(201);
  });

  it('offers a cancelled slot again', async () => {
    const date = nextDay();
    const body = {
      professionalId: f.professionalIds[0],
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt: `${date}T15:00:00Z`,
    };
    const first = await book(body);
    expect((await owner.post(`/api/appointments/${first.body.id}/cancel`)).body.status).toBe('cancelled');
    expect((await book(body)).status).toBe(201);
  });

  it('asks before booking outside working hours or in a break', async () => {
    const date = nextDay();
    const base = { professionalId: f.professionalIds[0], serviceId: f.serviceId, clientId: f.clientId };
    const early = await book({ ...base, startsAt: `${date}T07:00:00Z` });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: 'OUTSIDE_WORKING_HOURS', details: { reason: 'outside_hours' } });
    const lunch = await book({ ...base, startsAt: `${date}T12:15:00Z` });
    expect(lunch.body.error).toMatchObject({
      code: 'OUTSIDE_WORKING_HOURS',
      details: { reason: 'break', breakName: 'Almoço' },
    });
    expect((await book({ ...base, startsAt: `${date}T07:00:00Z`, allowOutsideWorkingHours: true })).status).toBe(201);
  });

  it('refuses what cannot be booked with a clear code, and writes nothing', async () => {
    const db = t.database.handle.db;
    const date = nextDay();
    const base = {
      professionalId: f.professionalIds[0],
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt: `${date}T10:00:00Z`,
    };
    const count = async () =>
      (
        await db
          .selectFrom('appointments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('business_id', '=', businessId)
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());

    expect((await book(base, t.client())).status).toBe(401);
    const unknownClient = await book({ ...base, clientId: randomUUID() });
    expect(unknownClient.status).toBe(400);
    expect(unknownClient.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { clientId: expect.any(String) },
    });
    const other = await db
      .insertInto('services')
      .values({ business_id: businessId, name: 'Barba', duration_minutes: 20, price_cents: 3000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await book({ ...base, serviceId: other.id })).body.error.code).toBe('SERVICE_NOT_OFFERED');
    await db.updateTable('services').set({ active: false }).where('id', '=', f.serviceId).execute();
    const inactive = await book(base);
    await db.updateTable('services').set({ active: true }).where('id', '=', f.serviceId).execute();
    expect(inactive.status).toBe(409);
    expect(inactive.body.error.code).toBe('INACTIVE_RESOURCE');

    expect(Number(await count())).toBe(before);
  });

  it("judges hours and breaks in the business's time zone, across the UTC day", async () => {
    const other = t.client();
    await other.signUp(`schedule-tz-${engine}@example.com`);
    const otherBusiness = (await other.get('/api/me')).body.profile.businessId as string;
    const g = await createScheduleFixture(t.database.handle.db, otherBusiness, {
      timeZone: 'America/Sao_Paulo',
      hours: { start: '09:00', end: '22:00' },
      breakAt: { start: '12:00', end: '13:00' },
    });
    const base = { professionalId: g.professionalIds[0], serviceId: g.serviceId, clientId: g.clientId };
    const at = async (startsAt: string) => {
      const response = await book({ ...base, startsAt }, other);
      return response.status === 201 ? 'booked' : (response.body.error.details?.reason ?? response.body.error.code);
    };
    // São Paulo is UTC−3: 09:00 local is 12:00 UTC.
    expect(await at('2030-03-04T12:00:00Z')).toBe('booked');
    expect(await at('2030-03-04T11:45:00Z')).toBe('outside_hours');
    expect(await at('2030-03-04T15:15:00Z')).toBe('break');
    expect(await at('2030-03-04T14:30:00Z')).toBe('booked');
    // 21:30 local is 00:30 UTC the next day: still that local day's hours.
    expect(await at('2030-03-05T00:30:00Z')).toBe('booked');
    expect(await at('2030-03-05T00:45:00Z')).toBe('outside_hours');
  });

  it('moves statuses by the rules: completed and cancelled are final', async () => {
    const date = nextDay();
    const created = await book({
      professionalId: f.professionalIds[0],
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt: `${date}T09:00:00Z`,
    });
    const id = created.body.id;
    const to = (status: string) => owner.request('PATCH', `/api/appointments/${id}/status`, { status });
    expect((await to('confirmed')).body.status).toBe('confirmed');
    expect((await to('scheduled')).body.status).toBe('scheduled');
    expect((await to('completed')).body.status).toBe('completed');
    const back = await to('scheduled');
    expect(back.status).toBe(409);
    expect(back.body.error.code).toBe('INVALID_STATUS_CHANGE');
    const moved = await owner.request('PATCH', `/api/appointments/${id}/schedule`, { startsAt: `${date}T11:00:00Z` });
    expect(moved.body.error.code).toBe('NOT_RESCHEDULABLE');
    const invalid = await to('finished');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields.status).toBeDefined();
  });

  it('reschedules to a free time or another professional, never onto a taken one', async () => {
    const date = nextDay();
    const base = { serviceId: f.serviceId, clientId: f.clientId };
    const a = await book({ ...base, professionalId: f.professionalIds[0], startsAt: `${date}T09:00:00Z` });
    const b = await book({ ...base, professionalId: f.professionalIds[0], startsAt: `${date}T10:00:00Z` });
    const onto = await owner.request('PATCH', `/api/appointments/${a.body.id}/schedule`, {
      startsAt: `${date}T10:10:00Z`,
    });
    expect(onto.status).toBe(409);
    expect(onto.body.error.details.conflict.id).toBe(b.body.id);
    const later = await owner.request('PATCH', `/api/appointments/${a.body.id}/schedule`, {
      startsAt: `${date}T14:00:00Z`,
    });
    expect(later.body).toMatchObject({ startsAt: `${date}T14:00:00.000Z`, endsAt: `${date}T14:30:00.000Z` });
    const other = await owner.request('PATCH', `/api/appointments/${b.body.id}/schedule`, {
      startsAt: `${date}T14:00:00Z`,
      professionalId: f.professionalIds[1],
    });
    expect(other.body.professionalId).toBe(f.professionalIds[1]);
  });

  it('lists what overlaps a period, filtered by professional, and sums a month', async () => {
    const date = nextDay();
    const base = { serviceId: f.serviceId, clientId: f.clientId };
    await book({ ...base, professionalId: f.professionalIds[0], startsAt: `${date}T09:00:00Z` });
    const done = await book({ ...base, professionalId: f.professionalIds[1], startsAt: `${date}T09:00:00Z` });
    await owner.request('PATCH', `/api/appointments/${done.body.id}/status`, { status: 'completed' });
    const all = await owner.get(`/api/appointments?from=${date}T00:00:00Z&to=${date}T23:59:59Z`);
    expect(all.body.total).toBe(2);
    const one = await owner.get(
      `/api/appointments?from=${date}T00:00:00Z&to=${date}T23:59:59Z&professionalId=${f.professionalIds[1]}`,
    );
    expect(one.body.items.map((a: { id: string }) => a.id)).toEqual([done.body.id]);
    const summary = await owner.get('/api/appointments/summary?month=2030-01');
    expect(summary.status).toBe(200);
    expect(summary.body.byStatus.completed).toBeGreaterThanOrEqual(2);
    expect(summary.body.realisedRevenueCents).toBe(summary.body.byStatus.completed * 5000);
  });

  it('lists each appointment exactly as booking answered it, text that needs escaping included', async () => {
    const date = nextDay();
    const notes = 'Ela disse: "sem \\ franja"\nlinha 2\t✂️ — até às 10h';
    const booked = await book({
      professionalId: f.professionalIds[0],
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt: `${date}T15:00:00Z`,
      notes,
    });
    expect(booked.status).toBe(201);
    const listed = await owner.get(`/api/appointments?from=${date}T00:00:00Z&to=${date}T23:59:59Z`);
    expect(listed.body).toEqual({ items: [booked.body], total: 1 });
    expect(listed.body.items[0].notes).toBe(notes);
  });

  it('refuses bad input with a clear code and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.handle.db
            .selectFrom('appointments')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const date = nextDay();
    const valid = {
      professionalId: f.professionalIds[0],
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt: `${date}T10:00:00Z`,
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, startsAt: 'tomorrow at ten' }, 'startsAt'],
      [{ ...valid, startsAt: undefined }, 'startsAt'],
      [{ ...valid, professionalId: 'not-an-id' }, 'professionalId'],
      [{ ...valid, serviceId: randomUUID() }, 'serviceId'],
      [{ ...valid, clientId: randomUUID() }, 'clientId'],
      [{ ...valid, notes: 'x'.repeat(2001) }, 'notes'],
    ];
    for (const [body, field] of cases) {
      const response = await book(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields[field], field).toBeTruthy();
    }
    const backwards = await owner.get(`/api/appointments?from=${date}T12:00:00Z&to=${date}T08:00:00Z`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields.to).toBe('O fim deve ser depois do início');

    // Another business's ids are unknown here.
    const other = t.client();
    await other.signUp('other-schedule@example.com');
    const otherBusiness = (await other.get('/api/me')).body.profile.businessId;
    const theirs = await createScheduleFixture(t.database.handle.db, otherBusiness);
    const foreign = await book({ ...valid, clientId: theirs.clientId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.clientId).toBe('Não encontrado neste negócio');
    const foreignPro = await book({ ...valid, professionalId: theirs.professionalIds[0] });
    expect(foreignPro.body.error.fields.professionalId).toBeTruthy();
    const mine = await book(valid);
    expect((await other.get(`/api/appointments/${mine.body.id}`)).status).toBe(404);
    expect(
      (await other.request('PATCH', `/api/appointments/${mine.body.id}/status`, { status: 'cancelled' })).status,
    ).toBe(404);
    expect(await count()).toBe(before + 1);
  });

  it('keeps 09:00 local on both DST days in New York and in São Paulo', async () => {
    for (const [zone, dates] of [
      [
        'America/New_York',
        [
          ['2026-03-08', '-04:00'],
          ['2026-11-01', '-05:00'],
          ['2026-03-07', '-05:00'],
        ],
      ],
      [
        'America/Sao_Paulo',
        [
          ['2026-10-18', '-03:00'],
          ['2026-02-15', '-03:00'],
        ],
      ],
    ] as const) {
      await t.database.handle.db
        .updateTable('businesses')
        .set({ time_zone: zone })
        .where('id', '=', businessId)
        .execute();
      for (const [date, offset] of dates) {
        const response = await book({
          professionalId: f.professionalIds[1],
          serviceId: f.serviceId,
          clientId: f.clientId,
          startsAt: `${date}T09:00:00${offset}`,
        });
        expect(response.status, `${zone} ${date}`).toBe(201);
        const local = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(
          new Date(response.body.startsAt),
        );
        expect(local, `${zone} ${date}`).toBe('09:00');
        const listed = await owner.get(
          `/api/appointments?from=${date}T00:00:00${offset}&to=${date}T23:59:00${offset}&professionalId=${f.professionalIds[1]}`,
        );
        expect(listed.body.items.map((a: { startsAt: string }) => a.startsAt)).toContain(response.body.startsAt);
      }
    }
    await t.database.handle.db
      .updateTable('businesses')
      .set({ time_zone: 'UTC' })
      .where('id', '=', businessId)
      .execute();
  });

  it('publishes a secret iCalendar feed that round-trips, drops cancelled appointments, and can be regenerated', async () => {
    await t.database.handle.db
      .updateTable('businesses')
      .set({ time_zone: 'America/New_York' })
      .where('id', '=', businessId)
      .execute();
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const kept = await book({
      professionalId: f.professionalIds[0],
      serviceId: f.longServiceId,
      clientId: f.clientId,
      startsAt: `${soon}T13:00:00Z`,
      allowOutsideWorkingHours: true,
    });
    const dropped = await book({
      professionalId: f.professionalIds[0],
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt: `${soon}T18:00:00Z`,
      allowOutsideWorkingHours: true,
    });
    await owner.post(`/api/appointments/${dropped.body.id}/cancel`);

    const feeds = await owner.get('/api/calendar-feeds');
    const business = feeds.body.items.find((feed: { scope: string }) => feed.scope === 'business');
    expect(feeds.body.items).toHaveLength(3);
    const path = new URL(business.url).pathname;
    const ics = await fetch(`${t.baseUrl}${path}`);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const component = new ICAL.Component(ICAL.parse(await ics.text()));
    const zone = new ICAL.Timezone(component.getFirstSubcomponent('vtimezone')!);
    const events = component.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.some((e) => e.uid === `${dropped.body.id}@agendo`)).toBe(false);
    const event = events.find((e) => e.uid === `${kept.body.id}@agendo`)!;
    expect(event.summary).toBe('Coloração – João da Silva');
    const start = event.startDate;
    start.zone = zone;
    const end = event.endDate;
    end.zone = zone;
    expect(start.toJSDate().toISOString()).toBe(kept.body.startsAt);
    expect(end.toJSDate().toISOString()).toBe(kept.body.endsAt);
    expect(component.getFirstSubcomponent('vevent')!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(
      'America/New_York',
    );

    const regenerated = await owner.post('/api/calendar-feeds/regenerate', { professionalId: null });
    expect(regenerated.body.url).not.toBe(business.url);
    expect((await fetch(`${t.baseUrl}${path}`)).status).toBe(404);
    await t.database.handle.db
      .updateTable('businesses')
      .set({ time_zone: 'UTC' })
      .where('id', '=', businessId)
      .execute();
  });

  it('shows a professional only their own appointments and column', async () => {
    const db = t.database.handle.db;
    const userId = randomUUID();
    await db.insertInto('users').values({ id: userId, email: 'pro-own@example.com', name: 'Pro' }).execute();
    await db
      .insertInto('accounts')
      .values({
        id: randomUUID(),
        user_id: userId,
        account_id: userId,
        provider_id: 'credential',
        password: await hashPassword('secret123'),
      })
      .execute();
    await db
      .insertInto('profiles')
      .values({ id: userId, business_id: businessId, role: 'professional', full_name: 'Pro' })
      .execute();
    await db.updateTable('professionals').set({ user_id: userId }).where('id', '=', f.professionalIds[0]!).execute();
    const pro = t.client();
    expect((await pro.signIn('pro-own@example.com', 'secret123')).status).toBe(200);

    const date = nextDay();
    const base = { serviceId: f.serviceId, clientId: f.clientId };
    const mine = await book({ ...base, professionalId: f.professionalIds[0], startsAt: `${date}T09:00:00Z` }, pro);
    expect(mine.status).toBe(201);
    const theirs = await book({ ...base, professionalId: f.professionalIds[1], startsAt: `${date}T09:00:00Z` });
    expect(
      (await book({ ...base, professionalId: f.professionalIds[1], startsAt: `${date}T11:00:00Z` }, pro)).status,
    ).toBe(403);
    const listed = await pro.get(`/api/appointments?from=${date}T00:00:00Z&to=${date}T23:59:59Z`);
    expect(listed.body.items.map((a: { id: string }) => a.id)).toEqual([mine.body.id]);
    expect((await pro.get(`/api/appointments/${theirs.body.id}`)).status).toBe(404);
    const feeds = await pro.get('/api/calendar-feeds');
    expect(feeds.body.items).toEqual([
      expect.objectContaining({ scope: 'professional', professionalId: f.professionalIds[0] }),
    ]);
    await db.updateTable('professionals').set({ user_id: null }).where('id', '=', f.professionalIds[0]!).execute();
  });
});
