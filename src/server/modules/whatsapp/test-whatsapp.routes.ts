import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { testWhatsAppReplySchema, testWhatsAppResponseSchema } from '../../../contracts/test-whatsapp.ts';
import { whatsAppWebhookResponseSchema } from '../../../contracts/whatsapp-webhook.ts';
import type { TestWhatsApp } from './test-whatsapp.service.ts';

/** The built-in test WhatsApp's page: on a local server without WhatsApp keys only (else 404). */
export function registerTestWhatsAppRoutes(app: FastifyInstance, deps: { testWhatsApp: TestWhatsApp }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/whatsapp-teste/messages', {
    schema: {
      operationId: 'listTestWhatsAppMessages',
      tags: ['whatsapp'],
      summary: 'WhatsApp messages kept on this server (only without WhatsApp keys, on a local address)',
      response: { 200: testWhatsAppResponseSchema, 404: errorResponseSchema },
    },
    handler: async () => deps.testWhatsApp.conversations(),
  });
  typed.post('/api/whatsapp-teste/reply', {
    schema: {
      operationId: 'replyOnTestWhatsApp',
      tags: ['whatsapp'],
      summary: "The customer's reply on the test WhatsApp, delivered to the webhook as the platform would",
      body: testWhatsAppReplySchema,
      response: { 200: whatsAppWebhookResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request) => deps.testWhatsApp.reply(request.body),
  });
}
