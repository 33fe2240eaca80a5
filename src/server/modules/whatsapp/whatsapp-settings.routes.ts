import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import {
  updateWhatsAppSettingsBodySchema,
  whatsAppSettingsResponseSchema,
} from '../../../contracts/whatsapp-settings.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { WhatsAppSettingsService } from './whatsapp-settings.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** The business's WhatsApp settings and this month's messages: the owner's. */
export function registerWhatsAppSettingsRoutes(app: FastifyInstance, deps: { settings: WhatsAppSettingsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/whatsapp/settings', {
    schema: {
      operationId: 'getWhatsAppSettings',
      tags: ['whatsapp'],
      summary: "Which WhatsApp messages go, the reminder's lead time, and this month's messages",
      response: { 200: whatsAppSettingsResponseSchema, ...errors },
    },
    handler: async (request) => deps.settings.getSettings(actorOf(request).profile.businessId),
  });
  api.put('/api/whatsapp/settings', {
    schema: {
      operationId: 'updateWhatsAppSettings',
      tags: ['whatsapp'],
      summary: "Turn each WhatsApp message on or off and set the reminder's lead time (1–72 hours)",
      body: updateWhatsAppSettingsBodySchema,
      response: { 200: whatsAppSettingsResponseSchema, ...errors },
    },
    handler: async (request) => deps.settings.updateSettings(actorOf(request).profile.businessId, request.body),
  });
}
