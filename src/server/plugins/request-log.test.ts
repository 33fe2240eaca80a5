import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, defaultEngine, HttpClient, type TestDatabase } from '../test/harness.ts';
import { spawnServer } from '../test/server-process.ts';
import { redactUrl, registerRequestIdHeader, requestLogOptions, withoutEmailAddresses } from './request-log.ts';

type Line = Record<string, unknown> & { requestId?: string; msg?: string };

/** A Fastify with our logger options, its lines kept. */
async function smallApp(trustProxy: boolean) {
  const lines: Line[] = [];
  const app = Fastify({
    ...requestLogOptions(
      { logLevel: 'info', trustProxy },
      { write: (line) => void lines.push(JSON.parse(line) as Line) },
    ),
    trustProxy,
  });
  registerRequestIdHeader(app);
  app.get('/hello', async (request) => {
    request.log.info('inside the handler');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('request ids', () => {
  it('a trusted proxy’s X-Request-Id is the request’s id, in the answer and on every line', async () => {
    const { app, lines } = await smallApp(true);
    const response = await app.inject({ method: 'GET', url: '/hello', headers: { 'x-request-id': 'proxy-id_1.2' } });
    expect(response.headers['x-request-id']).toBe('proxy-id_1.2');
    const mine = lines.filter((line) => line.requestId === 'proxy-id_1.2');
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'inside the handler', 'request completed']);
    await app.close();
  });

  it('a malformed or overlong one is replaced by a fresh id, even from a trusted proxy', async () => {
    const { app } = await smallApp(true);
    for (const bad of ['has space', 'a'.repeat(129), 'quote"', 'é', '']) {
      const response = await app.inject({ method: 'GET', url: '/hello', headers: { 'x-request-id': bad } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/hello', headers: { 'x-request-id': 'a'.repeat(128) } })).headers[
        'x-request-id'
      ],
    ).toBe('a'.repeat(128));
    await app.close();
  });

  it('without a trusted proxy the header is ignored: every request gets its own UUID', async () => {
    const { app, lines } = await smallApp(false);
    const first = await app.inject({ method: 'GET', url: '/hello', headers: { 'x-request-id': 'client-chosen' } });
    const second = await app.inject({ method: 'GET', url: '/hello', headers: { 'x-request-id': 'client-chosen' } });
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(JSON.stringify(lines)).not.toContain('client-chosen');
    await app.close();
  });
});

describe('withoutEmailAddresses', () => {
  it('takes the addresses out of an SMTP refusal and keeps the reason', () => {
    expect(withoutEmailAddresses('550 5.1.1 <ana.souza+salon@example.com.br>: Recipient address rejected')).toBe(
      '550 5.1.1 <[redacted]>: Recipient address rejected',
    );
    expect(withoutEmailAddresses('451 try again later')).toBe('451 try again later');
  });
});

describe('redactUrl', () => {
  it('keeps the path and the parameter names, not their values nor the secrets in paths', () => {
    expect(redactUrl('/api/clients?search=ana@example.com&page=2')).toBe(
      '/api/clients?search=[redacted]&page=[redacted]',
    );
    expect(redactUrl('/login?token=secret&flag')).toBe('/login?token=[redacted]&flag=[redacted]');
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/api/public/bookings/abcdefghijklmnopqrstu/cancel')).toBe(
      '/api/public/bookings/[redacted]/cancel',
    );
    expect(redactUrl('/api/public/reviews/abcdefghijklmnopqrstu')).toBe('/api/public/reviews/[redacted]');
    expect(redactUrl('/api/calendar/abcdefghijklmnop.ics')).toBe('/api/calendar/[redacted]');
    expect(redactUrl('/agendar/b1/reserva/abcdefghijklmnopqrstu')).toBe('/agendar/b1/reserva/[redacted]');
    expect(redactUrl('/agendar/b1/oferta/abcdefghijklmnopqrstu')).toBe('/agendar/b1/oferta/[redacted]');
    expect(redactUrl('/api/public/waitlist-offers/abcdefghijklmnopqrstu/claim')).toBe(
      '/api/public/waitlist-offers/[redacted]/claim',
    );
    expect(redactUrl('/avaliar/abcdefghijklmnopqrstu')).toBe('/avaliar/[redacted]');
    expect(redactUrl('/avaliar/b/business-id')).toBe('/avaliar/b/business-id');
  });
});

describe('the server’s log of a journey (a real server process, its stdout)', () => {
  let server: Awaited<ReturnType<typeof spawnServer>>;
  let output = '';
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const wrongPassword = `wrong-${randomBytes(6).toString('hex')}`;
  const ownerEmail = `owner-${randomBytes(4).toString('hex')}@example.com`;
  const clientEmail = `cliente-${randomBytes(4).toString('hex')}@example.com`;
  const clientPhone = `+55 11 9${(randomBytes(2).readUInt16BE() % 9000) + 1000}-${(randomBytes(2).readUInt16BE() % 9000) + 1000}`;
  const querySecret = `secret${randomBytes(6).toString('hex')}`;
  const manageToken = `tok${randomBytes(12).toString('hex')}`;
  const answeredIds: string[] = [];
  const cookieValues: string[] = [];

  let database: TestDatabase | undefined;

  beforeAll(async () => {
    // A copy of the run's migrated PostgreSQL template when a server answers: the log is the
    // subject, and a new embedded database would first be created and migrated.
    if (defaultEngine() === 'postgresql') database = await createTestDatabase('postgresql');
    server = await spawnServer({
      LOG_LEVEL: 'info',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DRAIN_SECONDS: '0',
      ...(database ? { DATABASE_URL: database.url! } : {}),
    });
    const owner = new HttpClient(server.baseUrl);
    const answers = [];
    answers.push(await owner.signUp(ownerEmail, password));
    owner.cookies.clear();
    answers.push(await new HttpClient(server.baseUrl).signIn(ownerEmail, wrongPassword));
    const signIn = await owner.signIn(ownerEmail, password);
    expect(signIn.status).toBe(200);
    answers.push(signIn);
    cookieValues.push(...owner.cookies.values());
    answers.push(await owner.get('/api/me'));
    const created = await owner.post('/api/clients', {
      fullName: 'Cliente Teste',
      phone: clientPhone,
      email: clientEmail,
    });
    expect(created.status).toBe(201);
    answers.push(created);
    answers.push(await owner.get(`/api/clients?search=${encodeURIComponent(clientEmail)}&token=${querySecret}`));
    answers.push(await owner.get(`/api/public/bookings/${manageToken}?token=${querySecret}`));
    // A client's own X-Request-Id: without a trusted proxy it is not taken.
    const spoofed = await owner.get('/api/health', { 'x-request-id': 'spoofed-by-client' });
    expect(spoofed.headers.get('x-request-id')).not.toBe('spoofed-by-client');
    answers.push(spoofed);
    answers.push(await owner.post('/api/no-such-route', { email: clientEmail, password }));
    for (const answer of answers) {
      const id = answer.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      answeredIds.push(id!);
    }
    expect(new Set(answeredIds).size).toBe(answeredIds.length);
    await server.stop();
    output = server.output();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('is JSON lines; every line of a request carries its id, and each answered id is in the log', () => {
    const lines = output
      .split('\n')
      // stderr is in the output too (Node's own warnings): the log is the JSON lines.
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Line);
    const requestLines = lines.filter(
      (line) => 'req' in line || 'res' in line || line.msg === 'incoming request' || line.msg === 'request completed',
    );
    expect(requestLines.length).toBeGreaterThanOrEqual(answeredIds.length * 2);
    for (const line of requestLines) expect(line.requestId, JSON.stringify(line)).toEqual(expect.any(String));
    for (const id of answeredIds) {
      const mine = lines.filter((line) => line.requestId === id);
      expect(mine.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
      const incoming = mine.find((line) => line.msg === 'incoming request') as { req: Record<string, unknown> };
      expect(Object.keys(incoming.req).sort()).toEqual(['method', 'remoteAddress', 'requestId', 'url']);
    }
    expect(output).not.toContain('spoofed-by-client');
    // The URLs are there, without their secrets.
    expect(output).toContain('/api/clients?search=[redacted]&token=[redacted]');
    expect(output).toContain('/api/public/bookings/[redacted]?token=[redacted]');
  });

  it('holds no password, session cookie, e-mail, phone or URL secret', () => {
    expect(cookieValues.length).toBeGreaterThan(0);
    const secrets = [
      password,
      wrongPassword,
      ownerEmail,
      clientEmail,
      encodeURIComponent(clientEmail),
      clientPhone,
      clientPhone.replace(/\D/g, ''),
      querySecret,
      manageToken,
      ...cookieValues,
      ...cookieValues.map((value) => decodeURIComponent(value).split('.')[0]!),
    ];
    for (const secret of secrets) expect(output, secret).not.toContain(secret);
  });
});
