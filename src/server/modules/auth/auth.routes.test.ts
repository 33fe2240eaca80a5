import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';

describe.each(testEngines())('sign-in limits and origin checks on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { SIGN_IN_LIMIT_PER_EMAIL: '3', SIGN_IN_LIMIT_PER_IP: '6' });
    await t.client().signUp('victim@example.com', 'right-password');
    await t.client().signUp('other@example.com', 'right-password');
    await t.client().signUp('third@example.com', 'right-password');
  });
  afterAll(() => t.close());

  it('limits failed sign-ins per e-mail with a translated 429, and a success gives its attempt back', async () => {
    const client = t.client();
    expect((await client.signIn('victim@example.com', 'right-password')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await client.signIn('victim@example.com', 'wrong-password')).status).toBe(401);
    const blocked = await client.signIn('victim@example.com', 'right-password');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('RATE_LIMITED');
    expect(blocked.body.error.message).toMatch(/^Muitas tentativas\. Aguarde \d+ min/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    client.language = 'en-US';
    const english = await client.signIn('victim@example.com', 'right-password');
    expect(english.body.error.message).toMatch(/^Too many attempts\./);

    // Another e-mail from the same address still gets through, until the address's own limit.
    expect((await client.signIn('other@example.com', 'right-password')).status).toBe(200);
  });

  it('limits sign-ins per IP address across e-mails', async () => {
    const client = t.client();
    let last = 0;
    for (let i = 0; i < 8 && last !== 429; i++) {
      last = (await client.signIn(`nobody${i}@example.com`, 'wrong-password')).status;
    }
    expect(last).toBe(429);
    expect((await client.signIn('third@example.com', 'right-password')).status).toBe(429);
  });

  it('refuses a state-changing request from another origin', async () => {
    const client = t.client();
    const response = await client.post(
      '/api/auth/sign-up/email',
      { email: 'csrf@example.com', password: 'secret123', name: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('CROSS_ORIGIN_REQUEST');
    client.sendOrigin = false;
    const sibling = await client.post('/api/auth/sign-out', {}, { 'sec-fetch-site': 'cross-site' });
    expect(sibling.status).toBe(403);
    const users = await t.database.handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'csrf@example.com')
      .execute();
    expect(users).toHaveLength(0);
  });

  it('accepts the same request from our own origin', async () => {
    const response = await t
      .client()
      .post(
        '/api/auth/sign-up/email',
        { email: 'ok@example.com', password: 'secret123', name: 'x' },
        { origin: t.baseUrl },
      );
    expect(response.status).toBe(200);
  });
});

describe.each(testEngines())('better-auth failures on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await t.client().signUp('third@example.com', 'right-password');
  });
  afterAll(() => t.close());

  it("answers sign-in, sign-up and reset failures in the contract's shape, in the request's language", async () => {
    const client = t.client();
    const cases = [
      {
        send: () => client.signIn('third@example.com', 'wrong-password'),
        status: 401,
        code: 'INVALID_EMAIL_OR_PASSWORD',
        pt: 'E-mail ou senha incorretos.',
        en: 'Wrong e-mail or password.',
      },
      {
        send: () =>
          client.post('/api/auth/sign-up/email', { email: 'third@example.com', password: 'secret123', name: 'x' }),
        status: 422,
        code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        pt: 'Já existe uma conta com este e-mail.',
        en: 'An account with this e-mail already exists.',
      },
      {
        send: () => client.post('/api/auth/sign-up/email', { email: 'short@example.com', password: '123', name: 'x' }),
        status: 400,
        code: 'PASSWORD_TOO_SHORT',
        pt: 'A senha deve ter pelo menos 6 caracteres',
        en: 'The password must have at least 6 characters',
      },
      {
        send: () => client.post('/api/auth/reset-password', { token: 'not-a-token', newPassword: 'secret123' }),
        status: 400,
        code: 'INVALID_TOKEN',
        pt: 'Este link expirou ou já foi usado. Peça um novo.',
        en: 'This link has expired or was already used. Ask for a new one.',
      },
      {
        send: () => client.post('/api/auth/sign-in/email', { email: 'third@example.com' }),
        status: 400,
        code: 'CREDENTIALS_REQUIRED',
        pt: 'Informe um e-mail ou telefone e uma senha.',
        en: 'You must provide either an email or phone number and a password',
      },
      {
        send: () => client.get('/api/auth/no-such-thing'),
        status: 404,
        code: 'NOT_FOUND',
        pt: 'Não encontrado.',
        en: 'Not found.',
      },
    ];
    for (const language of ['pt-BR', 'en-US'] as const) {
      client.language = language;
      for (const { send, status, code, pt, en } of cases) {
        const response = await send();
        expect(response.status, code).toBe(status);
        expect(response.headers.get('content-type'), code).toMatch(/^application\/json/);
        expect(response.body, code).toEqual({ error: { code, message: language === 'pt-BR' ? pt : en } });
      }
    }
  });
});
