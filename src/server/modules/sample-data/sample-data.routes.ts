import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { sampleDataResultSchema } from '../../../contracts/metrics.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { SampleDataService } from './sample-data.service.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema };

/** 'Gerar dados de teste' and its removal, in the owner's own business only. */
export function registerSampleDataRoutes(app: FastifyInstance, deps: { sampleData: SampleDataService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { sampleData } = deps;

  api.post('/api/sample-data', {
    schema: {
      operationId: 'generateSampleData',
      tags: ['figures'],
      summary: 'Fills the business with marked sample clients and appointments (last 90 days, next 14)',
      response: { 201: sampleDataResultSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await sampleData.generate(actorOf(request).profile.businessId)),
  });

  api.delete('/api/sample-data', {
    schema: {
      operationId: 'removeSampleData',
      tags: ['figures'],
      summary: 'Removes exactly what the sample data added',
      response: { 200: sampleDataResultSchema, ...errors },
    },
    handler: async (request) => sampleData.remove(actorOf(request).profile.businessId),
  });
}
