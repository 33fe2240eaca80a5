import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { businessIdParamsSchema } from '../../../contracts/online-booking.ts';
import {
  joinWaitlistBodySchema,
  listWaitlistQuerySchema,
  listWaitlistResponseSchema,
  waitlistEntryParamsSchema,
  waitlistJoinedSchema,
  waitlistOfferParamsSchema,
  waitlistOfferSchema,
} from '../../../contracts/waitlist.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { PublicLimits } from '../../plugins/public-limits.ts';
import type { WaitlistService } from './waitlist.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export function registerWaitlistRoutes(
  app: FastifyInstance,
  deps: { waitlist: WaitlistService; publicLimits: PublicLimits; offersMayHaveOpened: (businessId: string) => void },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { waitlist } = deps;
  const { limit } = deps.publicLimits;

  api.post('/api/public/businesses/:businessId/waitlist', {
    schema: {
      operationId: 'joinWaitlist',
      tags: ['public booking'],
      summary: 'Wait for a service or a visit between two days; a time that opens is offered by e-mail',
      params: businessIdParamsSchema,
      body: joinWaitlistBodySchema,
      response: { 201: waitlistJoinedSchema, ...errors },
    },
    handler: async (request, reply) => {
      await limit(request, 'book');
      const joined = await waitlist.join(request.params.businessId, request.body, requestLocale(request));
      deps.offersMayHaveOpened(request.params.businessId);
      return reply.status(201).send(joined);
    },
  });

  api.get('/api/public/waitlist-offers/:token', {
    schema: {
      operationId: 'getWaitlistOffer',
      tags: ['public booking'],
      summary: 'A time offered to a waiting customer, behind its claim link',
      params: waitlistOfferParamsSchema,
      response: { 200: waitlistOfferSchema, ...errors },
    },
    handler: async (request) => {
      await limit(request, 'manage');
      return waitlist.getOffer(request.params.token);
    },
  });

  api.post('/api/public/waitlist-offers/:token/claim', {
    schema: {
      operationId: 'claimWaitlistOffer',
      tags: ['public booking'],
      summary: 'Book the offered time: the first claim wins (409 WAITLIST_OFFER_TAKEN after it)',
      params: waitlistOfferParamsSchema,
      response: { 200: waitlistOfferSchema, ...errors },
    },
    handler: async (request) => {
      await limit(request, 'book');
      return waitlist.claim(request.params.token);
    },
  });

  api.get('/api/waitlist', {
    schema: {
      operationId: 'listWaitlist',
      tags: ['online booking'],
      summary: 'The waitlist, the latest first',
      querystring: listWaitlistQuerySchema,
      response: { 200: listWaitlistResponseSchema, ...errors },
    },
    handler: async (request) => waitlist.list(actorOf(request).profile.businessId, request.query.status),
  });

  api.delete('/api/waitlist/:id', {
    schema: {
      operationId: 'removeWaitlistEntry',
      tags: ['online booking'],
      summary: 'Take a customer off the waitlist (their offers can no longer be claimed)',
      params: waitlistEntryParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await waitlist.remove(actorOf(request).profile.businessId, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
