import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';
import { startSmtpSink, type ReceivedMail } from '../../test/smtp-sink.ts';

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
    expect(me.body.business).toMatchObject({
      name: 'Negócio de Olivia Owner',
      timeZone: 'America/Sao_Paulo',
      currency: 'BRL',
      country: 'BR',
    });
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
    const again = await client.post('/api/auth/sign-up/email', {
      email: 'owner@example.com',
      password: 'secret123',
      name: 'X',
    });
    expect(again.status).toBe(422);
    expect(again.body.error).toEqual({
      code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      message: 'Já existe uma conta com este e-mail.',
    });
    const count = await t.database.handle.db
      .selectFrom('businesses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
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
    expect([session.status, session.body.user.email, session.body.me.profile.role, session.body.isSuperAdmin]).toEqual([
      200,
      'owner@example.com',
      'admin',
      false,
    ]);

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
    expect(response.body.error).toEqual({
      code: 'CREDENTIALS_REQUIRED',
      message: 'You must provide either an email or phone number and a password',
    });
  });

  it('resets a forgotten password through the e-mail outbox', async () => {
    const client = t.client();
    const request = await client.post('/api/auth/request-password-reset', {
      email: 'owner@example.com',
      redirectTo: '/reset-password',
    });
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

/** A received message's body as written: quoted-printable undone. */
function decodedBody(mail: ReceivedMail): string {
  const bytes = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe.each(testEngines())('e-mail verification on %s', (engine) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp(engine, { SMTP_URL: smtp.url, LOCAL_MAILBOX: 'false' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function verificationMailTo(
    address: string,
    count = 1,
  ): Promise<{ mail: ReceivedMail; body: string; link: string }> {
    await expect
      .poll(() => smtp.received.filter((m) => m.to === address && m.kind === 'email_verification').length, {
        timeout: 5000,
      })
      .toBe(count);
    const mail = smtp.received.filter((m) => m.to === address && m.kind === 'email_verification').at(-1)!;
    const body = decodedBody(mail);
    const link = /http\S+\/api\/auth\/verify-email\?[^\s"<]+/.exec(body)?.[0];
    if (!link) throw new Error(`no verification link in: ${body}`);
    return { mail, body, link: link.replaceAll('&amp;', '&') };
  }

  const emailVerified = async (address: string) =>
    (
      await t.database.handle.db
        .selectFrom('users')
        .select('email_verified')
        .where('email', '=', address)
        .executeTakeFirstOrThrow()
    ).email_verified;

  it('sign-up signs in and starts the trial at once, and the e-mail link confirms the address and returns to the site root', async () => {
    const owner = t.client();
    await owner.signUp('verify@example.com', 'secret123', '<b>Vera</b>');
    expect((await owner.get('/api/me')).status).toBe(200);
    expect(await emailVerified('verify@example.com')).toBe(false);
    // Signing in never waits for the confirmation.
    expect((await t.client().signIn('verify@example.com', 'secret123')).status).toBe(200);

    const { mail, body, link } = await verificationMailTo('verify@example.com');
    expect(mail.subject).toBe('Confirme seu e-mail no Agendo');
    expect(body).toContain('Seu teste grátis de 7 dias já começou');
    expect(body).toContain('Olá, &lt;b&gt;Vera&lt;/b&gt;!');
    expect(body).not.toContain('<b>Vera</b>!</p>');
    expect(link.startsWith(`${t.baseUrl}/api/auth/verify-email?token=`)).toBe(true);
    const sent = await t.database.handle.db
      .selectFrom('outbox_messages')
      .select('business_id')
      .where('kind', '=', 'email_verification')
      .where('to_address', '=', 'verify@example.com')
      .executeTakeFirstOrThrow();
    expect(sent.business_id).toBe((await owner.get('/api/me')).body.profile.businessId);

    // Opened in another browser (the mail app's): no session needed, and none given.
    const visitor = t.client();
    const follow = await visitor.get(link.replace(t.baseUrl, ''));
    expect(follow.status).toBe(302);
    expect(follow.headers.get('location')).toBe('/?from=email-verification');
    expect(visitor.cookies.size).toBe(0);
    expect(await emailVerified('verify@example.com')).toBe(true);

    // Opening it again changes nothing and still lands on the site root.
    const again = await visitor.get(link.replace(t.baseUrl, ''));
    expect([again.status, again.headers.get('location')]).toEqual([302, '/?from=email-verification']);
  });

  it('an altered or cut link lands on the site root with an error, and confirms nothing', async () => {
    const owner = t.client();
    owner.language = 'en-US';
    await owner.signUp('tampered@example.com', 'secret123', 'Tom');
    const { mail, link } = await verificationMailTo('tampered@example.com');
    expect(mail.subject).toBe('Confirm your e-mail for Agendo');

    const url = new URL(link);
    const token = url.searchParams.get('token')!;
    url.searchParams.set('token', `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`);
    const altered = await t.client().get(`${url.pathname}${url.search}`);
    expect(altered.status).toBe(302);
    expect(altered.headers.get('location')).toBe('/?from=email-verification&error=INVALID_TOKEN');

    // Cut short, or without its token: still our site root, never an error in JSON.
    for (const address of [`/api/auth/verify-email?token=${token.slice(0, 20)}`, '/api/auth/verify-email']) {
      const response = await t.client().get(address);
      expect([response.status, response.headers.get('location')]).toEqual([
        302,
        '/?from=email-verification&error=INVALID_TOKEN',
      ]);
    }
    expect(await emailVerified('tampered@example.com')).toBe(false);

    // A return address put in by someone else is not followed: the link returns to our site root.
    const elsewhere = await t
      .client()
      .get(`/api/auth/verify-email?token=${token}&callbackURL=https://elsewhere.example/`);
    expect([elsewhere.status, elsewhere.headers.get('location')]).toEqual([302, '/?from=email-verification']);
    expect(await emailVerified('tampered@example.com')).toBe(true);
  });

  it('a signed-in person asks for a new link, a few times at most', async () => {
    const owner = t.client();
    await owner.signUp('resend@example.com');
    await verificationMailTo('resend@example.com');
    const resend = await owner.post('/api/auth/send-verification-email', { email: 'resend@example.com' });
    expect(resend.status).toBe(200);
    const { link } = await verificationMailTo('resend@example.com', 2);
    await owner.post('/api/auth/send-verification-email', { email: 'resend@example.com' });
    await owner.post('/api/auth/send-verification-email', { email: 'resend@example.com' });
    const tooMany = await owner.post('/api/auth/send-verification-email', { email: 'resend@example.com' });
    expect(tooMany.status).toBe(429);

    expect((await owner.get(link.replace(t.baseUrl, ''))).headers.get('location')).toBe('/?from=email-verification');
    expect(await emailVerified('resend@example.com')).toBe(true);

    // Once confirmed, there is nothing to send again.
    const confirmed = t.client();
    await confirmed.signIn('verify@example.com', 'secret123');
    const needless = await confirmed.post('/api/auth/send-verification-email', { email: 'verify@example.com' });
    expect([needless.status, needless.body.error]).toEqual([
      400,
      { code: 'EMAIL_ALREADY_VERIFIED', message: 'Este e-mail já está confirmado.' },
    ]);
  });
});
