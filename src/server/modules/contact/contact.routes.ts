import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactMessageParamsSchema,
  contactMessageSchema,
  listContactMessagesQuerySchema,
  listContactMessagesResponseSchema,
  sendContactMessageBodySchema,
  sentContactMessageSchema,
  updateContactMessageBodySchema,
} from '../../../contracts/contact.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { ContactService } from './contact.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

/** Messages to the people who run Agendo (src/contracts/contact.ts). */
export function registerContactRoutes(app: FastifyInstance, deps: { contact: ContactService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { contact } = deps;
  const tags = ['contact'];

  api.post('/api/contact-messages', {
    schema: {
      operationId: 'sendContactMessage',
      tags,
      summary: 'Sends a message to the people who run Agendo (also e-mailed to every super admin)',
      body: sendContactMessageBodySchema,
      response: { 201: sentContactMessageSchema, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await contact.send(actorOf(request), request.body)),
  });

  api.get('/api/super-admin/contact-messages', {
    schema: {
      operationId: 'listContactMessages',
      tags,
      summary: 'Received messages, newest first, by box and search; with the unread count',
      querystring: listContactMessagesQuerySchema,
      response: { 200: listContactMessagesResponseSchema, ...errors },
    },
    handler: async (request) => contact.list(request.query),
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
    handler: async (request) => contact.update(request.params.id, request.body),
  });
}
