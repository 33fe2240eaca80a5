import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { startTestApp, testEngines, type HttpClient, type TestApp } from '../../test/harness.ts';
import { addClient, completeVisit, customer, hoursAgo } from '../../test/review-fixtures.ts';

const DAY = 86_400_000;
const TIME_ZONE = 'America/Sao_Paulo';
const localDay = (instant: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(instant));

/**
 * The review figures (docs/reviews.md) equal what a person works out by hand from the reviews
 * written — average, distribution, positive share, per professional, response rate — with hidden
 * reviews out of every public figure and counted apart; and the booking page shows the rating from
 * 5 visible reviews on.
 */
describe.each(testEngines())('review figures on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  let paula: HttpClient;
  let f: Awaited<ReturnType<typeof createScheduleFixture>>;
  const base = Date.now();
  let clock = base;
  let slot = 0;
  const ids: Record<string, string> = {};
  const db = () => t.database.handle.db;

  /** Completes a visit of `professional` and reviews it, `daysAgo` days back. */
  async function review(key: string, professional: 0 | 1, rating: number, comment: string | null, daysAgo = 0) {
    // A minute apart, so that "newest first" is one order.
    slot++;
    clock = base - daysAgo * DAY + slot * 60_000;
    try {
      const clientId = await addClient(db(), owner.businessId, `Cliente ${key} Sobrenome`);
      const visit = await completeVisit(t, owner, {
        professionalId: f.professionalIds[professional]!,
        serviceId: f.serviceId,
        clientId,
        startsAt: hoursAgo(30 + slot, base),
      });
      const written = await customer(t).request('PUT', `/api/public/reviews/${visit.token}`, { rating, comment });
      expect(written.status).toBe(201);
      const row = await db()
        .selectFrom('reviews')
        .select('id')
        .where('appointment_id', '=', visit.appointmentId)
        .executeTakeFirstOrThrow();
      ids[key] = row.id;
    } finally {
      clock = base;
    }
  }

  const publicBusiness = async () => (await customer(t).get(`/api/public/businesses/${owner.businessId}`)).body;

  beforeAll(async () => {
    t = await startTestApp(engine, { TRUST_PROXY: 'true' }, { now: () => new Date(clock) });
    owner = await signUpOwner(t, 'figures@example.com');
    f = await createScheduleFixture(db(), owner.businessId, { timeZone: TIME_ZONE });
    expect((await owner.client.request('PATCH', '/api/online-booking/settings', { enabled: true })).status).toBe(200);
    const login = await owner.client.post('/api/users', {
      mode: 'password',
      professionalId: f.professionalIds[0],
      email: 'paula@example.com',
      password: 'secret123',
    });
    expect(login.status).toBe(201);
    paula = t.client();
    expect((await paula.signIn('paula@example.com', 'secret123')).status).toBe(200);
  });
  afterAll(() => t?.close());

  it('shows nothing on the booking page before 5 visible reviews, and the rating from then on', async () => {
    expect((await publicBusiness()).reviews).toBeNull();
    // Professional 1: 5, 5, 4 (ten days ago), 2, 1; professional 2: 5, 3, 3.
    await review('a', 0, 5, 'Perfeito', 10);
    await review('b', 0, 5, null, 10);
    await review('c', 0, 4, 'Bom', 10);
    await review('d', 0, 2, 'Demorou');
    expect((await publicBusiness()).reviews).toBeNull();
    await review('e', 0, 1, 'Palavrão que o dono vai esconder');
    const shown = (await publicBusiness()).reviews;
    expect(shown).toMatchObject({ average: 3.4, count: 5 }); // (5 + 5 + 4 + 2 + 1) / 5 = 3.4
    expect(shown.latest.map((r: { comment: string | null }) => r.comment)).toEqual([
      'Palavrão que o dono vai esconder',
      'Demorou',
      'Bom',
    ]);
    expect(shown.latest[0].authorName).toBe('Cliente S.');

    // Hidden: out of the page's figures, and below 5 the rating goes away again.
    const hidden = await owner.client.request('PUT', `/api/reviews/${ids.e}/visibility`, {
      hidden: true,
      reason: 'Linguagem ofensiva',
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.hidden).toMatchObject({ reason: 'Linguagem ofensiva', hiddenBy: 'Olivia Owner' });
    expect((await publicBusiness()).reviews).toBeNull();

    await review('f', 1, 5, 'Adorei');
    await review('g', 1, 3, null);
    await review('h', 1, 3, 'Ok');
    for (const key of ['a', 'f', 'e']) {
      expect(
        (await owner.client.request('PUT', `/api/reviews/${ids[key]}/reply`, { text: `Obrigado, ${key}!` })).status,
      ).toBe(200);
    }
    const page = (await publicBusiness()).reviews;
    // Visible: 5, 5, 4, 2, 5, 3, 3 → 27 / 7 = 3.857… → 3.9.
    expect(page).toMatchObject({ average: 3.9, count: 7 });
    expect(page.latest.map((r: { comment: string | null }) => r.comment)).toEqual(['Ok', null, 'Adorei']);
    expect(page.latest[2].reply).toMatchObject({ text: 'Obrigado, f!' });
  });

  it('figures the owner’s statistics as a person would by hand', async () => {
    const visible = [5, 5, 4, 2, 5, 3, 3];
    const count = visible.length;
    const sum = visible.reduce((a, b) => a + b, 0);
    const stats = (await owner.client.get('/api/reviews/stats')).body;
    expect(stats).toEqual({
      average: Math.round((sum / count) * 10) / 10,
      count,
      distribution: [
        { stars: 5, count: 3 },
        { stars: 4, count: 1 },
        { stars: 3, count: 2 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
      positiveShare: 57.1, // 4 of 7
      responseRate: 28.6, // a and f of 7 (e's reply is on a hidden review)
      hiddenCount: 1,
      professionals: [
        { professionalId: f.professionalIds[0], name: 'Profissional 1', average: 4, count: 4, positiveShare: 75 }, // 16 / 4; 3 of 4
        { professionalId: f.professionalIds[1], name: 'Profissional 2', average: 3.7, count: 3, positiveShare: 33.3 }, // 11 / 3; 1 of 3
      ],
    });
    expect(stats.average).toBe(3.9);

    // The same figures over ten days ago only (a, b, c) and for one professional.
    const tenDaysAgo = localDay(base - 10 * DAY);
    expect((await owner.client.get(`/api/reviews/stats?from=${tenDaysAgo}&to=${tenDaysAgo}`)).body).toMatchObject({
      average: 4.7,
      count: 3,
      positiveShare: 100,
      hiddenCount: 0,
    });
    expect((await owner.client.get(`/api/reviews/stats?professionalId=${f.professionalIds[1]}`)).body).toMatchObject({
      average: 3.7,
      count: 3,
      hiddenCount: 0,
      responseRate: 33.3,
    });

    // The public page: the same visible figures, hidden excluded.
    const pub = (await customer(t).get(`/api/public/businesses/${owner.businessId}/reviews?limit=3`)).body;
    expect(pub.summary).toEqual({ average: 3.9, count: 7, distribution: stats.distribution, positiveShare: 57.1 });
    expect(pub.total).toBe(7);
    expect(pub.acceptsReviews).toBe(true);
    expect(pub.items.map((r: { comment: string | null }) => r.comment)).toEqual(['Ok', null, 'Adorei']);
    const all = (await customer(t).get(`/api/public/businesses/${owner.businessId}/reviews?limit=50`)).body.items;
    expect(all.map((r: { id: string }) => r.id)).not.toContain(ids.e);
  });

  it('lists with filters and pages, hidden ones marked, newest first', async () => {
    const list = async (query: string) => (await owner.client.get(`/api/reviews?${query}`)).body;
    const keys = (body: { items: Array<{ id: string }> }) =>
      body.items.map((r) => Object.entries(ids).find(([, id]) => id === r.id)![0]);
    expect(keys(await list(''))).toEqual(['h', 'g', 'f', 'e', 'd', 'c', 'b', 'a']);
    expect(keys(await list('stars=5'))).toEqual(['f', 'b', 'a']);
    expect(keys(await list(`professionalId=${f.professionalIds[1]}`))).toEqual(['h', 'g', 'f']);
    expect(keys(await list('unanswered=true'))).toEqual(['h', 'g', 'd', 'c', 'b']);
    expect(keys(await list('unanswered=false'))).toEqual(['f', 'e', 'a']);
    expect(keys(await list('visibility=hidden'))).toEqual(['e']);
    expect(keys(await list('visibility=visible&stars=3'))).toEqual(['h', 'g']);
    const tenDaysAgo = localDay(base - 10 * DAY);
    expect(keys(await list(`from=${tenDaysAgo}&to=${tenDaysAgo}`))).toEqual(['c', 'b', 'a']);
    expect(keys(await list(`from=${localDay(base)}`))).toEqual(['h', 'g', 'f', 'e', 'd']);
    const page = await list('limit=3&offset=3');
    expect([keys(page), page.total]).toEqual([['e', 'd', 'c'], 8]);
    const e = page.items[0];
    expect(e).toMatchObject({
      rating: 1,
      hidden: { reason: 'Linguagem ofensiva' },
      reply: { text: 'Obrigado, e!', repliedBy: 'Olivia Owner' },
      professionalName: 'Profissional 1',
      clientName: 'Cliente e Sobrenome',
    });

    // A reply is one, and editable; a hidden review shows again when the owner says so.
    const edited = await owner.client.request('PUT', `/api/reviews/${ids.e}/reply`, { text: 'Sentimos muito.' });
    expect(edited.body.reply.text).toBe('Sentimos muito.');
    const shown = await owner.client.request('PUT', `/api/reviews/${ids.e}/visibility`, { hidden: false });
    expect(shown.body.hidden).toBeNull();
    expect((await owner.client.get('/api/reviews/stats')).body).toMatchObject({ count: 8, hiddenCount: 0 });
    await owner.client.request('PUT', `/api/reviews/${ids.e}/visibility`, {
      hidden: true,
      reason: 'Linguagem ofensiva',
    });
  });

  it('shows a professional the reviews of their own appointments only', async () => {
    const mine = (await paula.get('/api/reviews')).body;
    expect(mine.total).toBe(5);
    expect(new Set(mine.items.map((r: { professionalId: string }) => r.professionalId))).toEqual(
      new Set([f.professionalIds[0]]),
    );
    const stats = (await paula.get('/api/reviews/stats')).body;
    expect(stats).toMatchObject({
      average: 4,
      count: 4,
      hiddenCount: 1,
      professionals: [{ professionalId: f.professionalIds[0], count: 4 }],
    });
    expect((await paula.get(`/api/reviews?professionalId=${f.professionalIds[1]}`)).status).toBe(404);
    expect((await paula.get(`/api/reviews/stats?professionalId=${f.professionalIds[1]}`)).status).toBe(404);
    expect((await paula.request('PUT', `/api/reviews/${ids.a}/reply`, { text: 'Eu respondo' })).status).toBe(403);
  });

  it('answers unknown ids with 404 and bad filters with field errors', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await owner.client.request('PUT', `/api/reviews/${unknown}/reply`, { text: 'Olá' })).status).toBe(404);
    expect(
      (await owner.client.request('PUT', `/api/reviews/${unknown}/visibility`, { hidden: true, reason: 'x' })).status,
    ).toBe(404);
    expect((await owner.client.get(`/api/reviews?professionalId=${unknown}`)).status).toBe(404);
    expect((await customer(t).get(`/api/public/businesses/${unknown}/reviews`)).status).toBe(404);
    for (const query of [
      'stars=0',
      'stars=6',
      'professionalId=ana',
      'from=ontem',
      'from=2026-02-10&to=2026-02-01',
      'unanswered=talvez',
      'visibility=secret',
      'limit=0',
      'offset=-1',
    ]) {
      const response = await owner.client.get(`/api/reviews?${query}`);
      expect([response.status, Object.keys(response.body.error?.fields ?? {}).length > 0], query).toEqual([400, true]);
    }
  });
});
