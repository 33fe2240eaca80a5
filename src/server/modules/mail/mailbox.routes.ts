import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { mailboxResponseSchema } from '../../../contracts/mailbox.ts';
import { AppError } from '../../errors.ts';
import type { OutboxRepository } from './outbox.repository.ts';

/** The local mailbox: e-mails kept because no SMTP server is configured, on local servers only. */
export function registerMailboxRoutes(app: FastifyInstance, deps: { outbox: OutboxRepository; enabled: boolean }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/mailbox', {
    schema: {
      operationId: 'listMailboxMessages',
      tags: ['mail'],
      summary: 'E-mails kept on this server (only without SMTP, on a local address)',
      response: { 200: mailboxResponseSchema, 404: errorResponseSchema },
    },
    handler: async () => {
      if (!deps.enabled) throw new AppError('MAILBOX_DISABLED', 404);
      return deps.outbox.listRecent(50);
    },
  });
}
