import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { whatsAppHandshakeQuerySchema, whatsAppWebhookResponseSchema } from '../../../contracts/whatsapp-webhook.ts';
import { forbidden } from '../../errors.ts';
import type { WebhookService } from './webhook.service.ts';

/** A notification carries a few messages or statuses; far past that, a body is refused with 413. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

export function registerWhatsAppWebhookRoutes(app: FastifyInstance, deps: { webhook: WebhookService }) {
  const { webhook } = deps;

  app.withTypeProvider<ZodTypeProvider>().get('/api/whatsapp/webhook', {
    schema: {
      operationId: 'verifyWhatsAppWebhook',
      tags: ['whatsapp'],
      summary: "The platform's subscription handshake: echoes the challenge when the verify token is ours",
      querystring: whatsAppHandshakeQuerySchema,
      response: { 200: z.string(), 400: errorResponseSchema, 403: errorResponseSchema },
    },
    handler: async (request, reply) => {
      const challenge = webhook.handshake(request.query);
      if (challenge === null) throw forbidden();
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  });

  // The platform's signature covers the exact bytes it sent: this route reads the body raw.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post('/api/whatsapp/webhook', {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        operationId: 'receiveWhatsAppWebhook',
        tags: ['whatsapp'],
        summary:
          "The platform's notifications (customers' replies, delivery statuses), verified by their signature; each event takes effect once",
        headers: z.object({ 'x-hub-signature-256': z.string().optional() }),
        response: {
          200: whatsAppWebhookResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
      handler: async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return webhook.receive(body, request.headers['x-hub-signature-256']);
      },
    });
  });
}
