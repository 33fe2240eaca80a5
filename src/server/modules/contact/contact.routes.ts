import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTACT_LIMITS,
  contactMessageParamsSchema,
  contactMessageSchema,
  listContactMessagesQuerySchema,
  listContactMessagesResponseSchema,
  sendContactMessageBodySchema,
  sentContactMessageSchema,
  updateContactMessageBodySchema,
  type ContactMessage,
} from '../../../contracts/contact.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { AppError, notFound } from '../../errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { contactMessageMail } from './contact-mail.ts';
import type { ContactMessageRow, ContactRepository } from './contact.repository.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

function messageOf(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    title: row.title,
    message: row.message,
    businessName: row.business_name,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
    archivedAt: row.archived_at?.toISOString() ?? null,
  };
}

/** Messages to the people who run Agendo (src/contracts/contact.ts). */
export function registerContactRoutes(app: FastifyInstance, deps: { contact: ContactRepository; rateLimiter: RateLimiter; baseUrl: string; now: () => Date }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { contact, rateLimiter, now } = deps;
  const tags = ['contact'];

  api.post('/api/contact-messages', {
    schema: {
      operationId: 'sendContactMessage',
      tags,
      summary: 'Sends a message to the people who run Agendo (also e-mailed to every super admin)',
      body: sendContactMessageBodySchema,
      response: { 201: sentContactMessageSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { user, profile } = actorOf(request);
      const limit = await rateLimiter.consume(`contact:${user.id}`, CONTACT_LIMITS.perHour, 3600);
      if (!limit.allowed) throw new AppError('RATE_LIMITED', 429, { params: { minutes: Math.ceil(limit.retryAfterSeconds / 60) } });
      const saved = await contact.add({ userId: user.id, businessId: profile.businessId, ...request.body }, now(), (row) => ({
        kind: 'contact_message',
        ...contactMessageMail({ ...row, businessName: row.business_name }, `${deps.baseUrl}/mensagens-recebidas`),
      }));
      return reply.status(201).send({ id: saved.id, createdAt: saved.created_at.toISOString() });
    },
  });

  api.get('/api/super-admin/contact-messages', {
    schema: {
      operationId: 'listContactMessages',
      tags,
      summary: 'Received messages, newest first, by box and search; with the unread count',
      querystring: listContactMessagesQuerySchema,
      response: { 200: listContactMessagesResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { rows, total, unread } = await contact.list(request.query);
      return { items: rows.map(messageOf), total, unread };
    },
  });

  api.patch('/api/super-admin/contact-messages/:id', {
    schema: {
      operationId: 'updateContactMessage',
      tags,
      summary: 'Marks a message read or unread, archives it or brings it back',
      params: contactMessageParamsSchema,
      body: updateContactMessageBodySchema,
      response: { 200: contactMessageSchema, ...errors },
    },
    handler: async (request) => {
      const row = await contact.update(request.params.id, request.body, now());
      if (!row) throw notFound();
      return messageOf(row);
    },
  });
}
