import type { z } from 'zod';
import {
  CONTACT_LIMITS,
  type ContactMessage,
  type listContactMessagesQuerySchema,
  type sendContactMessageBodySchema,
  type updateContactMessageBodySchema,
} from '../../../contracts/contact.ts';
import { AppError, notFound } from '../../errors.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { Actor } from '../../plugins/session.ts';
import { contactMessageMail } from './contact-mail.ts';
import type { ContactRepository } from './contact.repository.ts';

/**
 * Messages to the people who run Agendo: an owner or professional sends one (a few an hour at
 * most), every active super admin is e-mailed it, and the super admins read, mark and archive them.
 */
export function createContactService(deps: {
  repository: ContactRepository;
  rateLimiter: RateLimiter;
  baseUrl: string;
  now: () => Date;
}) {
  const { repository, now } = deps;
  return {
    async send(
      actor: Actor,
      body: z.output<typeof sendContactMessageBodySchema>,
    ): Promise<{ id: string; createdAt: string }> {
      const { user, profile } = actor;
      const limit = await deps.rateLimiter.consume(`contact:${user.id}`, CONTACT_LIMITS.perHour, 3600);
      if (!limit.allowed)
        throw new AppError('RATE_LIMITED', 429, { params: { minutes: Math.ceil(limit.retryAfterSeconds / 60) } });
      const saved = await repository.add(
        { userId: user.id, businessId: profile.businessId, ...body },
        now(),
        (message) => ({
          kind: 'contact_message',
          ...contactMessageMail(message, `${deps.baseUrl}/mensagens-recebidas`),
        }),
      );
      return { id: saved.id, createdAt: saved.createdAt };
    },

    list: (query: z.output<typeof listContactMessagesQuerySchema>) => repository.list(query),

    async update(id: string, change: z.output<typeof updateContactMessageBodySchema>): Promise<ContactMessage> {
      const message = await repository.update(id, change, now());
      if (!message) throw notFound();
      return message;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
