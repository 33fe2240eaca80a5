// Over 300 lines: one hand-computed business whose figures three screens must agree on, plus its commissions' life.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAppointment, signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { startTestApp, bothEngines, testEngines, type HttpClient, type TestApp } from '../../test/harness.ts';

/**
 * A business in New York whose figures are worked out by hand below (docs/metrics.md): statuses,
 * prices, appointments at both edges of the range, the night the clocks went back (1 November
 * 2026: 01:30 happened twice), and clients whose first visit falls inside and outside the range.
 * "Today" is Sunday 15 November 2026, noon in New York.
 */

const NOW = new Date('2026-11-15T17:00:00Z');

describe.each(testEngines())('figures on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  let clock = NOW;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => clock });
    owner = await signUpOwner(t, `figures-${engine}@example.com`, 'en-US');
    const api = owner.client;
    expect(
      (
        await api.request('PATCH', '/api/business/settings', {
          timeZone: 'America/New_York',
          defaultCommissionRate: 30,
        })
      ).status,
    ).toBe(200);
    const s1 = await api.post('/api/services', { name: 'Color', durationMinutes: 60, priceCents: 10_000 });
    const s2 = await api.post('/api/services', { name: 'Cut', durationMinutes: 30, priceCents: 5_000 });
    const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));
    const p1 = await api.post('/api/professionals', {
      fullName: 'Paula One',
      commissionRate: 40,
      serviceIds: [s1.body.id],
      workingHours: weekdays,
      breaks: [{ name: 'Lunch', start: '12:00', end: '13:00' }],
    });
    const p2 = await api.post('/api/professionals', {
      fullName: 'Pedro Two',
      serviceIds: [s2.body.id],
      workingHours: [],
    });
    Object.assign(ids, { s1: s1.body.id, s2: s2.body.id, p1: p1.body.id, p2: p2.body.id });
    for (const name of ['C1', 'C2', 'C3', 'C4', 'C5'])
      ids[name] = (await api.post('/api/clients', { fullName: `Client ${name}` })).body.id;
    // P2 earns 12.5 % on cuts: the per-service rate wins over the standard 30 %.
    expect(
      (
        await api.request('PUT', `/api/commissions/rates/${ids.p2}`, {
          serviceRates: [{ serviceId: ids.s2, rate: 12.5 }],
        })
      ).status,
    ).toBe(204);

    const book = (
      key: string,
      startsAt: string,
      professional: 'p1' | 'p2',
      client: string,
      status: 'scheduled' | 'confirmed' | 'completed' | 'cancelled',
    ) =>
      insertAppointment(t.database.handle.db, {
        businessId: owner.businessId,
        professionalId: ids[professional]!,
        serviceId: professional === 'p1' ? ids.s1! : ids.s2!,
        clientId: ids[client]!,
        startsAt,
        minutes: professional === 'p1' ? 60 : 30,
        status,
        priceCents: professional === 'p1' ? 10_000 : 5_000,
      }).then((id) => (ids[key] = id));
    await book('a1', '2026-10-17T04:00:00Z', 'p1', 'C1', 'completed'); // 17 Oct 00:00 EDT: the range's first minute
    await book('a2', '2026-10-17T03:00:00Z', 'p1', 'C2', 'completed'); // 16 Oct 23:00 EDT: the previous period's last day
    await book('a3', '2026-11-01T05:30:00Z', 'p2', 'C1', 'completed'); // 1 Nov 01:30 EDT (the first 01:30)
    await book('a4', '2026-11-01T06:30:00Z', 'p2', 'C3', 'cancelled'); // 1 Nov 01:30 EST (the second 01:30)
    await book('a5', '2026-11-16T04:30:00Z', 'p1', 'C3', 'scheduled'); // 15 Nov 23:30 EST: today, not started
    await book('a6', '2026-11-16T05:30:00Z', 'p1', 'C3', 'scheduled'); // 16 Nov 00:30 EST: tomorrow, outside
    await book('a7', '2026-11-10T15:00:00Z', 'p2', 'C4', 'confirmed'); // started, never marked completed
    await book('a8', '2026-09-20T14:00:00Z', 'p1', 'C4', 'completed'); // previous period: C4's first visit
    await book('a9', '2026-08-01T14:00:00Z', 'p1', 'C1', 'completed'); // before both: C1 is no new customer
    await book('a10', '2026-10-20T14:00:00Z', 'p1', 'C5', 'cancelled'); // C5 only cancelled: no customer
  });
  afterAll(() => t.close());

  it('computes every dashboard figure as worked out by hand', async () => {
    const { status, body } = await owner.client.get('/api/dashboard?range=30');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      range: 30,
      from: '2026-10-17',
      to: '2026-11-15',
      currency: 'USD', // signed up in English
      revenueCents: 15_000,
      appointments: 6,
      visits: 6, // every one a single service
      completed: 2,
      cancelled: 2,
      successRate: 66.7, // 2 completed of 3 started (a1, a3, a7; a5 has not started)
      customers: 3, // C1, C3, C4
      newCustomers: 1, // C3 (C1 came in August, C4 in September)
      averageTicketCents: 7_500,
      statusCounts: { scheduled: 1, confirmed: 1, completed: 2, cancelled: 2 },
      topServices: [
        { serviceId: ids.s1, name: 'Color', count: 1, revenueCents: 10_000 },
        { serviceId: ids.s2, name: 'Cut', count: 1, revenueCents: 5_000 },
      ],
      hasSampleData: false,
    });
    expect(body.previous).toEqual({
      from: '2026-09-17',
      to: '2026-10-16',
      revenueCents: 20_000,
      appointments: 2,
      visits: 2,
      completed: 2,
      cancelled: 0,
      successRate: 100,
      customers: 2,
      newCustomers: 2,
      averageTicketCents: 10_000,
      // Nothing was taken at the counter: no comandas here (counter-figures.test.ts has them).
      received: { totalCents: 0, byMethod: { cash: 0, credit: 0, debit: 0, pix: 0 }, tipsCents: 0, onAccountCents: 0 },
    });
    expect(body.revenueByDay).toHaveLength(30);
    expect(body.revenueByDay.filter((d: { revenueCents: number }) => d.revenueCents > 0)).toEqual([
      { date: '2026-10-17', revenueCents: 10_000 },
      { date: '2026-11-01', revenueCents: 5_000 },
    ]);
    expect(body.appointmentsByDay.filter((d: { count: number }) => d.count > 0)).toEqual([
      { date: '2026-10-17', count: 1 },
      { date: '2026-10-20', count: 1 },
      { date: '2026-11-01', count: 2 },
      { date: '2026-11-10', count: 1 },
      { date: '2026-11-15', count: 1 },
    ]);
    expect(body.revenueByWeek[0]).toEqual({ weekStart: '2026-10-17', revenueCents: 10_000 });
    expect(body.revenueByWeek[1]).toEqual({ weekStart: '2026-10-19', revenueCents: 0 });
    expect(body.revenueByWeek.reduce((sum: number, w: { revenueCents: number }) => sum + w.revenueCents, 0)).toBe(
      15_000,
    );
  });

  it('gives the report of the same days the same totals, per professional and per service', async () => {
    const { status, body } = await owner.client.get('/api/reports?from=2026-10-17&to=2026-11-15');
    expect(status).toBe(200);
    const dashboard = (await owner.client.get('/api/dashboard?range=30')).body;
    expect(body.totals.revenueCents).toBe(dashboard.revenueCents);
    expect(body.totals).toEqual({
      appointments: 6,
      visits: 6,
      completed: 2,
      cancelled: 2,
      revenueCents: 15_000,
      averageTicketCents: 7_500,
      bookedMinutes: 180,
      workingMinutes: 20 * 420, // P1: 20 weekdays of 8 hours less lunch; P2 has no hours
      occupancy: 2.1,
      commissionCents: 4_000 + 625, // P1's own 40 %; P2's 12.5 % on cuts
    });
    const paula = body.professionals.find((p: { name: string }) => p.name === 'Paula One');
    expect(paula).toMatchObject({
      appointments: 3,
      completed: 1,
      cancelled: 1,
      revenueCents: 10_000,
      bookedMinutes: 120,
      workingMinutes: 8_400,
      occupancy: 1.4,
      commissionCents: 4_000,
    });
    const pedro = body.professionals.find((p: { name: string }) => p.name === 'Pedro Two');
    expect(pedro).toMatchObject({
      appointments: 3,
      completed: 1,
      cancelled: 1,
      revenueCents: 5_000,
      workingMinutes: 0,
      occupancy: null,
      commissionCents: 625,
    });
    expect(body.services.map((s: { name: string; revenueCents: number }) => [s.name, s.revenueCents])).toEqual([
      ['Color', 10_000],
      ['Cut', 5_000],
    ]);
  });

  it('exports the report as CSV with the same totals, in the reader’s language', async () => {
    owner.client.language = 'pt-BR';
    const csv = await owner.client.get('/api/reports/export.csv?from=2026-10-17&to=2026-11-15');
    owner.client.language = 'en-US';
    expect(csv.status).toBe(200);
    const text = String(csv.body);
    expect(text).toMatch(/^\uFEFF?Profissional;Serviços;/);
    expect(text).toContain('Total;6;2;2;150,00;75,00;2,10;46,25');
    expect(text).toContain('Visitas;6');
  });

  it('refuses ranges it does not offer, in the reader’s language', async () => {
    const tooLong = await owner.client.get('/api/reports?from=2025-01-01&to=2026-01-02');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.to).toBe('Choose a period of at most 366 days');
    expect((await owner.client.get('/api/reports?from=2026-11-10&to=2026-11-01')).status).toBe(400);
    expect((await owner.client.get('/api/dashboard?range=45')).status).toBe(400);
  });

  const month = async (client: HttpClient, value: string, professionalId?: string) =>
    (await client.get(`/api/commissions?month=${value}${professionalId ? `&professionalId=${professionalId}` : ''}`))
      .body;
  const comparable = (lines: Array<Record<string, unknown>>) => lines.map(({ id: _id, ...rest }) => rest);

  it('recalculates a month into one line per completed appointment, the same lines every time', async () => {
    // Before any recalculation the month shows what Recalcular would write: the report's figures, marked as a preview.
    const report = (await owner.client.get('/api/reports?from=2026-10-01&to=2026-10-31')).body;
    const before = await month(owner.client, '2026-10', ids.p1);
    expect(before).toMatchObject({ preview: true, calculatedAt: null, outdated: 2 });
    expect(before.totals).toEqual({
      baseCents: report.totals.revenueCents,
      tipsCents: 0,
      pendingCents: report.totals.commissionCents,
      paidCents: 0,
    });
    const first = await owner.client.post('/api/commissions/recalculate', { month: '2026-10' });
    expect(first.body).toEqual({ month: '2026-10', written: 2, removed: 0 });
    const lines = (await month(owner.client, '2026-10', ids.p1)).lines;
    const again = await owner.client.post('/api/commissions/recalculate', { month: '2026-10' });
    expect(again.body).toEqual({ month: '2026-10', written: 0, removed: 0 });
    expect((await month(owner.client, '2026-10', ids.p1)).lines).toEqual(lines);
    expect(comparable(lines)).toEqual([
      {
        appointmentId: ids.a2,
        professionalId: ids.p1,
        startsAt: '2026-10-17T03:00:00.000Z',
        serviceName: 'Color',
        clientName: 'Client C2',
        kind: 'commission',
        baseCents: 10_000,
        rate: 40,
        amountCents: 4_000,
        status: 'pending',
        paidOn: null,
        comandaNumber: null,
        tip: false,
      },
      {
        appointmentId: ids.a1,
        professionalId: ids.p1,
        startsAt: '2026-10-17T04:00:00.000Z',
        serviceName: 'Color',
        clientName: 'Client C1',
        kind: 'commission',
        baseCents: 10_000,
        rate: 40,
        amountCents: 4_000,
        status: 'pending',
        paidOn: null,
        comandaNumber: null,
        tip: false,
      },
    ]);
    expect(comparable(before.lines)).toEqual(comparable(lines));
    // The commissions' base is the month's completed revenue.
    const october = await month(owner.client, '2026-10');
    expect(october.totals).toEqual(before.totals);
    expect(october.totals.baseCents).toBe(report.totals.revenueCents);
    expect(october.totals.pendingCents).toBe(report.totals.commissionCents);
    expect(october).toMatchObject({ outdated: 0, preview: false });
  });

  it('pays a professional only the total the owner saw, and never rewrites a paid line', async () => {
    const changed = await owner.client.post('/api/commissions/pay', {
      month: '2026-10',
      professionalId: ids.p1,
      expectedCents: 7_999,
    });
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('COMMISSIONS_CHANGED');
    const paid = await owner.client.post('/api/commissions/pay', {
      month: '2026-10',
      professionalId: ids.p1,
      paidOn: '2026-11-05',
      expectedCents: 8_000,
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paidOn: '2026-11-05', amountCents: 8_000, lines: 2 });
    expect(paid.body.undoableUntil).toBe(new Date(NOW.getTime() + 60 * 60_000).toISOString());
    const nothing = await owner.client.post('/api/commissions/pay', {
      month: '2026-10',
      professionalId: ids.p1,
      expectedCents: 0,
    });
    expect(nothing.body.error.code).toBe('NOTHING_TO_PAY');
    const paidLines = (await month(owner.client, '2026-10', ids.p1)).lines;
    expect(
      paidLines.every((l: { status: string; paidOn: string }) => l.status === 'paid' && l.paidOn === '2026-11-05'),
    ).toBe(true);

    // The owner corrects a paid appointment's price: the paid line stays, an adjustment appears this month.
    expect(
      (await owner.client.request('PUT', `/api/appointments/${ids.a1}/price`, { priceCents: 12_000 })).status,
    ).toBe(200);
    expect((await month(owner.client, '2026-10')).outdated).toBe(1);
    expect((await owner.client.post('/api/commissions/recalculate', { month: '2026-10' })).body).toMatchObject({
      written: 1,
      removed: 0,
    });
    expect((await owner.client.post('/api/commissions/recalculate', { month: '2026-10' })).body).toMatchObject({
      written: 0,
      removed: 0,
    });
    expect((await month(owner.client, '2026-10', ids.p1)).lines).toEqual(paidLines);
    const november = await month(owner.client, '2026-11', ids.p1);
    expect(comparable(november.lines)).toEqual([
      {
        appointmentId: ids.a1,
        professionalId: ids.p1,
        startsAt: '2026-10-17T04:00:00.000Z',
        serviceName: 'Color',
        clientName: 'Client C1',
        kind: 'adjustment',
        baseCents: 2_000,
        rate: 40,
        amountCents: 800,
        status: 'pending',
        paidOn: null,
        comandaNumber: null,
        tip: false,
      },
    ]);
    // Recalculating November itself finds the same adjustment, and P2's cut.
    expect((await owner.client.post('/api/commissions/recalculate', { month: '2026-11' })).body).toMatchObject({
      written: 1,
      removed: 0,
    });
    const novemberAll = await month(owner.client, '2026-11');
    expect(novemberAll.totals).toEqual({
      baseCents: 2_000 + 5_000,
      tipsCents: 0,
      pendingCents: 800 + 625,
      paidCents: 0,
    });
    expect(novemberAll.outdated).toBe(0);
    // A changed standard rate does not rewrite what was paid.
    await owner.client.request('PATCH', '/api/business/settings', { defaultCommissionRate: 50 });
    await owner.client.post('/api/commissions/recalculate', { month: '2026-10' });
    expect((await month(owner.client, '2026-10', ids.p1)).lines).toEqual(paidLines);
    await owner.client.request('PATCH', '/api/business/settings', { defaultCommissionRate: 30 });
  });

  it('undoes a payment within the hour, and not after', async () => {
    const october = await month(owner.client, '2026-10', ids.p1);
    const payment = october.professionals.find((p: { professionalId: string }) => p.professionalId === ids.p1)
      .payments[0];
    expect((await owner.client.post(`/api/commissions/payments/${payment.id}/undo`, {})).status).toBe(204);
    const undone = await month(owner.client, '2026-10', ids.p1);
    expect(undone.lines.map((l: { status: string; amountCents: number }) => [l.status, l.amountCents])).toEqual([
      ['pending', 4_000],
      ['pending', 4_800],
    ]);
    // The adjustment made for the paid line is gone with the payment.
    expect((await month(owner.client, '2026-11', ids.p1)).lines).toEqual([]);
    const again = await owner.client.post('/api/commissions/pay', {
      month: '2026-10',
      professionalId: ids.p1,
      expectedCents: 8_800,
    });
    expect(again.status).toBe(200);
    clock = new Date(NOW.getTime() + 61 * 60_000);
    const late = await owner.client.post(`/api/commissions/payments/${again.body.id}/undo`, {});
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('COMMISSION_PAYMENT_FINAL');
    clock = NOW;
  });

  /** Rows of the roll-ups that differ from the appointments and the ledger they add up (docs/metrics.md, "Roll-ups"). */
  const drift = async () => {
    const { rows } = await sql<{ totals: number; months: number; firsts: number }>`
      WITH ranked AS (
        -- A visit counts on its first step still held, or its first step when all were cancelled.
        SELECT a.*, row_number() OVER (PARTITION BY coalesce(a.visit_id, a.id) ORDER BY a.status = 'cancelled', a.starts_at) AS place
        FROM appointments a
      ),
      fresh AS (
        SELECT a.business_id, (a.starts_at AT TIME ZONE b.time_zone)::date AS day, a.service_id, a.status, a.price_cents,
          count(*)::int AS appointments, count(*) FILTER (WHERE a.place = 1)::int AS visits
        FROM ranked a JOIN businesses b ON b.id = a.business_id GROUP BY 1, 2, 3, 4, 5
      ),
      kept AS (SELECT business_id, day, service_id, status, price_cents, appointments, visits FROM appointment_day_totals),
      fresh_months AS (
        SELECT a.business_id, date_trunc('month', a.starts_at AT TIME ZONE b.time_zone)::date AS month, a.professional_id, a.service_id, a.status, a.price_cents,
          CASE WHEN a.status = 'completed' THEN (
            SELECT max(l.rate) FROM commission_lines l WHERE l.appointment_id = a.id AND l.professional_id = a.professional_id AND l.payment_id IS NOT NULL
          ) END AS paid_rate,
          count(*)::int AS appointments, sum(extract(epoch FROM a.ends_at - a.starts_at))::bigint AS booked_seconds
        FROM appointments a JOIN businesses b ON b.id = a.business_id GROUP BY 1, 2, 3, 4, 5, 6, 7
      ),
      kept_months AS (
        SELECT business_id, month, professional_id, service_id, status, price_cents, paid_rate, appointments, booked_seconds FROM appointment_month_totals
      )
      SELECT
        (SELECT count(*) FROM ((SELECT * FROM fresh EXCEPT SELECT * FROM kept) UNION ALL (SELECT * FROM kept EXCEPT SELECT * FROM fresh)) d)::int AS totals,
        (SELECT count(*) FROM ((SELECT * FROM fresh_months EXCEPT SELECT * FROM kept_months) UNION ALL (SELECT * FROM kept_months EXCEPT SELECT * FROM fresh_months)) d)::int AS months,
        (SELECT count(*) FROM clients c WHERE c.first_visit_at IS DISTINCT FROM
          (SELECT min(starts_at) FROM appointments e WHERE e.client_id = c.id AND e.status <> 'cancelled'))::int AS firsts
    `.execute(t.database.handle.db);
    return rows[0];
  };
  const NO_DRIFT = { totals: 0, months: 0, firsts: 0 };

  it('keeps the day and month totals and first visits equal to the appointments, also across a change of time zone', async () => {
    expect(await drift()).toEqual(NO_DRIFT);
    // Cancelling a client's first visit moves their first visit on.
    await owner.client.post(`/api/appointments/${ids.a5}/cancel`, {});
    expect(await drift()).toEqual(NO_DRIFT);
    await owner.client.request('PATCH', '/api/business/settings', { timeZone: 'Asia/Tokyo' });
    expect(await drift()).toEqual(NO_DRIFT);
    await owner.client.request('PATCH', '/api/business/settings', { timeZone: 'America/New_York' });
    expect(await drift()).toEqual(NO_DRIFT);
  });

  it('shows a professional their own commissions only, read-only', async () => {
    const access = await owner.client.post('/api/users', {
      mode: 'password',
      professionalId: ids.p2,
      email: `pedro-${engine}@example.com`,
      password: 'secret123',
    });
    expect(access.status).toBe(201);
    const pedro = t.client();
    expect((await pedro.signIn(`pedro-${engine}@example.com`, 'secret123')).status).toBe(200);
    const own = await pedro.get('/api/commissions?month=2026-11');
    expect(own.status).toBe(200);
    expect(own.body.professionals.map((p: { professionalId: string }) => p.professionalId)).toEqual([ids.p2]);
    expect(own.body.lines.map((l: { appointmentId: string }) => l.appointmentId)).toEqual([ids.a3]);
    expect((await pedro.get(`/api/commissions?month=2026-10&professionalId=${ids.p1}`)).status).toBe(404);
    expect((await pedro.get(`/api/commissions/export.csv?month=2026-10&professionalId=${ids.p1}`)).status).toBe(404);
    const csv = await pedro.get('/api/commissions/export.csv?month=2026-11');
    expect(String(csv.body)).toContain('Pedro Two');
    expect(String(csv.body)).not.toContain('Paula One');
    expect((await pedro.post('/api/commissions/recalculate', { month: '2026-11' })).status).toBe(403);
    expect(
      (await pedro.post('/api/commissions/pay', { month: '2026-11', professionalId: ids.p2, expectedCents: 625 }))
        .status,
    ).toBe(403);
    expect((await pedro.get('/api/dashboard')).status).toBe(403);
    expect((await pedro.get('/api/reports?from=2026-11-01&to=2026-11-15')).status).toBe(403);
    expect((await pedro.request('PUT', `/api/appointments/${ids.a3}/price`, { priceCents: 1 })).status).toBe(403);
  });

  it('keeps the rate a line was paid at, in the report as in the ledger, after the rate changes', async () => {
    const paulaOf = async (from: string, to: string) =>
      (await owner.client.get(`/api/reports?from=${from}&to=${to}`)).body.professionals.find(
        (p: { name: string }) => p.name === 'Paula One',
      ).commissionCents;
    // October was paid at P1's 40 %: a1 (12,000 after the correction) and a2 (10,000).
    expect(await paulaOf('2026-10-01', '2026-10-31')).toBe(4_800 + 4_000);
    expect((await owner.client.request('PATCH', `/api/professionals/${ids.p1}`, { commissionRate: 50 })).status).toBe(
      200,
    );
    // A completed October visit nobody has paid earns the new rate; the paid ones keep theirs.
    await insertAppointment(t.database.handle.db, {
      businessId: owner.businessId,
      professionalId: ids.p1!,
      serviceId: ids.s1!,
      clientId: ids.C2!,
      startsAt: '2026-10-20T15:00:00Z',
      minutes: 60,
      status: 'completed',
      priceCents: 10_000,
    });
    expect(await drift()).toEqual(NO_DRIFT);
    expect(await paulaOf('2026-10-01', '2026-10-31')).toBe(4_800 + 4_000 + 5_000); // the whole month, from its roll-up
    expect(await paulaOf('2026-10-17', '2026-11-15')).toBe(4_800 + 5_000); // edge days, from the appointments
    expect(await paulaOf('2026-09-01', '2026-10-31')).toBe(5_000 + 13_800); // a8 in September, unpaid
    await owner.client.post('/api/commissions/recalculate', { month: '2026-10' });
    const october = await month(owner.client, '2026-10', ids.p1);
    expect(october.totals.paidCents + october.totals.pendingCents).toBe(13_800);

    // Undoing the payment frees the lines: every October visit earns the rate in force now.
    const payment = october.professionals.find((p: { professionalId: string }) => p.professionalId === ids.p1)
      .payments[0];
    expect((await owner.client.post(`/api/commissions/payments/${payment.id}/undo`, {})).status).toBe(204);
    expect(await drift()).toEqual(NO_DRIFT);
    expect(await paulaOf('2026-10-01', '2026-10-31')).toBe(6_000 + 5_000 + 5_000);
    expect(await paulaOf('2026-10-17', '2026-11-15')).toBe(6_000 + 5_000);
  });

  it('counts a visit of several services once, on its first step still held, alike on the dashboard and the report', async () => {
    const figures = async () => {
      const dashboard = (await owner.client.get('/api/dashboard?range=30')).body;
      const report = (await owner.client.get('/api/reports?from=2026-10-17&to=2026-11-15')).body;
      const csv = String((await owner.client.get('/api/reports/export.csv?from=2026-10-17&to=2026-11-15')).body);
      // A plain count: one per visit (or single appointment) with a step on the range's local days.
      const { rows } = await sql<{ visits: number; services: number }>`
        SELECT count(DISTINCT coalesce(a.visit_id, a.id))::int AS visits, count(*)::int AS services
        FROM appointments a JOIN businesses b ON b.id = a.business_id
        WHERE a.business_id = ${owner.businessId}
          AND (a.starts_at AT TIME ZONE b.time_zone)::date BETWEEN '2026-10-17' AND '2026-11-15'
      `.execute(t.database.handle.db);
      expect(report.totals.visits).toBe(dashboard.visits);
      expect(report.totals.appointments).toBe(dashboard.appointments);
      expect(csv).toContain(`Visits,${dashboard.visits}`);
      expect({ visits: dashboard.visits, services: dashboard.appointments }).toEqual(rows[0]);
      expect(await drift()).toEqual(NO_DRIFT);
      return { visits: dashboard.visits, services: dashboard.appointments, cancelled: dashboard.cancelled };
    };
    const before = await figures();
    const p3 = await owner.client.post('/api/professionals', {
      fullName: 'Rita Three',
      serviceIds: [ids.s1, ids.s2],
      workingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
    });
    const visit = async (startsAt: string, steps: number) => {
      const booked = await owner.client.post('/api/appointments', {
        professionalId: ids.p1,
        serviceId: ids.s1,
        clientId: ids.C2,
        startsAt,
        nextSteps: [
          { serviceId: ids.s2, professionalId: p3.body.id },
          { serviceId: ids.s1, professionalId: p3.body.id },
        ].slice(0, steps - 1),
      });
      expect(booked.status).toBe(201);
      const { rows } = await sql<{ id: string }>`
        SELECT id FROM appointments WHERE visit_id = ${booked.body.visitId} ORDER BY starts_at
      `.execute(t.database.handle.db);
      expect(rows).toHaveLength(steps);
      return rows.map((r) => r.id);
    };
    const three = await visit('2026-11-12T14:00:00Z', 3); // Thursday 09:00 EST: Color, Cut, Color
    const two = await visit('2026-11-13T14:00:00Z', 2); // Friday 09:00 EST: Color, Cut
    expect(await figures()).toEqual({
      visits: before.visits + 2,
      services: before.services + 5,
      cancelled: before.cancelled,
    });

    // The first step cancelled alone: the visit still counts once, now on its cut.
    expect((await owner.client.post(`/api/appointments/${two[0]}/cancel`, {})).status).toBe(200);
    expect(await figures()).toEqual({
      visits: before.visits + 2,
      services: before.services + 5,
      cancelled: before.cancelled + 1,
    });
    const kept = await sql<{ status: string; visits: number }>`
      SELECT status, sum(visits)::int AS visits FROM appointment_day_totals
      WHERE business_id = ${owner.businessId} AND day = '2026-11-13' GROUP BY status ORDER BY status
    `.execute(t.database.handle.db);
    expect(kept.rows).toEqual([
      { status: 'cancelled', visits: 0 },
      { status: 'scheduled', visits: 1 },
    ]);
    // A middle step cancelled, then every step of the other: each visit still once.
    expect((await owner.client.post(`/api/appointments/${three[1]}/cancel`, {})).status).toBe(200);
    expect((await owner.client.post(`/api/appointments/${two[1]}/cancel`, {})).status).toBe(200);
    expect(await figures()).toMatchObject({ visits: before.visits + 2, services: before.services + 5 });
    // Steps moved to another day, a step taken away, a change of time zone: the totals follow.
    await sql`UPDATE appointments SET starts_at = starts_at + interval '1 day', ends_at = ends_at + interval '1 day'
      WHERE visit_id = ${three[0]}`.execute(t.database.handle.db);
    await sql`DELETE FROM appointments WHERE id = ${three[0]}`.execute(t.database.handle.db);
    expect(await figures()).toMatchObject({ visits: before.visits + 2, services: before.services + 4 });
    await owner.client.request('PATCH', '/api/business/settings', { timeZone: 'Asia/Tokyo' });
    expect(await drift()).toEqual(NO_DRIFT);
    await owner.client.request('PATCH', '/api/business/settings', { timeZone: 'America/New_York' });
    expect(await figures()).toMatchObject({ visits: before.visits + 2, services: before.services + 4 });
  });

  it.runIf(engine === 'postgresql')(
    'keeps a visit counted once when two of its steps change at the same time',
    async () => {
      const step = (professional: 'p1' | 'p2', startsAt: string) =>
        insertAppointment(t.database.handle.db, {
          businessId: owner.businessId,
          professionalId: ids[professional]!,
          serviceId: professional === 'p1' ? ids.s1! : ids.s2!,
          clientId: ids.C3!,
          startsAt,
          minutes: professional === 'p1' ? 60 : 30,
          priceCents: professional === 'p1' ? 10_000 : 5_000,
        });
      const steps = [
        { id: await step('p1', '2026-11-11T14:00:00Z') },
        { id: await step('p2', '2026-11-11T15:00:00Z') },
      ];
      // Two appointments made one visit.
      await sql`UPDATE appointments SET visit_id = ${steps[0]!.id} WHERE id IN (${steps[0]!.id}, ${steps[1]!.id})`.execute(
        t.database.handle.db,
      );
      expect(await drift()).toEqual(NO_DRIFT);
      const cancel = (db: typeof t.database.handle.db, id: string) =>
        sql`UPDATE appointments SET status = 'cancelled' WHERE id = ${id}`.execute(db);
      let second: Promise<unknown> = Promise.resolve();
      await t.database.handle.db.transaction().execute(async (trx) => {
        await cancel(trx, steps[0]!.id);
        // The other step, from another connection, while the first change is not yet committed.
        second = cancel(t.database.handle.db, steps[1]!.id);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      await second;
      expect(await drift()).toEqual(NO_DRIFT);
      const kept = await sql<{ status: string; visits: number }>`
      SELECT status, sum(visits)::int AS visits FROM appointment_day_totals
      WHERE business_id = ${owner.businessId} AND day = '2026-11-11' GROUP BY status ORDER BY status
    `.execute(t.database.handle.db);
      expect(kept.rows).toEqual([{ status: 'cancelled', visits: 1 }]);
    },
  );
});

