import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboxRepository, OutgoingMessage } from './outbox.repository.ts';

/**
 * E-mail goes through the outbox, sent by the worker. A message that belongs with a change of
 * data is written by that change's repository in its transaction; `enqueue` is for the ones
 * that stand alone (a password reset). Without an SMTP server the messages are kept, and the
 * local mailbox page shows them.
 */
export function createMailService(outbox: OutboxRepository, options: { smtpUrl: string | undefined; from: string }) {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    enqueue(message: OutgoingMessage): Promise<void> {
      return outbox.add(message);
    },
    async deliver(message: {
      id: string;
      kind?: string;
      to: string;
      subject: string;
      text: string;
      html: string | null;
      ics?: string | null;
    }): Promise<void> {
      if (!transport) throw new Error('No SMTP transport configured');
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments: message.ics
          ? [
              {
                filename: 'agendamento.ics',
                content: message.ics,
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              },
            ]
          : undefined,
        // The same id on a retry lets the receiving side recognise a duplicate.
        messageId: `<${message.id}@agendo>`,
        headers: message.kind ? { 'X-Agendo-Kind': message.kind } : undefined,
      });
    },
    close(): void {
      transport?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
