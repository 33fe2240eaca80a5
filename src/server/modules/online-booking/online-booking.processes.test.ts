import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduleFixture, openEveryDay } from '../../test/fixtures.ts';
import { createTestDatabase, HttpClient, testEngines, type TestDatabase } from '../../test/harness.ts';
import { spawnServer } from '../../test/server-process.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

type Server = Awaited<ReturnType<typeof spawnServer>>;
const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function prepareBusiness(database: TestDatabase, server: Server) {
  const owner = new HttpClient(server.baseUrl);
  await owner.signUp(`owner-${randomBytes(3).toString('hex')}@example.com`);
  const businessId = (await owner.get('/api/me')).body.profile.businessId as string;
  const fixture = await createScheduleFixture(database.handle.db, businessId, { timeZone: 'UTC' });
  await openEveryDay(database.handle.db, businessId);
  expect(
    (await owner.request('PATCH', '/api/online-booking/settings', { enabled: true, minNoticeMinutes: 0 })).status,
  ).toBe(200);
  return { businessId, fixture };
}

describe.skipIf(!testEngines().includes('postgresql'))('online booking across server processes on PostgreSQL', () => {
  let database: TestDatabase;
  const servers: Server[] = [];
  const sinks: Array<{ close(): Promise<void> }> = [];
  const env = () => ({
    DATABASE_URL: database.url!,
    AUTH_SECRET: secret,
    SIGN_IN_LIMIT_PER_IP: '1000',
    WORKER_INTERVAL_MS: '200',
    OUTBOX_LEASE_SECONDS: '3',
    PUBLIC_BOOKINGS_PER_IP_PER_HOUR: '1000',
  });
  const secret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    database = await createTestDatabase('postgresql');
  });
  /** The booking's two e-mails (its reminder waits for its day). */
  const outboxOf = (businessId: string) =>
    database.handle.db
      .selectFrom('outbox_messages')
      .select(['status', 'attempts'])
      .where('business_id', '=', businessId)
      .where('kind', 'in', ['booking_confirmation', 'booking_alert'])
      .execute();
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await Promise.all(sinks.map((s) => s.close()));
    await database?.handle.close();
    await database?.drop();
  });

  it('100 simultaneous bookings of one slot over two processes: one booking, 99 × 409, one confirmation e-mail; 50 of one visit: one visit, nothing left of the others', async () => {
    const smtp = await startSmtpSink();
    sinks.push(smtp);
    const [a, b] = await Promise.all([
      spawnServer({ ...env(), SMTP_URL: smtp.url }),
      spawnServer({ ...env(), SMTP_URL: smtp.url }),
    ]);
    servers.push(a, b);
    const { businessId, fixture } = await prepareBusiness(database, a);

    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        new HttpClient(i % 2 ? a.baseUrl : b.baseUrl)
          .post(`/api/public/businesses/${businessId}/bookings`, {
            serviceId: fixture.serviceId,
            professionalId: fixture.professionalIds[0],
            startsAt: `${day}T10:00:00Z`,
            client: {
              fullName: `Cliente ${i}`,
              phone: `+55 11 9${String(10000000 + i)}`,
              email: `cliente${i}@example.com`,
            },
          })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);

    const confirmations = () => smtp.received.filter((m) => m.kind === 'booking_confirmation');
    expect(await waitFor(() => confirmations().length >= 1, 15_000)).toBe(true);
    // Both workers keep polling. Once every message is marked sent and no SMTP conversation is
    // open, nothing more can arrive; each was claimed once (a second claim counts an attempt).
    expect(
      await waitFor(
        async () => (await outboxOf(businessId)).every((row) => row.status === 'sent') && smtp.open() === 0,
        15_000,
      ),
    ).toBe(true);
    expect(confirmations()).toHaveLength(1);
    expect(smtp.received.filter((m) => m.kind === 'booking_alert')).toHaveLength(1);
    expect((await outboxOf(businessId)).map((row) => row.attempts)).toEqual([1, 1]);

    // 50 customers race for one visit of two services at 14:00 — Corte, then Coloração with the second
    // professional —, half of them with the first professional for the Corte, half with the second:
    // one visit is booked, and no step of a refused visit is left behind (the first professional's
    // Corte was free for half of the losers).
    const [first, second] = fixture.professionalIds as [string, string];
    const visits = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        new HttpClient(i % 2 ? a.baseUrl : b.baseUrl)
          .post(`/api/public/businesses/${businessId}/bookings`, {
            serviceId: fixture.serviceId,
            professionalId: i % 4 < 2 ? first : second,
            nextSteps: [{ serviceId: fixture.longServiceId, professionalId: second }],
            startsAt: `${day}T14:00:00Z`,
            client: { fullName: `Visita ${i}`, phone: `+55 11 9${String(20000000 + i)}` },
          })
          .then((r) => r.status),
      ),
    );
    expect(
      visits.filter((s) => s === 201),
      JSON.stringify(visits),
    ).toHaveLength(1);
    expect(
      visits.filter((s) => s === 409),
      JSON.stringify(visits),
    ).toHaveLength(49);
    const afternoon = await database.handle.db
      .selectFrom('appointments')
      .select(['visit_id'])
      .where('business_id', '=', businessId)
      .where('starts_at', '>=', new Date(`${day}T14:00:00Z`))
      .execute();
    expect(afternoon).toHaveLength(2);
    expect(new Set(afternoon.map((row) => row.visit_id)).size).toBe(1);
    // Their workers would take the next test's messages.
    await Promise.all([a.stop(), b.stop()]);
  }, 120_000);

  it('a worker killed while it sends still ends with exactly one e-mail', async () => {
    let sending = false;
    const smtp = await startSmtpSink({ holdMs: 1500, onTransactionStarted: () => (sending = true) });
    sinks.push(smtp);
    // A web-only process takes the booking; a worker process sends, and is killed mid-send.
    const web = await spawnServer({ ...env(), WORKER: 'false', SMTP_URL: smtp.url });
    servers.push(web);
    const { businessId, fixture } = await prepareBusiness(database, web);
    const booked = await new HttpClient(web.baseUrl).post(`/api/public/businesses/${businessId}/bookings`, {
      serviceId: fixture.serviceId,
      professionalId: fixture.professionalIds[1],
      startsAt: `${day}T15:00:00Z`,
      client: { fullName: 'Kill Test', phone: '+55 11 98888-0000', email: 'kill@example.com' },
    });
    expect(booked.status).toBe(201);
    const worker = await spawnServer({ ...env(), SMTP_URL: smtp.url });
    expect(await waitFor(() => sending, 15_000), 'the worker started sending').toBe(true);
    await worker.kill();
    expect(smtp.received.filter((m) => m.to === 'kill@example.com')).toHaveLength(0);

    const successor = await spawnServer({ ...env(), SMTP_URL: smtp.url });
    servers.push(successor);
    const toCustomer = () =>
      smtp.received.filter((m) => m.to === 'kill@example.com' && m.kind === 'booking_confirmation');
    expect(await waitFor(() => toCustomer().length >= 1, 20_000), 'the successor sent it').toBe(true);
    // Marked sent with no SMTP conversation open: nothing more can arrive.
    expect(
      await waitFor(
        async () => (await outboxOf(businessId)).every((row) => row.status === 'sent') && smtp.open() === 0,
        15_000,
      ),
    ).toBe(true);
    expect(toCustomer()).toHaveLength(1);
    const row = await database.handle.db
      .selectFrom('outbox_messages')
      .select(['status', 'attempts'])
      .where('to_address', '=', 'kill@example.com')
      .where('kind', '=', 'booking_confirmation')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(2);
  }, 120_000);
});
