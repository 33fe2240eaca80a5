import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contracts/common.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import {
  clientWhatsAppConversationQuerySchema,
  clientWhatsAppConversationSchema,
  sendClientWhatsAppMessageBodySchema,
  whatsAppConversationMessageSchema,
} from '../../../contracts/whatsapp-conversation.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { WhatsAppConversationService } from './whatsapp-conversation.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** A client's WhatsApp conversation on their page, and the texts the front desk writes in it. */
export function registerWhatsAppConversationRoutes(
  app: FastifyInstance,
  deps: { conversation: WhatsAppConversationService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/clients/:id/whatsapp', {
    schema: {
      operationId: 'listClientWhatsAppMessages',
      tags: ['whatsapp'],
      summary:
        "A client's WhatsApp conversation (the latest `limit` messages, oldest first), whether WhatsApp's 24-hour window is open and whether they take WhatsApp at all",
      params: idParamsSchema,
      querystring: clientWhatsAppConversationQuerySchema,
      response: { 200: clientWhatsAppConversationSchema, ...errors },
    },
    handler: async (request) =>
      deps.conversation.conversation(actorOf(request), request.params.id, request.query.limit),
  });

  api.post('/api/clients/:id/whatsapp', {
    schema: {
      operationId: 'sendClientWhatsAppMessage',
      tags: ['whatsapp'],
      summary:
        'Queue a text to the client on WhatsApp, once per idempotency key; 422 WHATSAPP_NOT_ALLOWED when they do not take WhatsApp, 409 WHATSAPP_WINDOW_CLOSED outside the 24 hours after their last message',
      params: idParamsSchema,
      body: sendClientWhatsAppMessageBodySchema,
      response: {
        202: whatsAppConversationMessageSchema,
        ...errors,
        409: errorResponseSchema,
        422: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const message = await deps.conversation.send(actorOf(request), request.params.id, request.body);
      return reply.status(202).send(message);
    },
  });
}
