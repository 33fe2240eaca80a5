import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { subscriptionResponseSchema } from '../../../contracts/subscription.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { SubscriptionService } from './subscription.service.ts';

export function registerSubscriptionRoutes(app: FastifyInstance, deps: { subscriptions: SubscriptionService }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/subscription', {
    schema: {
      operationId: 'getSubscription',
      tags: ['subscription'],
      summary: "The business's plan, trial and subscription state (check-subscription)",
      response: { 200: subscriptionResponseSchema, 401: errorResponseSchema },
    },
    handler: async (request) => deps.subscriptions.getSubscription(actorOf(request).profile.businessId),
  });
}
