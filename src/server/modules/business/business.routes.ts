import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessSettingsSchema, updateBusinessSettingsBodySchema } from '../../../contracts/business.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { BusinessService } from './business.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export function registerBusinessRoutes(app: FastifyInstance, deps: { business: BusinessService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { business } = deps;

  api.get('/api/business/settings', {
    schema: {
      operationId: 'getBusinessSettings',
      tags: ['business'],
      summary: "The business's data, time zone, opening hours, standard commission rate and setup checklist",
      response: { 200: businessSettingsSchema, ...errors },
    },
    handler: async (request) => business.get(actorOf(request)),
  });

  api.patch('/api/business/settings', {
    schema: {
      operationId: 'updateBusinessSettings',
      tags: ['business'],
      summary: 'Change the settings (only the fields sent); `openingHours` replaces the week',
      body: updateBusinessSettingsBodySchema,
      response: { 200: businessSettingsSchema, ...errors },
    },
    handler: async (request) => business.update(actorOf(request), request.body),
  });
}
