import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { sampleDataResultSchema } from '../../../contracts/metrics.ts';
import { seededRandom } from '../../../core/sample-schedule.ts';
import { AppError } from '../../errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { ChangeFeed } from '../live/change-feed.ts';
import type { SampleDataRepository } from './sample-data.repository.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema };

/** 'Gerar dados de teste' and its removal, in the owner's own business only. */
export function registerSampleDataRoutes(app: FastifyInstance, deps: { sampleData: SampleDataRepository; feed: ChangeFeed; now: () => Date }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { sampleData, feed, now } = deps;

  api.post('/api/sample-data', {
    schema: {
      operationId: 'generateSampleData',
      tags: ['figures'],
      summary: 'Fills the business with marked sample clients and appointments (last 90 days, next 14)',
      response: { 201: sampleDataResultSchema, ...errors },
    },
    handler: async (request, reply) => {
      const businessId = actorOf(request).profile.businessId;
      const outcome = await sampleData.generate(businessId, now(), seededRandom(randomInt(2 ** 31)));
      if (!outcome.ok) throw new AppError('SAMPLE_DATA_PRESENT', 409);
      await feed.publish({ businessId, kind: 'appointments' });
      return reply.status(201).send(outcome.added);
    },
  });

  api.delete('/api/sample-data', {
    schema: {
      operationId: 'removeSampleData',
      tags: ['figures'],
      summary: 'Removes exactly what the sample data added',
      response: { 200: sampleDataResultSchema, ...errors },
    },
    handler: async (request) => {
      const businessId = actorOf(request).profile.businessId;
      const removed = await sampleData.remove(businessId);
      if (!removed) throw new AppError('NO_SAMPLE_DATA', 409);
      await feed.publish({ businessId, kind: 'appointments' });
      return removed;
    },
  });
}
