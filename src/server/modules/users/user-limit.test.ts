import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan, signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';

// The plan's user limit on every path a login comes to be: a first password, an invitation
// (which counts from the moment it is sent), and the acceptance of an invitation.

describe.each(testEngines())('the user limit on every path on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const newProfessional = async (owner: Owner, fullName: string) =>
    (await owner.client.post('/api/professionals', { fullName })).body.id as string;
  const invite = async (owner: Owner, name: string) =>
    owner.client.post('/api/users', {
      mode: 'invite',
      professionalId: await newProfessional(owner, name),
      email: `${name.toLowerCase()}-${engine}@example.com`,
    });
  const withPassword = async (owner: Owner, name: string) =>
    owner.client.post('/api/users', {
      mode: 'password',
      professionalId: await newProfessional(owner, name),
      email: `${name.toLowerCase()}-${engine}@example.com`,
      password: 'primeira1',
    });
  const invitationToken = async (email: string) => {
    const mail = await t.database.handle.db
      .selectFrom('outbox_messages')
      .select('text_body')
      .where('to_address', '=', email)
      .where('kind', '=', 'invitation')
      .executeTakeFirstOrThrow();
    return /reset-password\/(\w+)/.exec(mail.text_body)![1]!;
  };

  it('counts an open invitation: with the owner and one invited on Básico, neither a password nor another invitation fits', async () => {
    const owner = await signUpOwner(t, `limit-open-${engine}@example.com`);
    await setPlan(t.database.handle.db, owner.businessId, 'basico');
    expect((await invite(owner, 'Ines')).status).toBe(201);
    const direct = await withPassword(owner, 'Joana');
    expect(direct.status).toBe(409);
    expect(direct.body.error).toMatchObject({
      code: 'USER_LIMIT_REACHED',
      message:
        'O plano Básico permite 2 usuários e todos já estão em uso. Mude para um plano maior para liberar mais acessos.',
    });
    const invited = await invite(owner, 'Karla');
    expect(invited.status).toBe(409);
    expect(invited.body.error.code).toBe('USER_LIMIT_REACHED');
    expect((await owner.client.get('/api/users')).body).toMatchObject({ usersUsed: 2, userLimit: 2 });
    const mails = await t.database.handle.db
      .selectFrom('outbox_messages')
      .select('to_address')
      .where('kind', '=', 'invitation')
      .where('to_address', 'like', `karla-${engine}%`)
      .execute();
    expect(mails).toEqual([]);
  });

  it('lets an invitation be accepted only while its login is within the limit, counting logins in the order given', async () => {
    const owner = await signUpOwner(t, `limit-accept-${engine}@example.com`);
    await setPlan(t.database.handle.db, owner.businessId, 'pro');
    for (const name of ['Lara', 'Mila', 'Nina']) expect((await invite(owner, name)).status).toBe(201);
    // The provider moves the business to Básico (a change made outside Agendo): two logins fit.
    await setPlan(t.database.handle.db, owner.businessId, 'basico');
    const late = await t.client().post('/api/auth/reset-password', {
      token: await invitationToken(`mila-${engine}@example.com`),
      newPassword: 'escolhida1',
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({
      code: 'USER_LIMIT_REACHED',
      message: expect.stringContaining('Básico permite 2'),
    });
    expect((await t.client().signIn(`mila-${engine}@example.com`, 'escolhida1')).status).not.toBe(200);
    // The first invited is the second login: it fits.
    expect(
      (
        await t.client().post('/api/auth/reset-password', {
          token: await invitationToken(`lara-${engine}@example.com`),
          newPassword: 'escolhida1',
        })
      ).status,
    ).toBe(200);
    expect((await t.client().signIn(`lara-${engine}@example.com`, 'escolhida1')).status).toBe(200);
  });
});
