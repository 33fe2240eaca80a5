import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestApp, bothEngines, type TestApp } from '../test/harness.ts';
import { retryDelayMs } from './outbox-worker.ts';

interface Received {
  to: string;
  raw: string;
}

async function startSmtp(options: { failFirst?: number } = {}) {
  const received: Received[] = [];
  let failures = options.failFirst ?? 0;
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (failures > 0) {
          failures--;
          callback(new Error('451 try again later'));
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(
  bothEngines('the worker claims messages under row locks, which the embedded engine serves on one session'),
)('the outbox worker on %s', (engine) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp({ failFirst: 1 });
    t = await startTestApp(engine, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, WORKER: 'false' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a password-reset e-mail through a real SMTP server, retrying after a refusal, once', async () => {
    const client = t.client();
    await client.signUp('mail@example.com');
    // The sign-up's own e-mail (the address's confirmation) is not what this test is about.
    await t.database.handle.db.deleteFrom('outbox_messages').where('kind', '=', 'email_verification').execute();
    expect(
      (
        await client.post('/api/auth/request-password-reset', {
          email: 'mail@example.com',
          redirectTo: '/reset-password',
        })
      ).status,
    ).toBe(200);

    expect(await t.agendo.runOutboxOnce()).toBe(1);
    expect(smtp.received).toHaveLength(0);
    const [failed] = await t.database.handle.db.selectFrom('outbox_messages').selectAll().execute();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.last_error).toContain('try again later');

    // The retry waits for its back-off; bring it forward instead of sleeping.
    await t.database.handle.db
      .updateTable('outbox_messages')
      .set({ send_after: new Date(Date.now() - 1000) })
      .execute();
    expect(await t.agendo.runOutboxOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toBe('mail@example.com');
    expect(smtp.received[0]!.raw).toContain('Subject: Redefina sua senha do Agendo');

    expect(await t.agendo.runOutboxOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const [sent] = await t.database.handle.db.selectFrom('outbox_messages').selectAll().execute();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('hides the local mailbox when a real SMTP server is configured', async () => {
    const response = await t.client().get('/api/mailbox');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('MAILBOX_DISABLED');
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 seconds up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
