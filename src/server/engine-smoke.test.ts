// Over 300 lines: one scripted walk through every server module, the same on each engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipText, download as downloadBytes } from './modules/business/business-closing.fixtures.ts';
import { signUpOwner, type Owner } from './test/business-fixtures.ts';
import { download } from './test/client-data-fixtures.ts';
import { bothEngines, startTestApp, type HttpClient, type TestApp } from './test/harness.ts';
import { signUpSuperAdmin } from './test/site-content-fixtures.ts';

/**
 * The engine smoke: one business walked through every module of src/server/modules, on PGlite
 * and on PostgreSQL (when one answers), asserting the values a difference between the engines
 * would change — the search's accent folding, the schedule's JSON written by SQL, the conflict
 * refusal, the roll-ups and the commission's rounding to the cent, the change feed (an emitter on
 * PGlite, NOTIFY/LISTEN on PostgreSQL), the exports. The module files hold the detailed cases.
 *
 * "Today" is Wednesday 3 June 2026, noon in São Paulo (UTC−3, no daylight saving time). The clock
 * is in the past on purpose: the local mailbox lists what was due by the real clock.
 */

const NOW = new Date('2026-06-03T15:00:00Z');
/** A São Paulo wall-clock time as the instant the API answers with. */
const sp = (day: string, time: string) => new Date(`2026-06-${day}T${time}:00-03:00`).toISOString();

const CORTE = 4_999; // 30 min
const COLORACAO = 12_345; // 90 min

/** The first server-sent events of a stream, until `until` appears (or 3 s pass). */
async function openEvents(client: HttpClient, url: string) {
  const controller = new AbortController();
  const response = await fetch(new URL(url, client.baseUrl), {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    status: response.status,
    async readUntil(until: string): Promise<string> {
      const deadline = Date.now() + 3_000;
      while (!text.includes(until) && Date.now() < deadline) {
        let timer: NodeJS.Timeout | undefined;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), deadline - Date.now()))),
        ]);
        clearTimeout(timer);
        if (!chunk || chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
      return text;
    },
    close: () => controller.abort(),
  };
}

