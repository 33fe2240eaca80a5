import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_VITALS_LIMITS } from '../../contracts/web-vitals.ts';
import { createScheduleFixture, openEveryDay } from '../test/fixtures.ts';
import { defaultEngine, startTestApp, bothEngines, type TestApp } from '../test/harness.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** Prometheus text format, strictly enough (NaN in any case, as Prometheus reads it): `# HELP`/`# TYPE` lines, and samples `name{labels} value`. */
function parsePrometheus(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  const sample =
    /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*)\})? (-?(?:[0-9.e+-]+|[Nn]a[Nn]|\+Inf|-Inf))$/;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      expect(line).toMatch(/^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/);
      continue;
    }
    const match = sample.exec(line);
    if (!match) throw new Error(`not a Prometheus sample: ${line}`);
    const labels = [...(match[3] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)]
      .map(([, name, value]) => `${name}="${value}"`)
      .sort()
      .join(',');
    samples.set(`${match[1]}{${labels}}`, Number(match[4]));
  }
  return samples;
}

const key = (name: string, labels: Record<string, string> = {}) =>
  `${name}{${Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .sort()
    .join(',')}}`;

describe.each(bothEngines("the pool's figures come from pg's pool or from the PGlite pool adapter"))(
  'GET /metrics on %s',
  (engine) => {
    let t: TestApp;
    const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);

    beforeAll(async () => {
      // No worker: the outbox rows this test writes stay as written.
      t = await startTestApp(engine, {
        METRICS_TOKEN: TOKEN,
        WORKER: 'false',
        PUBLIC_BOOKINGS_PER_IP_PER_HOUR: '1000',
      });
    });
    afterAll(() => t.close());

    async function scrape(): Promise<Map<string, number>> {
      const response = await t.client().get('/metrics');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return parsePrometheus(response.body as string);
    }
    const value = (samples: Map<string, number>, name: string, labels: Record<string, string> = {}) =>
      samples.get(key(name, labels)) ?? 0;

    it('a journey moves the counters by exactly what happened', async () => {
      const owner = t.client();
      const email = `owner-${randomBytes(3).toString('hex')}@example.com`;
      await owner.signUp(email, 'right-password-1');
      const businessId = (await owner.get('/api/me')).body.profile.businessId as string;
      const f = await createScheduleFixture(t.database.handle.db, businessId, { timeZone: 'UTC' });
      await openEveryDay(t.database.handle.db, businessId);
      expect(
        (await owner.request('PATCH', '/api/online-booking/settings', { enabled: true, minNoticeMinutes: 0 })).status,
      ).toBe(200);

      const before = await scrape();
      for (let i = 0; i < 3; i++) expect((await t.client().get('/api/health')).status).toBe(200);
      expect((await t.client().signIn(email, 'wrong-password')).status).toBe(401);
      expect((await t.client().post('/api/no-such-thing', {})).status).toBe(404);
      const booking = await t.client().post(`/api/public/businesses/${businessId}/bookings`, {
        serviceId: f.serviceId,
        professionalId: f.professionalIds[0],
        startsAt: `${day}T10:00:00Z`,
        client: { fullName: 'Pessoa', phone: '+55 11 90000-0001' },
      });
      expect(booking.status).toBe(201);
      // A refused booking (the slot is taken) is not one more.
      const refused = await t.client().post(`/api/public/businesses/${businessId}/bookings`, {
        serviceId: f.serviceId,
        professionalId: f.professionalIds[0],
        startsAt: `${day}T10:00:00Z`,
        client: { fullName: 'Outra', phone: '+55 11 90000-0002' },
      });
      expect(refused.status).toBe(409);
      const after = await scrape();

      const delta = (name: string, labels: Record<string, string> = {}) =>
        value(after, name, labels) - value(before, name, labels);
      expect(delta('agendo_http_requests_total', { operation: 'getHealth', status: '200' })).toBe(3);
      expect(delta('agendo_http_request_duration_seconds_count', { operation: 'getHealth', status: '200' })).toBe(3);
      expect(
        delta('agendo_http_request_duration_seconds_bucket', { operation: 'getHealth', status: '200', le: '+Inf' }),
      ).toBe(3);
      expect(delta('agendo_http_requests_total', { operation: '/api/auth/*', status: '401' })).toBe(1);
      expect(delta('agendo_http_requests_total', { operation: 'unmatched', status: '404' })).toBe(1);
      expect(delta('agendo_http_requests_total', { operation: 'createPublicBooking', status: '201' })).toBe(1);
      expect(delta('agendo_http_requests_total', { operation: 'createPublicBooking', status: '409' })).toBe(1);
      expect(delta('agendo_sign_in_failures_total')).toBe(1);
      expect(delta('agendo_bookings_created_total', { operation: 'createPublicBooking' })).toBe(1);
      expect(delta('agendo_bookings_created_total', { operation: 'createAppointment' })).toBe(0);

      // Labels are operations, never URLs (the business id would make one series per business).
      const labelled = [...after.keys()].filter((k) => k.startsWith('agendo_http_requests_total'));
      expect(labelled.some((k) => k.includes(businessId))).toBe(false);
      // The scrapes do not count themselves.
      expect(labelled.some((k) => k.includes('metrics'))).toBe(false);
    });

    it('reports the pool, the outbox backlog and the default process metrics', async () => {
      const db = t.database.handle.db;
      const base = {
        kind: 'test',
        to_address: 'someone@example.com',
        subject: 's',
        text_body: 't',
        status: 'pending' as const,
        created_at: new Date(),
      };
      await db
        .insertInto('outbox_messages')
        .values([
          // Due two minutes ago and not sent: the backlog, and how late it is.
          { ...base, send_after: sql<Date>`now() - interval '120 seconds'` },
          // Due tomorrow (a reminder): not late, not counted.
          { ...base, send_after: sql<Date>`now() + interval '1 day'` },
          // Sent: not counted.
          { ...base, status: 'sent', send_after: sql<Date>`now() - interval '1 hour'` },
        ])
        .execute();
      const samples = await scrape();
      expect(value(samples, 'agendo_outbox_backlog_messages')).toBe(1);
      expect(value(samples, 'agendo_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(119);
      expect(value(samples, 'agendo_outbox_oldest_unsent_age_seconds')).toBeLessThan(600);
      const stats = t.database.handle.poolStats();
      expect(value(samples, 'agendo_db_pool_connections', { state: 'max' })).toBe(stats.max);
      expect(samples.has(key('agendo_db_pool_connections', { state: 'in_use' }))).toBe(true);
      expect(samples.has(key('agendo_db_pool_connections', { state: 'idle' }))).toBe(true);
      expect(samples.has(key('agendo_db_pool_waiting_requests'))).toBe(true);
      expect(value(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(samples.has(key('nodejs_eventloop_lag_seconds'))).toBe(true);
    });

    it('answers loopback, or the right token; refuses anyone else', async () => {
      const scrapeAs = (remoteAddress: string, headers: Record<string, string> = {}) =>
        t.agendo.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

      expect((await scrapeAs('127.0.0.1')).statusCode).toBe(200);
      expect((await scrapeAs('::1')).statusCode).toBe(200);
      const stranger = await scrapeAs('10.0.0.5');
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().error.code).toBe('FORBIDDEN');
      expect(stranger.body).not.toContain('agendo_http_requests_total');
      // A client's X-Forwarded-For does not make it local.
      expect((await scrapeAs('10.0.0.5', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
      // Through a proxy on this machine (it connects from loopback for anyone): the token is needed.
      expect((await scrapeAs('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);

      const withToken = await scrapeAs('10.0.0.5', { authorization: `Bearer ${TOKEN}` });
      expect(withToken.statusCode).toBe(200);
      expect(withToken.body).toContain('agendo_http_requests_total');
      expect((await scrapeAs('10.0.0.5', { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(403);
      expect((await scrapeAs('10.0.0.5', { authorization: `Bearer ${TOKEN.slice(0, -1)}` })).statusCode).toBe(403);
      expect((await scrapeAs('10.0.0.5', { authorization: TOKEN })).statusCode).toBe(403);
    });

    it('is not in the OpenAPI document', async () => {
      const document = (await t.client().get('/api/openapi.json')).body as { paths: Record<string, unknown> };
      expect(Object.keys(document.paths)).not.toContain('/metrics');
      expect(Object.keys(document.paths)).toContain('/api/health');
    });
  },
);

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(defaultEngine());
  });
  afterAll(() => t.close());

  it('takes no token at all: only loopback', async () => {
    const scrapeAs = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.agendo.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    expect((await scrapeAs('127.0.0.1')).statusCode).toBe(200);
    expect((await scrapeAs('10.0.0.5', { authorization: 'Bearer ' })).statusCode).toBe(403);
    expect((await scrapeAs('10.0.0.5', { authorization: 'Bearer undefined' })).statusCode).toBe(403);
  });

  it('keeps the speed pages report of themselves as histograms by page kind; refuses a bad report and a flood', async () => {
    const report = (body: unknown, remoteAddress = '10.0.0.7', contentType = 'application/json') =>
      t.agendo.app.inject({
        method: 'POST',
        url: '/api/web-vitals',
        remoteAddress,
        headers: { 'content-type': contentType },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const sent = await report({
      page: 'booking',
      metrics: [
        { name: 'LCP', value: 1200 },
        { name: 'CLS', value: 0.05 },
        { name: 'INP', value: 80 },
        { name: 'FCP', value: 900 },
        { name: 'TTFB', value: 150 },
      ],
    });
    expect(sent.statusCode).toBe(204);
    const samples = parsePrometheus(
      (await t.agendo.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body,
    );
    const at = (name: string, labels: Record<string, string>) => samples.get(key(name, labels));
    expect(at('agendo_web_vitals_lcp_seconds_count', { page: 'booking' })).toBe(1);
    expect(at('agendo_web_vitals_lcp_seconds_sum', { page: 'booking' })).toBeCloseTo(1.2);
    expect(at('agendo_web_vitals_lcp_seconds_bucket', { page: 'booking', le: '1' })).toBe(0);
    expect(at('agendo_web_vitals_lcp_seconds_bucket', { page: 'booking', le: '1.5' })).toBe(1);
    expect(at('agendo_web_vitals_cls_sum', { page: 'booking' })).toBeCloseTo(0.05);
    expect(at('agendo_web_vitals_inp_seconds_sum', { page: 'booking' })).toBeCloseTo(0.08);
    expect(at('agendo_web_vitals_fcp_seconds_sum', { page: 'booking' })).toBeCloseTo(0.9);
    expect(at('agendo_web_vitals_ttfb_seconds_sum', { page: 'booking' })).toBeCloseTo(0.15);

    for (const bad of [
      { page: 'booking', metrics: [{ name: 'FID', value: 10 }] },
      { page: '/agendar/123', metrics: [{ name: 'LCP', value: 10 }] },
      { page: 'landing', metrics: [{ name: 'LCP', value: -1 }] },
      { page: 'landing', metrics: [{ name: 'LCP', value: WEB_VITALS_LIMITS.maxValue + 1 }] },
      {
        page: 'landing',
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
      { page: 'landing', metrics: [] },
      { page: 'landing' },
    ]) {
      const refused = await report(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await report('{"page":', '10.0.0.7')).statusCode).toBe(400);
    expect((await report('page=landing', '10.0.0.7', 'application/x-www-form-urlencoded')).statusCode).toBe(415);

    const flood = { page: 'app', metrics: [{ name: 'FCP', value: 100 }] };
    for (let i = 0; i < WEB_VITALS_LIMITS.reportsPerWindow; i++)
      expect((await report(flood, '10.0.0.8')).statusCode).toBe(204);
    const limited = await report(flood, '10.0.0.8');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    // Another address is not held back.
    expect((await report(flood, '10.0.0.9')).statusCode).toBe(204);
  });
});
