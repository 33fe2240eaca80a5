import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OutboxRepository, OutgoingMessage } from './outbox.repository.ts';

/**
 * E-mail goes through the outbox: written with the change that causes it, sent by the worker.
 * Without an SMTP server the messages are kept, and the local mailbox page shows them.
 */
export function createMailService(outbox: OutboxRepository, options: { smtpUrl: string | undefined; from: string }) {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    sends: transport !== null,
    enqueue(message: OutgoingMessage, executor?: Kysely<Database>): Promise<void> {
      return outbox.add(message, transport ? 'pending' : 'kept', executor);
    },
    async deliver(message: { id: string; kind?: string; to: string; subject: string; text: string; html: string | null; ics?: string | null }): Promise<void> {
      if (!transport) throw new Error('No SMTP transport configured');
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments: message.ics ? [{ filename: 'agendamento.ics', content: message.ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] : undefined,
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
