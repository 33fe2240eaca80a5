import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingRedirectResponseSchema,
  cancelSubscriptionBodySchema,
  changePlanBodySchema,
  createCheckoutBodySchema,
  listBillingPlansResponseSchema,
  listInvoicesResponseSchema,
  testCheckoutParamsSchema,
  testCheckoutSchema,
  testPortalBodySchema,
} from '../../../contracts/billing.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { subscriptionResponseSchema } from '../../../contracts/subscription.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import type { BillingService } from './billing.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
};

export function registerBillingRoutes(
  app: FastifyInstance,
  deps: { billing: BillingService; subscriptions: SubscriptionService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { billing, subscriptions } = deps;
  const businessOf = (request: Parameters<typeof actorOf>[0]) => actorOf(request).profile.businessId;

  api.get('/api/billing/plans', {
    schema: {
      operationId: 'listBillingPlans',
      tags: ['billing'],
      summary: "The plans' price ids at the payment provider, per currency (createCheckout takes one)",
      response: { 200: listBillingPlansResponseSchema, 502: errorResponseSchema },
    },
    handler: async () => billing.listPlans(),
  });

  api.post('/api/billing/checkout', {
    schema: {
      operationId: 'createCheckout',
      tags: ['billing'],
      summary:
        "create-checkout: start paying a plan; answers the checkout page's url (the provider's, or the built-in test checkout)",
      body: createCheckoutBodySchema,
      response: { 200: billingRedirectResponseSchema, ...errors },
    },
    handler: async (request) =>
      billing.createCheckout(businessOf(request), request.body.price_id, requestLocale(request)),
  });

  api.post('/api/billing/portal', {
    schema: {
      operationId: 'createBillingPortalSession',
      tags: ['billing'],
      summary: "The provider's customer portal (card, invoices, cancellation), or the built-in test card portal",
      response: { 200: billingRedirectResponseSchema, ...errors },
    },
    handler: async (request) => billing.createPortalSession(businessOf(request)),
  });

  api.post('/api/billing/plan', {
    schema: {
      operationId: 'changePlan',
      tags: ['billing'],
      summary:
        'Change the plan: an upgrade now (prorated), a downgrade at the end of the paid period; refused when the users in use exceed the new limit',
      body: changePlanBodySchema,
      response: { 200: subscriptionResponseSchema, ...errors },
    },
    handler: async (request) => {
      const businessId = businessOf(request);
      await billing.changePlan(businessId, request.body.plan, requestLocale(request));
      return subscriptions.getSubscription(businessId);
    },
  });

  api.post('/api/billing/cancel', {
    schema: {
      operationId: 'setSubscriptionCancellation',
      tags: ['billing'],
      summary: "End the subscription at the paid period's end (true), or keep it renewing (false)",
      body: cancelSubscriptionBodySchema,
      response: { 200: subscriptionResponseSchema, ...errors },
    },
    handler: async (request) => {
      const businessId = businessOf(request);
      await billing.setCancelAtPeriodEnd(businessId, request.body.cancelAtPeriodEnd);
      return subscriptions.getSubscription(businessId);
    },
  });

  api.get('/api/billing/invoices', {
    schema: {
      operationId: 'listInvoices',
      tags: ['billing'],
      summary: "The business's invoices, newest first",
      response: { 200: listInvoicesResponseSchema, ...errors },
    },
    handler: async (request) => billing.listInvoices(businessOf(request)),
  });

  api.get('/api/billing/test-checkout/:id', {
    schema: {
      operationId: 'getTestCheckout',
      tags: ['billing'],
      summary: 'The built-in test checkout (only without provider keys)',
      params: testCheckoutParamsSchema,
      response: { 200: testCheckoutSchema, ...errors },
    },
    handler: async (request) => billing.getTestCheckout(businessOf(request), request.params.id),
  });

  api.post('/api/billing/test-checkout/:id/pay', {
    schema: {
      operationId: 'payTestCheckout',
      tags: ['billing'],
      summary: "'Pay (test)': the same signed events the provider sends, through the same webhook handler",
      params: testCheckoutParamsSchema,
      response: { 200: testCheckoutSchema, ...errors },
    },
    handler: async (request) => billing.payTestCheckout(businessOf(request), request.params.id),
  });

  api.post('/api/billing/test-checkout/:id/decline', {
    schema: {
      operationId: 'declineTestCheckout',
      tags: ['billing'],
      summary: "'Decline (test)': the card is refused; nothing changes",
      params: testCheckoutParamsSchema,
      response: { 200: testCheckoutSchema, ...errors },
    },
    handler: async (request) => billing.declineTestCheckout(businessOf(request), request.params.id),
  });

  api.post('/api/billing/test-portal', {
    schema: {
      operationId: 'useTestCardPortal',
      tags: ['billing'],
      summary: 'The built-in test card portal: a new card pays what is overdue, or a charge fails',
      body: testPortalBodySchema,
      response: { 200: subscriptionResponseSchema, ...errors },
    },
    handler: async (request) => {
      const businessId = businessOf(request);
      await billing.useTestCardPortal(businessId, request.body.action);
      return subscriptions.getSubscription(businessId);
    },
  });

  // The provider's signature covers the exact bytes it sent: this route reads the body raw.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post('/api/billing/webhook', {
      schema: {
        operationId: 'receiveBillingWebhook',
        tags: ['billing'],
        summary: "The payment provider's events, verified by their signature; each takes effect once",
        headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
        response: {
          200: z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) }),
          400: errorResponseSchema,
        },
      },
      handler: async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await billing.receiveWebhook(body, request.headers['stripe-signature'] ?? '');
        return { received: true as const, outcome };
      },
    });
  });
}
