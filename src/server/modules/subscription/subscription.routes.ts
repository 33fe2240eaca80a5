import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { subscriptionResponseSchema } from '../../../contracts/subscription.ts';
import type { SessionResolver } from '../../plugins/session.ts';
import type { SubscriptionService } from './subscription.service.ts';

export function registerSubscriptionRoutes(
  app: FastifyInstance,
  deps: { subscriptions: SubscriptionService; sessions: SessionResolver },
) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/subscription', {
    schema: {
      operationId: 'getSubscription',
      tags: ['subscription'],
      summary: "The business's plan, trial and subscription state (check-subscription)",
      response: { 200: subscriptionResponseSchema, 401: errorResponseSchema },
    },
    handler: async (request) => {
      const { profile } = await deps.sessions.requireActor(request);
      return deps.subscriptions.getSubscription(profile.businessId);
    },
  });
}