describe.each(bothEngines('the figures are grouped by local day in SQL, with the time zone rules each engine carries'))(
  'figures across São Paulo’s last change of clocks, on %s',
  (engine) => {
    let t: TestApp;

    beforeAll(async () => {
      // On 4 November 2018 São Paulo's clocks jumped from midnight to 01:00.
      t = await startTestApp(engine, {}, { now: () => new Date('2018-11-20T15:00:00Z') });
    });
    afterAll(() => t.close());

    it('puts each appointment on the local day it starts', async () => {
      const owner = await signUpOwner(t, `dst-${engine}@example.com`);
      const api = owner.client;
      await api.request('PATCH', '/api/business/settings', { timeZone: 'America/Sao_Paulo' });
      const service = (await api.post('/api/services', { name: 'Corte', durationMinutes: 30, priceCents: 4_000 })).body
        .id;
      const professional = (
        await api.post('/api/professionals', { fullName: 'Ana', serviceIds: [service], workingHours: [] })
      ).body.id;
      const client = (await api.post('/api/clients', { fullName: 'João' })).body.id;
      const at = (startsAt: string, priceCents: number) =>
        insertAppointment(t.database.handle.db, {
          businessId: owner.businessId,
          professionalId: professional,
          serviceId: service,
          clientId: client,
          startsAt,
          status: 'completed',
          priceCents,
        });
      await at('2018-11-04T02:30:00Z', 1_000); // 3 Nov 23:30 (-03)
      await at('2018-11-04T03:00:00Z', 2_000); // 4 Nov 01:00 (-02), the day's first minute
      await at('2018-10-22T03:00:00Z', 4_000); // 22 Oct 00:00: the range's first day
      await insertAppointment(t.database.handle.db, {
        businessId: owner.businessId,
        professionalId: professional,
        serviceId: service,
        clientId: client,
        startsAt: '2018-10-22T02:59:00Z',
        minutes: 1,
        status: 'completed',
        priceCents: 8_000,
      }); // 21 Oct 23:59: the previous period
      const body = (await api.get('/api/dashboard?range=30')).body;
      expect(body.from).toBe('2018-10-22');
      const revenue = Object.fromEntries(
        body.revenueByDay
          .filter((d: { revenueCents: number }) => d.revenueCents > 0)
          .map((d: { date: string; revenueCents: number }) => [d.date, d.revenueCents]),
      );
      expect(revenue).toEqual({ '2018-10-22': 4_000, '2018-11-03': 1_000, '2018-11-04': 2_000 });
      expect(body.previous.revenueCents).toBe(8_000);
      const report = (await api.get('/api/reports?from=2018-11-04&to=2018-11-04')).body;
      expect(report.totals.revenueCents).toBe(2_000);
    });
  },
);
