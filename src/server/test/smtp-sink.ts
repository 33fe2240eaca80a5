import { SMTPServer } from 'smtp-server';
import { freePort } from './harness.ts';

export interface ReceivedMail {
  to: string;
  /** Our X-Agendo-Kind header: booking_confirmation, booking_alert, … */
  kind: string;
  raw: string;
  subject: string;
  messageId: string;
}

/**
 * A real SMTP server for tests. `holdMs` makes it wait that long before accepting each
 * recipient, so a test can kill the sender in the middle of the SMTP conversation; a message
 * is counted only once its whole content has arrived.
 */
export async function startSmtpSink(options: { holdMs?: number; onTransactionStarted?: () => void } = {}) {
  const received: ReceivedMail[] = [];
  /** Conversations that have named a recipient and not yet delivered or ended. */
  const open = new Set<string>();
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, session, callback) {
      open.add(session.id);
      options.onTransactionStarted?.();
      if (options.holdMs) setTimeout(() => callback(), options.holdMs);
      else callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          raw,
          kind: /^X-Agendo-Kind: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
        });
        open.delete(session.id);
        callback();
      });
    },
    onClose(session) {
      open.delete(session.id);
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    open: () => open.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
