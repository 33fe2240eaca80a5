import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, setPlan, signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';

describe.each(testEngines())('user access on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await signUpOwner(t, 'users-owner@example.com');
  });
  afterAll(() => t.close());

  const newProfessional = async (who: Owner, fullName: string) =>
    (await who.client.post('/api/professionals', { fullName })).body.id as string;
  const grant = (who: Owner, body: Record<string, unknown>) => who.client.post('/api/users', body);

  it('lists the owner as the one user of a new business, against the plan limit', async () => {
    const response = await owner.client.get('/api/users');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 1, usersUsed: 1, userLimit: 10, plan: 'business' });
    expect(response.body.items).toEqual([
      {
        userId: owner.userId,
        fullName: 'Olivia Owner',
        email: 'users-owner@example.com',
        role: 'admin',
        professionalId: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('gives a professional a login with a first password; they sign in as a professional', async () => {
    const professionalId = await newProfessional(owner, 'Ana Souza');
    const response = await grant(owner, {
      mode: 'password',
      professionalId,
      email: 'Ana.Souza@Example.com',
      password: 'primeira1',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      fullName: 'Ana Souza',
      email: 'ana.souza@example.com',
      role: 'professional',
      professionalId,
    });
    expect((await owner.client.get(`/api/professionals/${professionalId}`)).body.userId).toBe(response.body.userId);

    const ana = t.client();
    expect((await ana.signIn('ana.souza@example.com', 'primeira1')).status).toBe(200);
    const me = await ana.get('/api/me');
    expect(me.body.profile).toMatchObject({
      role: 'professional',
      businessId: owner.businessId,
      fullName: 'Ana Souza',
    });

    await owner.client.request('PATCH', `/api/professionals/${professionalId}`, { fullName: 'Ana S. Souza' });
    expect((await ana.get('/api/me')).body.profile.fullName).toBe('Ana S. Souza');

    const list = await owner.client.get('/api/users');
    expect(list.body).toMatchObject({ total: 2, usersUsed: 2 });
    expect(list.body.items[1]).toMatchObject({ role: 'professional', professionalId, email: 'ana.souza@example.com' });
    // No new business came with the login.
    expect(await countRows(t.database.handle.db, 'businesses')).toBe(1);
  });

  it('invites a professional by e-mail, in the request language; the link lets them choose a password', async () => {
    const professionalId = await newProfessional(owner, 'Bruno Lima');
    owner.client.language = 'en-US';
    const response = await grant(owner, { mode: 'invite', professionalId, email: 'bruno@example.com' });
    owner.client.language = 'pt-BR';
    expect(response.status).toBe(201);
    // Nobody can sign in before choosing a password.
    expect((await t.client().signIn('bruno@example.com', '')).status).toBe(400);

    const mail = await t.database.handle.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('to_address', '=', 'bruno@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('invitation');
    expect(mail.business_id).toBe(owner.businessId);
    expect(mail.subject).toBe('Your Agendo access at Negócio de Olivia Owner');
    expect(mail.html_body).toContain('Choose my password');
    const link = /(http\S+\/api\/auth\/reset-password\/(\w+)\S*)/.exec(mail.text_body);
    expect(link).not.toBeNull();
    expect(mail.html_body).toContain(link![1]!.replaceAll('&', '&amp;'));

    const bruno = t.client();
    const follow = await bruno.get(link![1]!.replace(t.baseUrl, ''));
    expect(follow.status).toBe(302);
    expect(follow.headers.get('location')).toBe(
      `${t.baseUrl}/reset-password?invite=1&email=bruno%40example.com&token=${link![2]}`,
    );
    expect((await bruno.post('/api/auth/reset-password', { token: link![2], newPassword: 'escolhida1' })).status).toBe(
      200,
    );
    expect((await bruno.signIn('bruno@example.com', 'escolhida1')).status).toBe(200);
    expect((await bruno.get('/api/me')).body.profile).toMatchObject({ role: 'professional', fullName: 'Bruno Lima' });
  });

  it('writes the invitation in Portuguese for a Portuguese request', async () => {
    const professionalId = await newProfessional(owner, 'Carla Mendes');
    expect((await grant(owner, { mode: 'invite', professionalId, email: 'carla@example.com' })).status).toBe(201);
    const mail = await t.database.handle.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('to_address', '=', 'carla@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Seu acesso ao Agendo de Negócio de Olivia Owner');
    expect(mail.text_body).toContain('Criar minha senha: http');
    expect(mail.text_body).toContain('O link vale por 7 dias.');
  });

  it('refuses a second login, a taken e-mail and an unknown professional', async () => {
    const ana = (await owner.client.get('/api/professionals?search=ana')).body.items[0];
    const again = await grant(owner, {
      mode: 'password',
      professionalId: ana.id,
      email: 'ana2@example.com',
      password: 'secret123',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'PROFESSIONAL_HAS_LOGIN',
      message: 'Este profissional já tem acesso ao sistema.',
    });

    const professionalId = await newProfessional(owner, 'Duda');
    const taken = await grant(owner, {
      mode: 'password',
      professionalId,
      email: 'USERS-OWNER@example.com',
      password: 'secret123',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'EMAIL_TAKEN', message: 'Este e-mail já é usado por outra conta.' });

    const unknown = await grant(owner, {
      mode: 'password',
      professionalId: randomUUID(),
      email: 'x@example.com',
      password: 'secret123',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ professionalId: 'Não encontrado neste negócio' });
    expect((await owner.client.get('/api/users')).body.usersUsed).toBe(4);
  });

  it("refuses a login beyond the plan's limit, naming the plan and the limit", async () => {
    const small = await signUpOwner(t, 'basico@example.com');
    await setPlan(t.database.handle.db, small.businessId, 'basico');
    const first = await newProfessional(small, 'Primeira');
    const second = await newProfessional(small, 'Segunda');
    expect(
      (
        await grant(small, {
          mode: 'password',
          professionalId: first,
          email: 'primeira@example.com',
          password: 'secret123',
        })
      ).status,
    ).toBe(201);
    expect((await small.client.get('/api/users')).body).toMatchObject({ usersUsed: 2, userLimit: 2, plan: 'basico' });

    const refused = await grant(small, {
      mode: 'password',
      professionalId: second,
      email: 'segunda@example.com',
      password: 'secret123',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'USER_LIMIT_REACHED',
      message:
        'O plano Básico permite 2 usuários e todos já estão em uso. Mude para um plano maior para liberar mais acessos.',
    });
    small.client.language = 'en-US';
    const english = await grant(small, { mode: 'invite', professionalId: second, email: 'segunda@example.com' });
    expect(english.body.error.message).toBe(
      'The Basic plan allows 2 users and all are in use. Move to a larger plan to add more logins.',
    );
    expect(
      await t.database.handle.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'segunda@example.com')
        .executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await t.database.handle.db
        .selectFrom('outbox_messages')
        .select('id')
        .where('to_address', '=', 'segunda@example.com')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('lets only one of two grants at once take the last place', async () => {
    const small = await signUpOwner(t, 'race@example.com');
    await setPlan(t.database.handle.db, small.businessId, 'basico');
    const professionals = await Promise.all([
      newProfessional(small, 'Um'),
      newProfessional(small, 'Dois'),
      newProfessional(small, 'Três'),
    ]);
    const answers = await Promise.all(
      professionals.map((professionalId, i) =>
        grant(small, { mode: 'password', professionalId, email: `race${i}@example.com`, password: 'secret123' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error.code === 'USER_LIMIT_REACHED')).toBe(true);
    expect((await small.client.get('/api/users')).body.usersUsed).toBe(2);
  });

  it("revokes a professional's login: their sessions end at once and the record stays", async () => {
    const professionalId = await newProfessional(owner, 'Eva Revogada');
    const granted = await grant(owner, {
      mode: 'password',
      professionalId,
      email: 'eva@example.com',
      password: 'secret123',
    });
    const eva = t.client();
    await eva.signIn('eva@example.com', 'secret123');
    expect((await eva.get('/api/services')).status).toBe(200);
    const usedBefore = (await owner.client.get('/api/users')).body.usersUsed;

    expect((await owner.client.request('DELETE', `/api/users/${granted.body.userId}`)).status).toBe(204);
    expect((await eva.get('/api/services')).status).toBe(401);
    expect((await t.client().signIn('eva@example.com', 'secret123')).status).toBe(401);
    expect((await owner.client.get(`/api/professionals/${professionalId}`)).body).toMatchObject({
      fullName: 'Eva Revogada',
      userId: null,
    });
    expect((await owner.client.get('/api/users')).body.usersUsed).toBe(usedBefore - 1);
    expect((await owner.client.request('DELETE', `/api/users/${granted.body.userId}`)).status).toBe(404);

    // The place is free again, and the same professional can be given a login again.
    expect(
      (await grant(owner, { mode: 'password', professionalId, email: 'eva@example.com', password: 'secret123' }))
        .status,
    ).toBe(201);
  });

  it("an invitation's link stops working when the access is revoked", async () => {
    const professionalId = await newProfessional(owner, 'Fábio');
    const granted = await grant(owner, { mode: 'invite', professionalId, email: 'fabio@example.com' });
    const mail = await t.database.handle.db
      .selectFrom('outbox_messages')
      .select('text_body')
      .where('to_address', '=', 'fabio@example.com')
      .executeTakeFirstOrThrow();
    const token = /reset-password\/(\w+)/.exec(mail.text_body)![1];
    await owner.client.request('DELETE', `/api/users/${granted.body.userId}`);
    expect((await t.client().post('/api/auth/reset-password', { token, newPassword: 'escolhida1' })).status).toBe(400);
  });

  it("cannot revoke the owner's access", async () => {
    const response = await owner.client.request('DELETE', `/api/users/${owner.userId}`);
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({
      code: 'CANNOT_REVOKE_OWNER',
      message: 'O acesso do proprietário não pode ser removido.',
    });
    expect((await owner.client.get('/api/me')).status).toBe(200);
  });
});
