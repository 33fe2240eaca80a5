import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessSettingsSchema, updateBusinessSettingsBodySchema } from '../../../contracts/business.ts';
import { businessClosingStateSchema, closeBusinessBodySchema } from '../../../contracts/business-closing.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { BusinessClosingService } from './business-closing.service.ts';
import type { BusinessExportService } from './business-export.service.ts';
import type { BusinessService } from './business.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export function registerBusinessRoutes(
  app: FastifyInstance,
  deps: { business: BusinessService; closing: BusinessClosingService; exporter: BusinessExportService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { business, closing, exporter } = deps;

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

  api.get('/api/business/export', {
    schema: {
      operationId: 'exportBusinessData',
      tags: ['business'],
      summary:
        "All of the business's data as one ZIP of CSV files (UTF-8 with BOM) and a README, headed in the request language; also after the subscription ended and while the business is closed",
      produces: ['application/zip'],
      response: { 200: z.unknown().describe('application/zip'), ...errors },
    },
    handler: async (request, reply) => {
      const file = await exporter.exportZip(actorOf(request), requestLocale(request));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });

  api.post('/api/business/close', {
    schema: {
      operationId: 'closeBusiness',
      tags: ['business'],
      summary:
        'Close the business for everyone, confirmed by its name: its subscription stops renewing, its booking page closes, its data is kept 30 days (it may be reopened) and then erased',
      body: closeBusinessBodySchema,
      response: { 200: businessClosingStateSchema, ...errors, 502: errorResponseSchema },
    },
    handler: async (request) => closing.close(actorOf(request), request.body.confirmName),
  });

  api.post('/api/business/reopen', {
    schema: {
      operationId: 'reopenBusiness',
      tags: ['business'],
      summary:
        'Reopen a closed business within its 30 days: everything is as it was (a subscription its closing stopped renews again)',
      response: { 200: businessClosingStateSchema, ...errors },
    },
    handler: async (request) => closing.reopen(actorOf(request)),
  });
}
