import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';

describe.each(testEngines())('accounts on %s', (engine) => {
  let t: TestApp;
  const startedAt = new Date('2026-03-10T12:00:00Z');
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => startedAt });
  });
  afterAll(() => t.close());

  it('sign-up creates a business on the 7-day Business trial with the user as its admin', async () => {
    const client = t.client();
    await client.signUp('owner@example.com', 'secret123', 'Olivia Owner');
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.profile).toMatchObject({ role: 'admin', fullName: 'Olivia Owner' });
    expect(me.body.business).toMatchObject({ name: 'Negócio de Olivia Owner', timeZone: 'America/Sao_Paulo', currency: 'BRL' });
    expect(me.body.isSuperAdmin).toBe(false);

    const business = await t.database.handle.db
      .selectFrom('businesses')
      .selectAll()
      .where('id', '=', me.body.profile.businessId)
      .executeTakeFirstOrThrow();
    expect(business.plan).toBe('business');
    expect(business.subscription_status).toBe('trialing');
    expect(business.trial_ends_at?.toISOString()).toBe('2026-03-17T12:00:00.000Z');
  });

  it('an English sign-up gets an English business name and dollars', async () => {
    const client = t.client();
    client.language = 'en-US';
    await client.signUp('english@example.com', 'secret123', 'Emma');
    const me = await client.get('/api/me');
    expect(me.body.business).toMatchObject({ name: "Emma's business", currency: 'USD' });
  });

  it('refuses a second account for the same e-mail, in the request language', async () => {
    const client = t.client();
    const again = await client.post('/api/auth/sign-up/email', { email: 'owner@example.com', password: 'secret123', name: 'X' });
    expect(again.status).toBe(422);
    expect(again.body.error).toEqual({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'Já existe uma conta com este e-mail.' });
    const count = await t.database.handle.db.selectFrom('businesses').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('signs in, keeps the session in an HttpOnly SameSite=Lax cookie, and signs out', async () => {
    const client = t.client();
    const signIn = await client.signIn('owner@example.com', 'secret123');
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('agendo.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await client.get('/api/me')).status).toBe(200);
    const session = await client.get('/api/session');
    expect([session.status, session.body.user.email, session.body.me.profile.role, session.body.isSuperAdmin]).toEqual([200, 'owner@example.com', 'admin', false]);

    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    const after = await client.get('/api/me');
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('UNAUTHENTICATED');
    // The session probe says "nobody" without an error, for the visitor's console to stay quiet.
    const probe = await client.get('/api/session');
    expect([probe.status, probe.body]).toEqual([200, null]);
  });

  it('a wrong password is refused with a translated message', async () => {
    const client = t.client();
    client.language = 'en-US';
    const response = await client.signIn('owner@example.com', 'not-the-password');
    expect(response.status).toBe(401);
    expect(response.body.error).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Wrong e-mail or password.' });
  });

  it('sign-in without an e-mail or password names what is missing', async () => {
    const client = t.client();
    client.language = 'en-US';
    const response = await client.post('/api/auth/sign-in/email', { password: 'secret123' });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: 'CREDENTIALS_REQUIRED', message: 'You must provide either an email or phone number and a password' });
  });

  it('resets a forgotten password through the e-mail outbox', async () => {
    const client = t.client();
    const request = await client.post('/api/auth/request-password-reset', { email: 'owner@example.com', redirectTo: '/reset-password' });
    expect(request.status).toBe(200);
    const mailbox = await client.get('/api/mailbox');
    const mail = mailbox.body.items.find((m: { to: string; subject: string }) => m.to === 'owner@example.com');
    expect(mail.subject).toBe('Redefina sua senha do Agendo');
    const link = /http\S+reset-password\/(\w+)\S*/.exec(mail.text);
    expect(link).not.toBeNull();

    const follow = await client.get(link![0].replace(t.baseUrl, ''));
    expect(follow.status).toBe(302);
    expect(follow.headers.get('location')).toContain(`/reset-password?token=${link![1]}`);

    const reset = await client.post('/api/auth/reset-password', { token: link![1], newPassword: 'brand-new-1' });
    expect(reset.status).toBe(200);
    expect((await client.signIn('owner@example.com', 'secret123')).status).toBe(401);
    expect((await client.signIn('owner@example.com', 'brand-new-1')).status).toBe(200);

    const reused = await client.post('/api/auth/reset-password', { token: link![1], newPassword: 'another-12' });
    expect(reused.status).toBe(400);
  });

  it('says Google sign-in is not configured when it has no keys', async () => {
    const config = await t.client().get('/api/auth-config');
    expect(config.body).toEqual({ googleEnabled: false, localMailbox: true });
  });
});
