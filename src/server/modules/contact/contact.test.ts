import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testEngines, type HttpClient, type TestApp } from '../../test/harness.ts';
import { signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { signUpSuperAdmin } from '../../test/site-content-fixtures.ts';

describe.each(testEngines())('contact messages on %s', (engine) => {
  let t: TestApp;
  let ana: HttpClient;
  let owner: Owner;

  const message = (overrides: Record<string, string> = {}) => ({
    name: 'Olivia',
    email: 'olivia@example.com',
    title: 'Dúvida sobre planos',
    message: 'Como mudo de plano?',
    ...overrides,
  });

  beforeAll(async () => {
    t = await startTestApp(engine);
    ana = await signUpSuperAdmin(t, 'ana@agendo.example');
    await signUpSuperAdmin(t, 'bruno@agendo.example', { business: true });
    owner = await signUpOwner(t, 'olivia@example.com');
  });
  afterAll(() => t.close());

  it('takes a message from a signed-in owner and e-mails every active super admin, with what they wrote escaped', async () => {
    const sent = await owner.client.post(
      '/api/contact-messages',
      message({ title: 'Ajuda <b>urgente</b>', message: 'Linha 1\n<script>alert(1)</script>' }),
    );
    expect(sent.status).toBe(201);
    const mails = await t.database.handle.db
      .selectFrom('outbox_messages')
      .select(['to_address', 'subject', 'html_body', 'text_body'])
      .where('kind', '=', 'contact_message')
      .orderBy('to_address')
      .execute();
    expect(mails.map((mail) => mail.to_address)).toEqual(['ana@agendo.example', 'bruno@agendo.example']);
    expect(mails[0]!.subject).toBe('Nova mensagem no Agendo: Ajuda <b>urgente</b>');
    expect(mails[0]!.html_body).toContain('Ajuda &lt;b&gt;urgente&lt;/b&gt;');
    expect(mails[0]!.html_body).not.toContain('<script>');
    expect(mails[0]!.text_body).toContain('<script>alert(1)</script>');
  });

  it('refuses a message with an empty field, and sends nothing', async () => {
    const before = (await ana.get('/api/super-admin/contact-messages')).body.total as number;
    for (const field of ['name', 'email', 'title', 'message']) {
      const response = await owner.client.post('/api/contact-messages', message({ [field]: '   ' }));
      expect([response.status, response.body.error.code, response.body.error.fields?.[field]], field).toEqual([
        400,
        'VALIDATION_ERROR',
        'Campo obrigatório',
      ]);
    }
    expect((await ana.get('/api/super-admin/contact-messages')).body.total).toBe(before);
  });

  it('lists messages newest first with the new marker, and marks them read, unread, archived', async () => {
    await owner.client.post('/api/contact-messages', message({ title: 'Segunda mensagem' }));
    const inbox = await ana.get('/api/super-admin/contact-messages');
    expect(inbox.body.items.map((item: { title: string }) => item.title)).toEqual([
      'Segunda mensagem',
      'Ajuda <b>urgente</b>',
    ]);
    expect(inbox.body).toMatchObject({ total: 2, unread: 2 });
    expect(inbox.body.items[0]).toMatchObject({
      name: 'Olivia',
      email: 'olivia@example.com',
      businessName: expect.any(String),
      readAt: null,
      archivedAt: null,
    });
    const id = inbox.body.items[0].id as string;

    const read = await ana.request('PATCH', `/api/super-admin/contact-messages/${id}`, { read: true });
    expect(read.body.readAt).not.toBeNull();
    expect((await ana.get('/api/super-admin/contact-messages?box=unread')).body).toMatchObject({ total: 1, unread: 1 });
    expect(
      (await ana.request('PATCH', `/api/super-admin/contact-messages/${id}`, { read: false })).body.readAt,
    ).toBeNull();

    await ana.request('PATCH', `/api/super-admin/contact-messages/${id}`, { archived: true });
    expect(
      (await ana.get('/api/super-admin/contact-messages?box=archived')).body.items.map(
        (item: { id: string }) => item.id,
      ),
    ).toEqual([id]);
    expect((await ana.get('/api/super-admin/contact-messages')).body.total).toBe(1);
    expect((await ana.get('/api/super-admin/contact-messages?search=segunda&box=archived')).body.total).toBe(1);
    expect((await ana.get('/api/super-admin/contact-messages?search=OLIVIA')).body.total).toBe(1);
    expect((await ana.get('/api/super-admin/contact-messages?search=ninguem')).body.total).toBe(0);

    expect((await ana.request('PATCH', `/api/super-admin/contact-messages/${id}`, {})).status).toBe(400);
    expect(
      (
        await ana.request('PATCH', '/api/super-admin/contact-messages/00000000-0000-4000-8000-000000000000', {
          read: true,
        })
      ).status,
    ).toBe(404);
  });

  it('answers anyone but a super admin 403 on the received messages', async () => {
    const list = await owner.client.get('/api/super-admin/contact-messages');
    expect([list.status, list.body.error.code]).toEqual([403, 'FORBIDDEN']);
    const id = (await ana.get('/api/super-admin/contact-messages')).body.items[0].id as string;
    expect(
      (await owner.client.request('PATCH', `/api/super-admin/contact-messages/${id}`, { read: true })).status,
    ).toBe(403);
    expect((await t.client().post('/api/contact-messages', message())).status).toBe(401);
  });

  it('limits how many messages one person sends in an hour', async () => {
    const other = await signUpOwner(t, 'muitas@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await other.client.post('/api/contact-messages', message({ title: `Mensagem ${i}` }))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await other.client.post('/api/contact-messages', message());
    expect(refused.body.error.code).toBe('RATE_LIMITED');
  });
});
