import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { createTestDatabase, HttpClient, testEngines, type TestDatabase } from '../../test/harness.ts';
import { spawnServer } from '../../test/server-process.ts';

type Server = Awaited<ReturnType<typeof spawnServer>>;

/**
 * Two real server processes on one PostgreSQL, as in production behind a load balancer. Only
 * PostgreSQL serves several processes, so these run there alone.
 */
describe.skipIf(!testEngines().includes('postgresql'))('two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let a: Server;
  let b: Server;
  let clientA: HttpClient;
  let clientB: HttpClient;
  let f: Awaited<ReturnType<typeof createScheduleFixture>>;

  beforeAll(async () => {
    database = await createTestDatabase('postgresql');
    const env = {
      DATABASE_URL: database.url!,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SIGN_IN_LIMIT_PER_IP: '1000',
    };
    [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
    clientA = new HttpClient(a.baseUrl);
    await clientA.signUp('two-processes@example.com');
    // The same session works on the other process: sessions live in the database.
    clientB = new HttpClient(b.baseUrl);
    for (const [name, value] of clientA.cookies) clientB.cookies.set(name, value);
    const businessId = (await clientB.get('/api/me')).body.profile.businessId;
    f = await createScheduleFixture(database.handle.db, businessId, { timeZone: 'UTC' });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.handle.close();
    await database?.drop();
  });

  const attempt = (client: HttpClient, professionalId: string, startsAt: string) =>
    client
      .post('/api/appointments', { professionalId, serviceId: f.longServiceId, clientId: f.clientId, startsAt })
      .then((r) => r.status);

  it('50 simultaneous overlapping bookings on one process make exactly one appointment', async () => {
    // 90-minute appointments starting 10:00–11:15 every 15 minutes: each overlaps every other.
    const overlapping = ['10:00', '10:15', '10:30', '10:45', '11:00', '11:15'].map((time) => `2031-03-03T${time}:00Z`);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        attempt(clientA, f.professionalIds[0]!, overlapping[i % overlapping.length]!),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  });

  it('50 simultaneous bookings spread over two processes make exactly one appointment', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        attempt(i % 2 ? clientA : clientB, f.professionalIds[0]!, `2031-03-04T${i % 3 ? '10:00' : '10:30'}:00Z`),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const rows = await database.handle.db
      .selectFrom('appointments')
      .select('id')
      .where('starts_at', '>=', new Date('2031-03-04T00:00:00Z'))
      .where('starts_at', '<', new Date('2031-03-05T00:00:00Z'))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('two professionals at the same time, from two processes, both succeed', async () => {
    const [one, two] = await Promise.all([
      attempt(clientA, f.professionalIds[0]!, '2031-03-05T10:00:00Z'),
      attempt(clientB, f.professionalIds[1]!, '2031-03-05T10:00:00Z'),
    ]);
    expect([one, two]).toEqual([201, 201]);
  });

  it('a change made through one process reaches a schedule listening on the other within 5 s', async () => {
    const controller = new AbortController();
    const cookie = [...clientB.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const stream = await fetch(`${b.baseUrl}/api/live`, { headers: { cookie }, signal: controller.signal });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (phrase: string) => {
      while (!text.includes(phrase)) {
        const { value, done } = await reader.read();
        if (done) return false;
        text += decoder.decode(value);
      }
      return true;
    };
    // The stream subscribes in the same turn that it writes its retry line.
    expect(await readUntil('retry: 3000')).toBe(true);
    const heard = readUntil('event: appointments');
    const started = performance.now();
    expect(await attempt(clientA, f.professionalIds[1]!, '2031-03-06T15:00:00Z')).toBe(201);
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 5000));
    expect(await Promise.race([heard, timeout])).toBe(true);
    expect(performance.now() - started).toBeLessThan(5000);
    controller.abort();
  });
});