describe.each(
  bothEngines('every module once on each engine: the smoke that tells the engines apart where no file of its own does'),
)('engine smoke on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  const ids: Record<string, string> = {};
  /** The last answer for each appointment, as the schedule must list it (the panel's extras aside). */
  const appointments = new Map<string, Record<string, unknown>>();
  const remember = (body: Record<string, unknown>) => {
    const { reviewLink: _link, whatsappMessages: _messages, ...listed } = body;
    appointments.set(body.id as string, listed);
  };
  let reviewToken = '';
  let manageToken = '';

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
  });
  afterAll(() => t?.close());

  it('health, accounts and auth, business settings', async () => {
    const visitor = t.client();
    expect([(await visitor.get('/api/health')).status, (await visitor.get('/api/health/ready')).body]).toEqual([
      200,
      { status: 'ready' },
    ]);
    expect((await visitor.get('/api/me')).status).toBe(401);

    owner = await signUpOwner(t, `smoke-${engine}@example.com`);
    const me = await owner.client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.profile).toMatchObject({ role: 'admin', fullName: 'Olivia Owner', businessId: owner.businessId });
    expect(me.body.business).toMatchObject({
      name: 'Negócio de Olivia Owner',
      timeZone: 'America/Sao_Paulo',
      currency: 'BRL',
    });
    const again = t.client();
    expect((await again.signIn(owner.email, 'secret123')).status).toBe(200);
    expect((await again.get('/api/me')).body.user.id).toBe(owner.userId);
    expect((await again.post('/api/auth/sign-out')).status).toBe(200);
    expect((await again.get('/api/me')).status).toBe(401);

    const week = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
    const settings = await owner.client.request('PATCH', '/api/business/settings', {
      name: 'Salão Smoke',
      phone: '+55 11 4000-1234',
      openingHours: week,
    });
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({
      name: 'Salão Smoke',
      phone: '+55 11 4000-1234',
      timeZone: 'America/Sao_Paulo',
      defaultCommissionRate: 40,
      openingHours: week,
    });
    expect(settings.body.checklist).toEqual({
      businessDetails: true,
      openingHours: true,
      service: false,
      professional: false,
      readyForBookings: false,
    });
  });

  it('services, professionals, and clients with accent-free search', async () => {
    const api = owner.client;
    const corte = await api.post('/api/services', { name: 'Corte', durationMinutes: 30, priceCents: CORTE });
    const coloracao = await api.post('/api/services', {
      name: 'Coloração',
      durationMinutes: 90,
      priceCents: COLORACAO,
    });
    expect([corte.status, coloracao.status]).toEqual([201, 201]);
    expect(coloracao.body).toMatchObject({
      name: 'Coloração',
      durationMinutes: 90,
      priceCents: COLORACAO,
      active: true,
    });
    ids.corte = corte.body.id;
    ids.coloracao = coloracao.body.id;
    expect((await api.get('/api/services')).body.items.map((s: { name: string }) => s.name)).toEqual([
      'Coloração',
      'Corte',
    ]);

    // Ana: Monday to Saturday, a half-hour lunch, the standard 40 %. Bruno: weekdays, 50 %.
    const ana = await api.post('/api/professionals', {
      fullName: 'Ana Souza',
      serviceIds: [ids.corte, ids.coloracao],
      workingHours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '18:00' })),
      breaks: [{ name: 'Almoço', start: '12:00', end: '12:30' }],
    });
    const bruno = await api.post('/api/professionals', {
      fullName: 'Bruno Lima',
      serviceIds: [ids.corte],
      workingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:30' })),
      commissionRate: 50,
    });
    expect([ana.status, bruno.status]).toEqual([201, 201]);
    expect(ana.body).toMatchObject({
      commissionRate: null,
      effectiveCommissionRate: 40,
      breaks: [{ name: 'Almoço', start: '12:00', end: '12:30', weekday: null }],
    });
    expect(ana.body.workingHours).toHaveLength(6);
    expect(bruno.body).toMatchObject({ commissionRate: 50, effectiveCommissionRate: 50, serviceIds: [ids.corte] });
    ids.ana = ana.body.id;
    ids.bruno = bruno.body.id;
    const colorists = await api.get(`/api/professionals?serviceId=${ids.coloracao}`);
    expect(colorists.body.items.map((p: { fullName: string }) => p.fullName)).toEqual(['Ana Souza']);
    expect((await api.get('/api/business/settings')).body.checklist.readyForBookings).toBe(true);

    for (const [key, client] of [
      ['joao', { fullName: 'João Silva', phone: '+55 11 98765-4321', email: 'joao@example.com' }],
      ['maria', { fullName: 'Maria Conceição', phone: '(21) 3333-1234', email: 'MARIA@Example.com' }],
      ['alvaro', { fullName: 'Álvaro Núñez' }],
    ] as const) {
      const created = await api.post('/api/clients', client);
      expect(created.status).toBe(201);
      ids[key] = created.body.id;
    }
    const list = await api.get('/api/clients');
    expect(list.body.total).toBe(3);
    expect(list.body.items.map((c: { fullName: string }) => c.fullName)).toEqual([
      'Álvaro Núñez',
      'João Silva',
      'Maria Conceição',
    ]);
    const names = async (search: string) =>
      (await api.get(`/api/clients?search=${encodeURIComponent(search)}`)).body.items.map(
        (c: { fullName: string }) => c.fullName,
      );
    expect(await names('joao')).toEqual(['João Silva']);
    expect(await names('CONCEICAO')).toEqual(['Maria Conceição']);
    expect(await names('alvaro nunez')).toEqual(['Álvaro Núñez']);
    expect(await names('jo')).toEqual(['João Silva']);
    expect(await names('(11) 98765')).toEqual(['João Silva']);
    expect(await names('maria@example')).toEqual(['Maria Conceição']);
    expect(await names('nobody')).toEqual([]);
  });

  it('appointments: front-desk bookings, the refused double booking, statuses, the week, the live feed and the calendar feed', async () => {
    const api = owner.client;
    const live = await openEvents(api, '/api/live');
    expect(live.status).toBe(200);
    expect(await live.readUntil('retry:')).toContain('retry: 3000');

    const book = async (key: string, professional: string, service: string, client: string, startsAt: string) => {
      const response = await api.post('/api/appointments', {
        professionalId: ids[professional],
        serviceId: ids[service],
        clientId: ids[client],
        startsAt,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      ids[key] = response.body.id;
      remember(response.body);
      return response.body;
    };
    const a1 = await book('a1', 'ana', 'corte', 'joao', sp('01', '10:00')); // Monday
    expect(a1).toMatchObject({
      status: 'scheduled',
      startsAt: '2026-06-01T13:00:00.000Z',
      endsAt: '2026-06-01T13:30:00.000Z',
      priceCents: CORTE,
      clientName: 'João Silva',
      serviceName: 'Corte',
      professionalName: 'Ana Souza',
      source: 'staff',
    });
    expect(await live.readUntil('event: appointments')).toContain('event: appointments\ndata: {"kind":"appointments"}');
    live.close();
    const a2 = await book('a2', 'ana', 'coloracao', 'maria', sp('02', '14:00')); // Tuesday, 90 minutes
    expect(a2.endsAt).toBe(sp('02', '15:30'));
    await book('a3', 'bruno', 'corte', 'alvaro', sp('02', '09:00'));
    await book('a4', 'bruno', 'corte', 'joao', sp('02', '10:00'));
    await book('a5', 'ana', 'corte', 'alvaro', sp('04', '10:00')); // Thursday, to come

    const overlap = await api.post('/api/appointments', {
      professionalId: ids.ana,
      serviceId: ids.corte,
      clientId: ids.maria,
      startsAt: sp('01', '10:15'),
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body.error.code).toBe('SLOT_TAKEN');
    expect(overlap.body.error.details.conflict).toEqual({
      id: ids.a1,
      startsAt: a1.startsAt,
      endsAt: a1.endsAt,
      clientName: 'João Silva',
      serviceName: 'Corte',
    });
    // Four at once for one time (a month ahead, out of every figure below): exactly one is booked.
    const race = await Promise.all(
      [ids.maria, ids.alvaro, ids.maria, ids.alvaro].map((clientId) =>
        api.post('/api/appointments', {
          professionalId: ids.ana,
          serviceId: ids.corte,
          clientId,
          startsAt: '2026-07-06T13:00:00Z',
        }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(race.filter((r) => r.status === 409).map((r) => r.body.error.code)).toEqual([
      'SLOT_TAKEN',
      'SLOT_TAKEN',
      'SLOT_TAKEN',
    ]);
    const lunch = await api.post('/api/appointments', {
      professionalId: ids.ana,
      serviceId: ids.corte,
      clientId: ids.maria,
      startsAt: sp('01', '12:00'),
    });
    expect([lunch.status, lunch.body.error.code, lunch.body.error.details.reason]).toEqual([
      409,
      'OUTSIDE_WORKING_HOURS',
      'break',
    ]);

    const to = async (key: string, status: string) => {
      const response = await api.request('PATCH', `/api/appointments/${ids[key]}/status`, { status });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.status).toBe(status);
      remember(response.body);
      return response.body;
    };
    const completed = await to('a1', 'completed');
    expect(completed.reviewLink.url).toMatch(new RegExp(`^${t.baseUrl}/avaliar/[\\w-]{32}$`));
    reviewToken = completed.reviewLink.url.split('/').pop();
    await to('a2', 'completed');
    await to('a3', 'completed');
    await to('a5', 'confirmed');
    const cancelled = await api.post(`/api/appointments/${ids.a4}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    remember(cancelled.body);
    const back = await api.request('PATCH', `/api/appointments/${ids.a1}/status`, { status: 'scheduled' });
    expect([back.status, back.body.error.code]).toEqual([409, 'INVALID_STATUS_CHANGE']);
    // A cancelled time takes a booking again; moved, then cancelled, it stays on the schedule.
    const free = await api.post('/api/appointments', {
      professionalId: ids.bruno,
      serviceId: ids.corte,
      clientId: ids.maria,
      startsAt: sp('02', '10:00'),
    });
    expect(free.status).toBe(201);
    ids.moved = free.body.id;
    const moved = await api.request('PATCH', `/api/appointments/${ids.moved}/schedule`, {
      startsAt: sp('02', '11:00'),
    });
    expect(moved.body).toMatchObject({ startsAt: sp('02', '11:00'), endsAt: sp('02', '11:30') });
    const dropped = await api.post(`/api/appointments/${ids.moved}/cancel`);
    expect(dropped.body.status).toBe('cancelled');
    remember(dropped.body);

    // The week as the schedule lists it (JSON written by the database): exactly what the API answered.
    const weekList = await api.get(
      `/api/appointments?from=${encodeURIComponent(sp('01', '00:00'))}&to=${encodeURIComponent(new Date('2026-06-08T03:00:00Z').toISOString())}`,
    );
    expect(weekList.status).toBe(200);
    expect(weekList.body.total).toBe(6);
    expect(weekList.body.items.map((a: { id: string }) => a.id)).toEqual([
      ids.a1,
      ids.a3,
      ids.a4,
      ids.moved,
      ids.a2,
      ids.a5,
    ]);
    for (const item of weekList.body.items) expect(item).toEqual(appointments.get(item.id));
    const bruno = await api.get(
      `/api/appointments?from=${sp('02', '00:00')}&to=${sp('03', '00:00')}&professionalId=${ids.bruno}`,
    );
    expect(bruno.body.items.map((a: { status: string }) => a.status)).toEqual(['completed', 'cancelled', 'cancelled']);
    const summary = await api.get('/api/appointments/summary?month=2026-06');
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      byStatus: { scheduled: 0, confirmed: 1, completed: 3, cancelled: 2 },
      realisedRevenueCents: CORTE + COLORACAO + CORTE,
    });

    // The business's calendar feed: what is to come, not what was cancelled.
    const feeds = await api.get('/api/calendar-feeds');
    expect(feeds.status).toBe(200);
    expect(feeds.body.items.map((f: { scope: string }) => f.scope).sort()).toEqual([
      'business',
      'professional',
      'professional',
    ]);
    const feed = feeds.body.items.find((f: { scope: string }) => f.scope === 'business');
    const ics = await fetch(`${t.baseUrl}${new URL(feed.url).pathname}`);
    expect(ics.status).toBe(200);
    const calendar = await ics.text();
    expect(calendar).toContain(`UID:${ids.a5}@agendo`);
    expect(calendar).not.toContain(`UID:${ids.a4}@agendo`);
  });

  it('online booking: settings, the public page and its slots, a public booking and its link, the mailbox', async () => {
    const settings = await owner.client.request('PATCH', '/api/online-booking/settings', {
      enabled: true,
      welcomeMessage: 'Bem-vinda!',
    });
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({
      businessId: owner.businessId,
      enabled: true,
      welcomeMessage: 'Bem-vinda!',
      requirePhone: true,
      publicUrl: `${t.baseUrl}/agendar/${owner.businessId}`,
    });
    const step: number = settings.body.slotStepMinutes;

    const visitor = t.client();
    const page = await visitor.get(`/api/public/businesses/${owner.businessId}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      name: 'Salão Smoke',
      timeZone: 'America/Sao_Paulo',
      currency: 'BRL',
      welcomeMessage: 'Bem-vinda!',
    });
    expect(page.body.services.map((s: { name: string; priceCents: number }) => [s.name, s.priceCents])).toEqual([
      ['Coloração', COLORACAO],
      ['Corte', CORTE],
    ]);
    expect(page.body.professionals.map((p: { fullName: string }) => p.fullName)).toEqual(['Ana Souza', 'Bruno Lima']);

    // Friday with Bruno: 09:00 to 17:00 (the last 30 minutes before 17:30), every step.
    const slotsUrl = `/api/public/businesses/${owner.businessId}/slots?serviceId=${ids.corte}&professionalId=${ids.bruno}&from=2026-06-05&to=2026-06-05`;
    const slots = await visitor.get(slotsUrl);
    expect(slots.status).toBe(200);
    expect(slots.body.timeZone).toBe('America/Sao_Paulo');
    const starts = slots.body.slots.map((s: { startsAt: string }) => s.startsAt);
    expect(starts[0]).toBe(sp('05', '09:00'));
    expect(starts.at(-1)).toBe(sp('05', '17:00'));
    expect(starts).toHaveLength((8 * 60) / step + 1);

    const booked = await visitor.post(`/api/public/businesses/${owner.businessId}/bookings`, {
      serviceId: ids.corte,
      professionalId: ids.bruno,
      startsAt: sp('05', '10:00'),
      client: { fullName: 'Carla Online', phone: '+55 11 91234-5678', email: `carla-${engine}@example.com` },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body).toMatchObject({ status: 'confirmed', startsAt: sp('05', '10:00'), endsAt: sp('05', '10:30') });
    ids.online = booked.body.id;
    manageToken = booked.body.manageToken;
    const after = (await visitor.get(slotsUrl)).body.slots.map((s: { startsAt: string }) => s.startsAt);
    // Gone: every start whose half hour would overlap 10:00–10:30.
    expect(starts.filter((start: string) => !after.includes(start))).toEqual(
      starts.filter((start: string) => start > sp('05', '09:30') && start < sp('05', '10:30')),
    );
    expect(after).toHaveLength(starts.length - (60 / step - 1));
    const taken = await visitor.post(`/api/public/businesses/${owner.businessId}/bookings`, {
      serviceId: ids.corte,
      professionalId: ids.bruno,
      startsAt: sp('05', '10:00'),
      client: { fullName: 'Outra Pessoa', phone: '+55 11 90000-0001' },
    });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'SLOT_TAKEN']);

    const manage = await visitor.get(`/api/public/bookings/${manageToken}`);
    expect(manage.status).toBe(200);
    expect(manage.body).toMatchObject({
      id: ids.online,
      status: 'confirmed',
      serviceName: 'Corte',
      professionalName: 'Bruno Lima',
      clientName: 'Carla Online',
      priceCents: CORTE,
      canChange: true,
    });
    const listed = await owner.client.get(`/api/appointments?from=${sp('05', '00:00')}&to=${sp('06', '00:00')}`);
    expect(listed.body.items).toMatchObject([
      { id: ids.online, source: 'online', status: 'confirmed', clientName: 'Carla Online' },
    ]);
    expect((await owner.client.get('/api/online-booking/settings')).body.stats).toMatchObject({
      bookings: 1,
      cancellations: 0,
    });

    // Kept e-mails (no SMTP server): the customer's confirmation is in the local mailbox.
    const mailbox = await visitor.get('/api/mailbox');
    expect(mailbox.status).toBe(200);
    expect(mailbox.body.items.some((m: { to: string }) => m.to === `carla-${engine}@example.com`)).toBe(true);
  });

  it('reviews: the personal link, the owner’s list, figures and reply, the public page', async () => {
    const visitor = t.client();
    const form = await visitor.get(`/api/public/reviews/${reviewToken}`);
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({
      business: { id: owner.businessId, name: 'Salão Smoke' },
      serviceName: 'Corte',
      professionalName: 'Ana Souza',
      clientFirstName: 'João',
      state: 'new',
      review: null,
    });
    const written = await visitor.request('PUT', `/api/public/reviews/${reviewToken}`, {
      rating: 4,
      comment: 'Ótimo corte, voltarei!',
    });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ state: 'editable', review: { rating: 4, comment: 'Ótimo corte, voltarei!' } });

    const list = await owner.client.get('/api/reviews');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({
      appointmentId: ids.a1,
      rating: 4,
      clientName: 'João Silva',
      professionalId: ids.ana,
      visitedAt: sp('01', '10:00'),
      reply: null,
      hidden: null,
    });
    const stats = await owner.client.get('/api/reviews/stats');
    expect(stats.body).toMatchObject({ average: 4, count: 1, positiveShare: 100, responseRate: 0, hiddenCount: 0 });
    expect(stats.body.distribution).toEqual([5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 4 ? 1 : 0 })));
    const reply = await owner.client.request('PUT', `/api/reviews/${list.body.items[0].id}/reply`, {
      text: 'Obrigado, João!',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.reply).toMatchObject({ text: 'Obrigado, João!' });

    const publicPage = await visitor.get(`/api/public/businesses/${owner.businessId}/reviews`);
    expect(publicPage.status).toBe(200);
    expect(publicPage.body).toMatchObject({ acceptsReviews: true, total: 1, summary: { average: 4, count: 1 } });
    expect(publicPage.body.items[0]).toMatchObject({
      rating: 4,
      authorName: 'João S.',
      serviceName: 'Corte',
      reply: { text: 'Obrigado, João!' },
    });
  });

  it('metrics and commissions: the dashboard, the report and the ledger agree to the cent', async () => {
    const api = owner.client;
    const revenue = CORTE + COLORACAO + CORTE; // a1, a2, a3
    // Ana: 40 % of 49.99 (19.996 → 20.00) and of 123.45 (49.38); Bruno: 50 % of 49.99 (24.995 → 25.00, half away from zero).
    const commission = 2_000 + 4_938 + 2_500;

    const dashboard = await api.get('/api/dashboard?range=30');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toMatchObject({
      range: 30,
      from: '2026-05-05',
      to: '2026-06-03',
      currency: 'BRL',
      revenueCents: revenue,
      appointments: 5,
      completed: 3,
      cancelled: 2,
      successRate: 100,
      customers: 3,
      newCustomers: 3,
      averageTicketCents: 7_448, // 22,343 ÷ 3
      statusCounts: { scheduled: 0, confirmed: 0, completed: 3, cancelled: 2 },
      topServices: [
        { serviceId: ids.coloracao, name: 'Coloração', count: 1, revenueCents: COLORACAO },
        { serviceId: ids.corte, name: 'Corte', count: 2, revenueCents: 2 * CORTE },
      ],
      hasSampleData: false,
    });
    expect(dashboard.body.previous).toMatchObject({
      revenueCents: 0,
      appointments: 0,
      successRate: null,
      averageTicketCents: null,
    });
    expect(dashboard.body.revenueByDay).toHaveLength(30);
    expect(dashboard.body.revenueByDay.filter((d: { revenueCents: number }) => d.revenueCents > 0)).toEqual([
      { date: '2026-06-01', revenueCents: CORTE },
      { date: '2026-06-02', revenueCents: COLORACAO + CORTE },
    ]);

    // The dashboard's days, read from the appointments at the range's edges.
    const sameDays = await api.get('/api/reports?from=2026-05-05&to=2026-06-03');
    expect(sameDays.body.totals).toMatchObject({
      appointments: 5,
      completed: 3,
      cancelled: 2,
      revenueCents: revenue,
      commissionCents: commission,
    });
    // The whole month, read from the month roll-ups; a5 and the online booking are to come.
    const june = await api.get('/api/reports?from=2026-06-01&to=2026-06-30');
    expect(june.status).toBe(200);
    expect(june.body.totals).toEqual({
      appointments: 7,
      visits: 7, // every appointment here is of one service
      completed: 3,
      cancelled: 2,
      revenueCents: revenue,
      averageTicketCents: 7_448,
      bookedMinutes: 30 + 90 + 30 + 30 + 30,
      workingMinutes: 26 * 510 + 22 * 510, // Ana: 26 days Monday–Saturday; Bruno: 22 weekdays
      occupancy: 0.9, // 210 ÷ 24,480
      commissionCents: commission,
    });
    const byName = Object.fromEntries(june.body.professionals.map((p: { name: string }) => [p.name, p]));
    expect(byName['Ana Souza']).toMatchObject({
      appointments: 3,
      completed: 2,
      cancelled: 0,
      revenueCents: CORTE + COLORACAO,
      bookedMinutes: 150,
      workingMinutes: 13_260,
      occupancy: 1.1,
      commissionCents: 6_938,
    });
    expect(byName['Bruno Lima']).toMatchObject({
      appointments: 4,
      completed: 1,
      cancelled: 2,
      revenueCents: CORTE,
      bookedMinutes: 60,
      workingMinutes: 11_220,
      occupancy: 0.5,
      commissionCents: 2_500,
    });
    expect(june.body.services.map((s: { name: string; revenueCents: number }) => [s.name, s.revenueCents])).toEqual([
      ['Coloração', COLORACAO],
      ['Corte', 2 * CORTE],
    ]);
    const csv = await api.get('/api/reports/export.csv?from=2026-06-01&to=2026-06-30');
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toMatch(/;223,43(;|\r\n)/);

    const recalculated = await api.post('/api/commissions/recalculate', { month: '2026-06' });
    expect(recalculated.body).toEqual({ month: '2026-06', written: 3, removed: 0 });
    expect((await api.post('/api/commissions/recalculate', { month: '2026-06' })).body).toEqual({
      month: '2026-06',
      written: 0,
      removed: 0,
    });
    const ledger = await api.get(`/api/commissions?month=2026-06&professionalId=${ids.bruno}`);
    expect(ledger.status).toBe(200);
    expect(ledger.body).toMatchObject({
      month: '2026-06',
      currency: 'BRL',
      standardRate: 40,
      outdated: 0,
      totals: { baseCents: revenue, tipsCents: 0, pendingCents: commission, paidCents: 0 },
    });
    expect(ledger.body.lines).toMatchObject([
      { appointmentId: ids.a3, kind: 'commission', baseCents: CORTE, rate: 50, amountCents: 2_500, status: 'pending' },
    ]);
    const paid = await api.post('/api/commissions/pay', {
      month: '2026-06',
      professionalId: ids.bruno,
      expectedCents: 2_500,
      paidOn: '2026-06-03',
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paidOn: '2026-06-03', amountCents: 2_500, lines: 1 });
    expect((await api.get('/api/commissions?month=2026-06')).body.totals).toEqual({
      baseCents: revenue,
      tipsCents: 0,
      pendingCents: commission - 2_500,
      paidCents: 2_500,
    });
    // A payment moves the month roll-up's paid rate, not the figures.
    expect((await api.get('/api/reports?from=2026-06-01&to=2026-06-30')).body.totals.commissionCents).toBe(commission);
  });

  it('users: a professional’s login and their own view', async () => {
    const access = await owner.client.post('/api/users', {
      mode: 'password',
      professionalId: ids.bruno,
      email: `bruno-${engine}@example.com`,
      password: 'secret123',
    });
    expect(access.status).toBe(201);
    expect(access.body).toMatchObject({ fullName: 'Bruno Lima', role: 'professional', professionalId: ids.bruno });
    expect((await owner.client.get('/api/users')).body).toMatchObject({
      total: 2,
      usersUsed: 2,
      userLimit: 10,
      plan: 'business',
    });

    const bruno = t.client();
    expect((await bruno.signIn(`bruno-${engine}@example.com`, 'secret123')).status).toBe(200);
    expect((await bruno.get('/api/me')).body.profile).toMatchObject({
      role: 'professional',
      businessId: owner.businessId,
    });
    const own = await bruno.get(`/api/appointments?from=${sp('01', '00:00')}&to=${sp('08', '00:00')}`);
    expect(own.body.items.map((a: { id: string }) => a.id)).toEqual([ids.a3, ids.a4, ids.moved, ids.online]);
    expect((await bruno.get(`/api/appointments/${ids.a1}`)).status).toBe(404);
    expect((await bruno.get('/api/dashboard')).status).toBe(403);
    const commissions = await bruno.get('/api/commissions?month=2026-06');
    expect(
      commissions.body.professionals.map((p: { professionalId: string; paidCents: number }) => [
        p.professionalId,
        p.paidCents,
      ]),
    ).toEqual([[ids.bruno, 2_500]]);
  });

  it('exports: the business’s ZIP and a client’s data', async () => {
    const zip = await downloadBytes(owner.client, '/api/business/export');
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toBe('attachment; filename="agendo-salao-smoke-2026-06-03.zip"');
    const files = unzipText(zip.bytes);
    const rows = (name: string) =>
      files[name]!.replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .slice(1);
    expect(rows('appointments.csv')).toHaveLength(8);
    expect(rows('clients.csv')).toHaveLength(4);
    expect(rows('services.csv')).toHaveLength(2);
    expect(rows('reviews.csv')).toHaveLength(1);
    expect(rows('commission-lines.csv')).toHaveLength(3);
    expect(rows('users.csv')).toHaveLength(2);
    expect(rows('appointments.csv').find((line) => line.startsWith(ids.a2!))).toContain(
      '2026-06-02 14:00;2026-06-02 15:30;Concluído',
    );
    expect(files['README.txt']).toContain('Agendo — dados de Salão Smoke');

    const data = await download(owner.client, `/api/clients/${ids.joao}/data?format=json`);
    expect(data.status).toBe(200);
    const json = JSON.parse(data.text);
    expect(json).toMatchObject({
      timeZone: 'America/Sao_Paulo',
      currency: 'BRL',
      client: { id: ids.joao, fullName: 'João Silva', email: 'joao@example.com' },
    });
    expect(
      json.appointments.map((a: { id: string; status: string; startsAt: string }) => [a.id, a.status, a.startsAt]),
    ).toEqual([
      [ids.a1, 'completed', '2026-06-01T10:00:00-03:00'],
      [ids.a4, 'cancelled', '2026-06-02T10:00:00-03:00'],
    ]);
    expect(json.reviews).toEqual([
      expect.objectContaining({ appointmentId: ids.a1, rating: 4, reply: 'Obrigado, João!' }),
    ]);
    const detail = await owner.client.get(`/api/clients/${ids.joao}`);
    expect(detail.body).toMatchObject({ fullName: 'João Silva', totalSpentCents: CORTE });
  });

  it('subscription and billing through the test checkout', async () => {
    const trial = await owner.client.get('/api/subscription');
    expect(trial.status).toBe(200);
    expect(trial.body).toMatchObject({
      plan: 'business',
      status: 'trialing',
      trialEndsAt: '2026-06-10T15:00:00.000Z',
      usersUsed: 2,
      userLimit: 10,
    });
    const plans = await t.client().get('/api/billing/plans');
    expect(plans.body.mode).toBe('test');
    const price = plans.body.plans.find((p: { key: string }) => p.key === 'pro').priceIds.BRL;
    const checkout = await owner.client.post('/api/billing/checkout', { price_id: price });
    expect(checkout.status).toBe(200);
    const paid = await owner.client.post(`/api/billing/test-checkout/${checkout.body.url.split('/').pop()}/pay`, {});
    expect(paid.body.status).toBe('paid');
    expect((await owner.client.get('/api/subscription')).body).toMatchObject({
      plan: 'pro',
      status: 'active',
      providerStatus: 'active',
      userLimit: 5,
      billingCurrency: 'BRL',
      nextChargeAt: '2026-07-03T15:00:00.000Z',
    });
    expect((await owner.client.get('/api/billing/invoices')).body.items).toEqual([
      {
        id: expect.any(String),
        createdAt: NOW.toISOString(),
        amountCents: 3_999,
        currency: 'BRL',
        status: 'paid',
        plan: 'pro',
        receiptUrl: null,
      },
    ]);
  });

  it('site content, the blog and contact messages', async () => {
    const ana = await signUpSuperAdmin(t, `ana-${engine}@agendo.example`);
    expect((await ana.get('/api/super-admin/status')).body).toMatchObject({
      active: true,
      email: `ana-${engine}@agendo.example`,
    });
    const visitor = t.client();
    const content = await visitor.get('/api/public/site-content');
    expect(content.status).toBe(200);
    expect(content.body).toEqual({ version: null, texts: { 'pt-BR': {}, 'en-US': {} }, screenshots: [] });

    const draft = await ana.post('/api/super-admin/blog/posts', {
      title: 'Agenda cheia: dicas para o salão',
      excerpt: 'Como encher a agenda.',
      contentHtml: '<p>Lembretes <strong>automáticos</strong>.</p>',
      language: 'pt-BR',
    });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ slug: 'agenda-cheia-dicas-para-o-salao', status: 'draft' });
    expect((await visitor.get('/api/public/blog/posts?language=pt-BR')).body).toMatchObject({ items: [], total: 0 });
    const published = await ana.post(`/api/super-admin/blog/posts/${draft.body.id}/publish`, {});
    expect(published.body).toMatchObject({ status: 'published', publishedAt: NOW.toISOString() });
    const blog = await visitor.get('/api/public/blog/posts?language=pt-BR');
    expect(blog.status).toBe(200);
    expect(blog.body).toMatchObject({
      total: 1,
      items: [{ slug: 'agenda-cheia-dicas-para-o-salao', readingMinutes: 1 }],
    });
    expect((await visitor.get('/api/public/blog/posts/agenda-cheia-dicas-para-o-salao')).body).toMatchObject({
      title: 'Agenda cheia: dicas para o salão',
    });

    const sent = await owner.client.post('/api/contact-messages', {
      name: 'Olivia',
      email: owner.email,
      title: 'Dúvida sobre planos',
      message: 'Como mudo de plano?',
    });
    expect(sent.status).toBe(201);
    const inbox = await ana.get('/api/super-admin/contact-messages');
    expect(inbox.status).toBe(200);
    expect(inbox.body).toMatchObject({
      total: 1,
      unread: 1,
      items: [{ title: 'Dúvida sobre planos', businessName: 'Salão Smoke', readAt: null }],
    });
  });

  it('sample data: added, counted in the figures, and removed exactly', async () => {
    const sample = await signUpOwner(t, `sample-${engine}@example.com`);
    const added = await sample.client.post('/api/sample-data', {});
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ clients: 20 });
    expect(added.body.appointments).toBeGreaterThan(100);
    const dashboard = (await sample.client.get('/api/dashboard?range=90')).body;
    expect(dashboard).toMatchObject({ hasSampleData: true });
    expect(dashboard.completed).toBeGreaterThan(0);
    const report = (await sample.client.get(`/api/reports?from=${dashboard.from}&to=${dashboard.to}`)).body;
    expect(report.totals.revenueCents).toBe(dashboard.revenueCents);
    const removed = await sample.client.request('DELETE', '/api/sample-data');
    expect([removed.status, removed.body]).toEqual([200, added.body]);
    expect((await sample.client.get('/api/dashboard?range=90')).body).toMatchObject({
      hasSampleData: false,
      appointments: 0,
      revenueCents: 0,
    });
  });
});
